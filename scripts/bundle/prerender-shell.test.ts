import { describe, expect, it } from 'vitest';
import { bootTag, takeAppTags } from '../../apps/desktop/vite/prerender-shell';

const VITE_HEAD = [
  '    <link rel="icon" type="image/svg+xml" href="/assets/icon-A.svg" />',
  '    <script type="module" crossorigin src="/assets/index-B.js"></script>',
  '    <link rel="modulepreload" crossorigin href="/assets/react-C.js">',
  '    <link rel="modulepreload" crossorigin href="/assets/data-D.js">',
  '    <link rel="stylesheet" crossorigin href="/assets/index-E.css">',
  '  <link rel="manifest" href="/manifest.webmanifest"></head>',
].join('\n');

describe("the web build's boot tags", () => {
  it("takes the app's script, modulepreloads and stylesheet out of the page, leaving the icon and the manifest", () => {
    const { html, tags } = takeAppTags(VITE_HEAD);
    expect(tags).toEqual({
      entry: '/assets/index-B.js',
      preload: ['/assets/react-C.js', '/assets/data-D.js'],
      style: '/assets/index-E.css',
    });
    expect(html).toContain('rel="icon"');
    expect(html).toContain('rel="manifest"');
    expect(html).not.toMatch(/index-B|react-C|data-D|index-E/);
  });

  it('refuses a page with no module script: there would be no app to start', () => {
    expect(() => takeAppTags('<link rel="stylesheet" href="/a.css">')).toThrow(/no module script/);
  });

  it('names them all on the one boot script', () => {
    const tag = bootTag('/assets/boot-F.js', takeAppTags(VITE_HEAD).tags);
    expect(tag).toBe(
      '<script type="module" async crossorigin src="/assets/boot-F.js" data-app-entry="/assets/index-B.js" data-app-preload="/assets/react-C.js /assets/data-D.js" data-app-style="/assets/index-E.css"></script>',
    );
  });

  it("names the dark theme's stylesheet when the build split one off", () => {
    const tag = bootTag('/assets/boot-F.js', { ...takeAppTags(VITE_HEAD).tags, darkStyle: '/assets/dark-G.css' });
    expect(tag).toContain('data-app-style="/assets/index-E.css" data-app-dark-style="/assets/dark-G.css"></script>');
  });

  it("names the stylesheet's parts after its first, in cascade order", () => {
    const tag = bootTag('/assets/boot-F.js', { ...takeAppTags(VITE_HEAD).tags, styleParts: ['/assets/app-H.css', '/assets/app-I.css'] });
    expect(tag).toContain('data-app-style="/assets/index-E.css /assets/app-H.css /assets/app-I.css"></script>');
  });

  it("names the cache table home's list is read from early, on home's page", () => {
    const tag = bootTag('/assets/boot-F.js', { ...takeAppTags(VITE_HEAD).tags, earlyRead: 'rsd-directory/simulatorListings/50' });
    expect(tag).toContain('data-app-early-read="rsd-directory/simulatorListings/50"></script>');
  });
});
