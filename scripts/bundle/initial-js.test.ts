import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { initialJsSummary, measureInitialJs, measureSyncWorkerJs, pageScripts, staticImports } from './initial-js';

/** A build as a map of its files; reading an absent file gives undefined, as on disk. */
const buildOf = (files: Record<string, string>) => (file: string) => files[file];

const page = (head: string) => `<!doctype html><html><head>${head}</head><body><div id="root"></div></body></html>`;

describe('pageScripts', () => {
  it('lists module and classic scripts and modulepreload links, in document order, not stylesheets or icons', () => {
    const html = page(
      [
        '<link rel="icon" href="/icon.svg">',
        '<script type="module" crossorigin src="/assets/index-A.js"></script>',
        '<link rel="modulepreload" crossorigin href="/assets/react-B.js">',
        '<link rel="stylesheet" href="/assets/index-C.css">',
        '<script src="/legacy.js"></script>',
        '<script>window.inline = true</script>',
      ].join(''),
    );
    expect(pageScripts(html)).toEqual(['/assets/index-A.js', '/assets/react-B.js', '/legacy.js']);
  });

  it("counts what the boot script loads after the first paint, named on its data attributes, as the page's own", () => {
    const html = page(
      '<script type="module" src="/assets/boot-A.js" data-app-entry="/assets/index-B.js" data-app-preload="/assets/react-C.js /assets/data-D.js" data-app-style="/assets/index-E.css"></script>',
    );
    expect(pageScripts(html)).toEqual(['/assets/boot-A.js', '/assets/index-B.js', '/assets/react-C.js', '/assets/data-D.js']);
  });
});

describe('staticImports', () => {
  it('finds minified static imports and bare imports, not dynamic import() or preload lists', () => {
    const code =
      'import{a as b}from"./react-B.js";import"./side-C.js";import { c } from \'../up-D.js\';' +
      'const l=()=>import("./lazy-E.js");const deps=["assets/lazy-F.js"];export{b,c,l,deps};';
    expect(staticImports(code)).toEqual(['./react-B.js', './side-C.js', '../up-D.js']);
  });
});

describe('measureInitialJs', () => {
  const files = {
    'index.html': page('<script type="module" src="/assets/index-A.js"></script><link rel="modulepreload" href="/assets/react-B.js">'),
    'assets/index-A.js': 'import{r}from"./react-B.js";import{d}from"./data-C.js";const home=()=>import("./compare-D.js");r(d,home);',
    'assets/react-B.js': 'export const r=(...a)=>a;',
    'assets/data-C.js': 'import{r}from"./react-B.js";export const d=r(1);',
    'assets/compare-D.js': 'import{d}from"./data-C.js";import"./compare-only-E.js";export const c=d;',
    'assets/compare-only-E.js': 'export const e="only when /compare is visited";',
  };

  it('counts the page scripts and what they import statically, once each, and no lazily imported chunk', () => {
    const result = measureInitialJs(files['index.html'], buildOf(files));
    expect(result.files.map((f) => f.file)).toEqual(['assets/index-A.js', 'assets/react-B.js', 'assets/data-C.js']);
    const expected = ['assets/index-A.js', 'assets/react-B.js', 'assets/data-C.js'] as const;
    expect(result.raw).toBe(expected.reduce((total, file) => total + Buffer.byteLength(files[file]), 0));
    expect(result.gzip).toBe(expected.reduce((total, file) => total + gzipSync(files[file]).length, 0));
  });

  it('resolves the page URLs against the base and chunk imports against the importing chunk', () => {
    const nested = {
      'index.html': page('<script type="module" src="/app/assets/js/index-A.js"></script>'),
      'assets/js/index-A.js': 'import"../shared/b.js";',
      'assets/shared/b.js': 'export{};',
    };
    const result = measureInitialJs(nested['index.html'], buildOf(nested), '/app/');
    expect(result.files.map((f) => f.file)).toEqual(['assets/js/index-A.js', 'assets/shared/b.js']);
  });

  it('refuses to measure nothing: a page without scripts, or a script the build does not have', () => {
    expect(() => measureInitialJs(page(''), buildOf({}))).toThrow('The page has no script');
    expect(() => measureInitialJs(files['index.html'], buildOf({ 'assets/index-A.js': files['assets/index-A.js'] }))).toThrow(
      'The build has no assets/react-B.js',
    );
    expect(() => measureInitialJs(page('<script src="https://cdn.example.org/x.js"></script>'), buildOf({}))).toThrow('from elsewhere');
  });

  it('says whether the total is within the target', () => {
    const result = measureInitialJs(files['index.html'], buildOf(files));
    expect(initialJsSummary(result, result.gzip)).toMatch(
      /^initial JavaScript \(before home runs\): [\d.]+ KB gzip in 3 file\(s\), within the/,
    );
    expect(initialJsSummary(result, result.gzip - 1)).toContain('ABOVE the');
  });
});

describe('measureSyncWorkerJs', () => {
  const worker = {
    'assets/sync.worker-boot-A.js': 'import(new URL(self.name,location.href).href).then(()=>import(`./sync.worker-B.js`));',
    'assets/sync.worker-B.js': 'import{m}from"./listing-row-C.js";const records=()=>import("./records-reader-D.js");m(records);',
    'assets/listing-row-C.js': 'export const m=(f)=>f;',
    'assets/records-reader-D.js': 'import{m}from"./listing-row-C.js";import"./classic-E.js";export const r=m;',
    'assets/classic-E.js': 'export const z="classic zod, after the listings";',
  };

  it('counts the boot, the engine it imports when it starts and their static imports, not what the engine loads later', () => {
    const result = measureSyncWorkerJs('assets/sync.worker-boot-A.js', buildOf(worker));
    const expected = ['assets/sync.worker-boot-A.js', 'assets/sync.worker-B.js', 'assets/listing-row-C.js'] as const;
    expect(result.files.map((f) => f.file)).toEqual(expected);
    expect(result.gzip).toBe(expected.reduce((total, file) => total + gzipSync(worker[file]).length, 0));
  });

  it('refuses a boot script or an engine the build does not have', () => {
    expect(() => measureSyncWorkerJs('assets/sync.worker-boot-Z.js', buildOf(worker))).toThrow(
      'The build has no assets/sync.worker-boot-Z.js',
    );
    const withoutEngine = { 'assets/sync.worker-boot-A.js': worker['assets/sync.worker-boot-A.js'] };
    expect(() => measureSyncWorkerJs('assets/sync.worker-boot-A.js', buildOf(withoutEngine))).toThrow(
      'The build has no assets/sync.worker-B.js, which the sync worker loads',
    );
  });
});
