import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { Client } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureSeed, simulatorInput, technologyInput } from '../../test/fixtures';
import { startTestServer, type TestServer } from '../../test/test-server';
import { escapeHtml } from './escape-html';

/** A name and description that would break out of every HTML and script context if not escaped. */
const HOSTILE_NAME = `Evil</title><script>alert("x")</script>`;
const HOSTILE_SUMMARY = `A "quoted" </script><img src=x onerror=alert(1)> & more`;
/** Text that would close a feed's CDATA section (twice: the feed package defuses only the first) and then be markup. */
const CDATA_NAME = `Trick ]]> <img src=x onerror=alert(1)> ]]> done`;
const CDATA_SUMMARY = `Summary ]]><script>alert(1)</script> & <img src=x onerror=alert(1)>`;

/** Every replacement pattern of String.prototype.replace: stored text must come out with each as typed. */
const DOLLARS = "$& $` $' $$ $1 $<name>";
const dollarText = (label: string) => `${label} ${DOLLARS}`;
/** Link fields must be web links: the patterns go in the path. */
const dollarLink = (label: string) => `https://example.com/${label}/${DOLLARS.replaceAll(' ', '/')}`;
/** The patterns in every simulator field that reaches a page's head; the license from its type (no license URL). */
const DOLLAR_SIMULATOR = simulatorInput({
  name: dollarText('Dollar tool'),
  fullName: dollarText('Dollar full name'),
  shortDescription: dollarText('Short with'),
  website: dollarLink('website'),
  sourceCodeRepository: dollarLink('repository'),
  licenseType: dollarText('License'),
  licenseUrl: null,
  lastReleaseVersion: dollarText('1.0'),
  applicationAreas: [dollarText('Area one'), dollarText('Area two')],
  programmingLanguages: [dollarText('Language one'), dollarText('Language two')],
});
/** The same with a license URL, which the JSON-LD's license takes before the type. */
const DOLLAR_LICENSED_SIMULATOR = { ...DOLLAR_SIMULATOR, name: dollarText('Dollar licensed tool'), licenseUrl: dollarLink('license') };
const DOLLAR_TECHNOLOGY = technologyInput({
  name: dollarText('Dollar technology'),
  shortName: dollarText('DT'),
  overview: dollarText('Overview with'),
  vendorName: dollarText('Vendor'),
  category: dollarText('dollar_category'),
  subcategory: dollarText('dollar_subcategory'),
});
const SEED = {
  ...fixtureSeed,
  simulators: [
    ...fixtureSeed.simulators,
    simulatorInput({ name: HOSTILE_NAME, shortDescription: HOSTILE_SUMMARY, sourceCodeRepository: null, lastReleaseVersion: null }),
    DOLLAR_SIMULATOR,
    DOLLAR_LICENSED_SIMULATOR,
    simulatorInput({ name: CDATA_NAME, shortDescription: CDATA_SUMMARY }),
  ],
  technologies: [...fixtureSeed.technologies, DOLLAR_TECHNOLOGY],
};
/** Ids follow the seed's order. */
const idOf = (list: readonly { name: string }[], name: string) => list.findIndex((row) => row.name === name) + 1;

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="Generic description."
    />
    <title>Reservoir Simulation Directory</title>
  </head>
  <body><div id="root"></div></body>
</html>
`;

let server: TestServer;
let webDir: string;
beforeAll(async () => {
  webDir = await fs.mkdtemp(path.join(os.tmpdir(), 'rsd-discovery-'));
  await fs.writeFile(path.join(webDir, 'index.html'), INDEX_HTML);
  server = await startTestServer({
    seed: SEED,
    webDistDir: webDir,
  });
});
afterAll(async () => {
  await server?.close();
  await fs.rm(webDir, { recursive: true, force: true });
});

async function sql(text: string, values: unknown[] = []): Promise<void> {
  const client = new Client({ connectionString: server.databaseUrl });
  await client.connect();
  try {
    await client.query(text, values);
  } finally {
    await client.end();
  }
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  isArray: (name) => name === 'entry' || name === 'url' || name === 'link',
});

type AtomText = string | { '#text': string; '@type'?: string };
interface AtomEntry {
  title: AtomText;
  summary?: AtomText;
  id: string;
  updated: string;
  link: { '@href': string }[];
  category: { '@term': string };
}
const text = (value: AtomText) => (typeof value === 'string' ? value : value['#text']);

/**
 * An html-typed Atom text read as a feed reader reads it: entities decoded, and any markup parsed as elements,
 * so the result is a string only when the text carries no markup.
 */
const htmlParser = new XMLParser({ htmlEntities: true, parseTagValue: false, trimValues: false });
const readHtml = (html: string): unknown => (htmlParser.parse(`<html>${html}</html>`) as { html: unknown }).html;

interface JsonFeedItem {
  id: string;
  url: string;
  title: string;
  content_text: string;
  date_modified: string;
  tags: string[];
}

describe('feeds', () => {
  it('/feed.atom is valid Atom, newest change first, with links to the pages', async () => {
    // Two later changes, in two transactions, so they have distinct update times after the seed's.
    await sql(`UPDATE simulators SET short_description = short_description || ' (updated)' WHERE name = 'MRST'`);
    await sql(`UPDATE technologies SET overview = overview || ' (updated)' WHERE name = 'Smart completions'`);
    const res = await fetch(`${server.url}/feed.atom`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/atom\+xml/);
    const xml = await res.text();
    expect(XMLValidator.validate(xml)).toBe(true);
    const { feed } = parser.parse(xml) as { feed: { '@xmlns': string; title: string; entry: AtomEntry[] } };
    expect(feed['@xmlns']).toBe('http://www.w3.org/2005/Atom');
    expect(feed.entry).toHaveLength(SEED.simulators.length + SEED.technologies.length);
    expect(feed.entry.slice(0, 2).map((entry) => readHtml(text(entry.title)))).toEqual([
      'Technology: Smart completions',
      'Simulator: MRST',
    ]);
    const times = feed.entry.map((entry) => Date.parse(entry.updated));
    expect(times).toEqual(times.toSorted((a, b) => b - a));
    expect(feed.entry[1]!.link[0]!['@href']).toMatch(new RegExp(`^${server.url}/simulator/\\d+$`));
    expect(feed.entry[0]!.link[0]!['@href']).toMatch(new RegExp(`^${server.url}/technologies/\\d+$`));
  });

  it('/feed.atom carries stored text as escaped HTML that reads back as the text, never as markup', async () => {
    const xml = await (await fetch(`${server.url}/feed.atom`)).text();
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(xml).not.toMatch(/<(?:img|script)\b/i);
    expect(xml).toContain('&lt;img src=x onerror=alert(1)&gt;');
    const { feed } = parser.parse(xml) as { feed: { entry: AtomEntry[] } };
    const rows = [
      { page: `/simulator/${idOf(SEED.simulators, HOSTILE_NAME)}`, title: `Simulator: ${HOSTILE_NAME}`, summary: HOSTILE_SUMMARY },
      { page: `/simulator/${idOf(SEED.simulators, CDATA_NAME)}`, title: `Simulator: ${CDATA_NAME}`, summary: CDATA_SUMMARY },
      {
        page: `/simulator/${idOf(SEED.simulators, DOLLAR_SIMULATOR.name)}`,
        title: `Simulator: ${DOLLAR_SIMULATOR.name}`,
        summary: DOLLAR_SIMULATOR.shortDescription,
      },
      {
        page: `/technologies/${idOf(SEED.technologies, DOLLAR_TECHNOLOGY.name)}`,
        title: `Technology: ${DOLLAR_TECHNOLOGY.name}`,
        summary: DOLLAR_TECHNOLOGY.overview,
      },
    ];
    for (const row of rows) {
      const entry = feed.entry.find((candidate) => candidate.id === server.url + row.page);
      expect(entry?.title).toMatchObject({ '@type': 'html' });
      expect(entry?.summary).toMatchObject({ '@type': 'html' });
      expect(readHtml(text(entry!.title))).toBe(row.title);
      expect(readHtml(text(entry!.summary!))).toBe(row.summary);
    }
  });

  it('/feed.json is a JSON Feed 1.1 of plain text, with the same entries in the same order', async () => {
    const res = await fetch(`${server.url}/feed.json`, { headers: { Origin: 'https://reader.example' } });
    expect(res.headers.get('content-type')).toMatch(/^application\/feed\+json/);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const raw = await res.text();
    expect(raw).not.toContain('content_html');
    const body = JSON.parse(raw) as {
      version: string;
      title: string;
      home_page_url: string;
      feed_url: string;
      description: string;
      language: string;
      items: JsonFeedItem[];
    };
    expect(body).toMatchObject({
      version: 'https://jsonfeed.org/version/1.1',
      title: 'Reservoir Simulation Directory',
      home_page_url: `${server.url}/`,
      feed_url: `${server.url}/feed.json`,
      language: 'en',
    });
    expect(body.description).toMatch(/\S/);
    expect(body.items[0]!.title).toBe('Technology: Smart completions');
    const { feed } = parser.parse(await (await fetch(`${server.url}/feed.atom`)).text()) as { feed: { entry: AtomEntry[] } };
    expect(body.items.map((item) => [item.id, item.url, Date.parse(item.date_modified), item.tags])).toEqual(
      feed.entry.map((entry) => [entry.id, entry.link[0]!['@href'], Date.parse(entry.updated), [entry.category['@term']]]),
    );
    const item = (page: string) => body.items.find((candidate) => candidate.url === server.url + page);
    expect(item(`/simulator/${idOf(SEED.simulators, CDATA_NAME)}`)).toMatchObject({
      title: `Simulator: ${CDATA_NAME}`,
      content_text: CDATA_SUMMARY,
    });
    expect(item(`/simulator/${idOf(SEED.simulators, HOSTILE_NAME)}`)).toMatchObject({
      title: `Simulator: ${HOSTILE_NAME}`,
      content_text: HOSTILE_SUMMARY,
    });
    expect(item(`/technologies/${idOf(SEED.technologies, DOLLAR_TECHNOLOGY.name)}`)).toMatchObject({
      title: `Technology: ${DOLLAR_TECHNOLOGY.name}`,
      content_text: DOLLAR_TECHNOLOGY.overview,
    });
  });

  it('revalidates with an ETag', async () => {
    const first = await fetch(`${server.url}/feed.atom`);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    const again = await fetch(`${server.url}/feed.atom`, { headers: { 'If-None-Match': first.headers.get('etag') ?? '' } });
    expect(again.status).toBe(304);
  });
});

/**
 * The page at `page`, checked whole: one document, and everything outside <head> as the build has it, so no
 * text was pasted before the app root. Its head's title, description and Open Graph text must be `title` and
 * `description` escaped, exactly once each. Returns its JSON-LD, parsed.
 */
async function pageHead(page: string, title: string, description: string): Promise<unknown> {
  const html = await (await fetch(server.url + page)).text();
  expect(html.match(/<!doctype/gi)).toHaveLength(1);
  expect(html.startsWith(INDEX_HTML.slice(0, INDEX_HTML.indexOf('<head>') + '<head>'.length))).toBe(true);
  expect(html.endsWith(INDEX_HTML.slice(INDEX_HTML.indexOf('</head>')))).toBe(true);
  expect(html.match(/<\/head>/g)).toHaveLength(1);
  expect([...html.matchAll(/<title>([\s\S]*?)<\/title>/g)].map((match) => match[1])).toEqual([
    escapeHtml(`${title} · Reservoir Simulation Directory`),
  ]);
  const metas = [...html.matchAll(/<meta\s+(?:name|property)="([^"]*)"[^>]*>/g)].map((match) => match[0]);
  const contentOf = (key: string) => metas.filter((tag) => tag.includes(`="${key}"`));
  expect(contentOf('description')).toEqual([`<meta name="description" content="${escapeHtml(description)}">`]);
  expect(contentOf('og:title')).toEqual([
    `<meta property="og:title" content="${escapeHtml(`${title} · Reservoir Simulation Directory`)}">`,
  ]);
  expect(contentOf('og:description')).toEqual([`<meta property="og:description" content="${escapeHtml(description)}">`]);
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => match[1]);
  expect(jsonLd).toHaveLength(1);
  return JSON.parse(jsonLd[0]!);
}

describe('the served index.html', () => {
  it('names both feeds on every page (autodiscovery)', async () => {
    for (const page of ['/', '/technologies', '/simulator/999999']) {
      const html = await (await fetch(server.url + page)).text();
      expect(html).toContain(
        `<link rel="alternate" type="application/atom+xml" title="Reservoir Simulation Directory" href="${server.url}/feed.atom">`,
      );
      expect(html).toContain(
        `<link rel="alternate" type="application/feed+json" title="Reservoir Simulation Directory" href="${server.url}/feed.json">`,
      );
    }
  });

  it("renders a simulator's facts into its page: title, description, canonical, Open Graph, JSON-LD", async () => {
    const html = await (await fetch(`${server.url}/simulator/1`)).text();
    const canonical = `${server.url}/simulator/1`;
    expect(html).toContain('<title>OPM Flow · Reservoir Simulation Directory</title>');
    expect(html).toContain('<meta name="description" content="Fully implicit black-oil reservoir simulator.">');
    expect(html).not.toContain('Generic description.');
    expect(html).toContain(`<link rel="canonical" href="${canonical}">`);
    expect(html).toContain('<meta property="og:title" content="OPM Flow · Reservoir Simulation Directory">');
    expect(html).toContain(`<meta property="og:url" content="${canonical}">`);
    const jsonLd = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(jsonLd ?? 'null')).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'SoftwareSourceCode',
      name: 'OPM Flow',
      alternateName: 'Open Porous Media Flow',
      url: canonical,
      codeRepository: 'https://github.com/OPM/opm-simulators',
      programmingLanguage: ['C++'],
      license: 'GPL-3.0',
      softwareVersion: '2024.10',
    });
  });

  it("renders a technology's facts into its page", async () => {
    const html = await (await fetch(`${server.url}/technologies/1`)).text();
    expect(html).toContain('<title>Fibre-optic flow monitoring · Reservoir Simulation Directory</title>');
    expect(html).toContain(`<link rel="canonical" href="${server.url}/technologies/1">`);
    expect(html).toContain('<meta property="og:description" content="Distributed acoustic sensing along the wellbore.">');
    const jsonLd = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
    const data = JSON.parse(jsonLd ?? 'null') as Record<string, unknown>;
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'SoftwareSourceCode',
      name: 'Fibre-optic flow monitoring',
      description: 'Distributed acoustic sensing along the wellbore.',
      url: `${server.url}/technologies/1`,
      alternateName: 'DAS',
      publisher: { '@type': 'Organization', name: 'Example Sensors' },
    });
    expect(data).not.toHaveProperty('brand');
  });

  it('escapes every fact, leaves out missing fields, and keeps scripts closed', async () => {
    const html = await (await fetch(`${server.url}/simulator/4`)).text();
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain(
      '<title>Evil&lt;/title&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; · Reservoir Simulation Directory</title>',
    );
    const scripts = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)];
    expect(scripts).toHaveLength(1);
    const data = JSON.parse(scripts[0]![1]!) as Record<string, unknown>;
    expect(data.name).toBe(HOSTILE_NAME);
    expect(data.description).toBe(HOSTILE_SUMMARY);
    expect(data).not.toHaveProperty('codeRepository');
    expect(data).not.toHaveProperty('softwareVersion');
  });

  it("puts a simulator's text into its page as typed, whatever `$` patterns it holds", async () => {
    for (const simulator of [DOLLAR_SIMULATOR, DOLLAR_LICENSED_SIMULATOR]) {
      const page = `/simulator/${idOf(SEED.simulators, simulator.name)}`;
      expect(await pageHead(page, simulator.name, simulator.shortDescription)).toEqual({
        '@context': 'https://schema.org',
        '@type': 'SoftwareSourceCode',
        name: simulator.name,
        description: simulator.shortDescription,
        url: server.url + page,
        alternateName: simulator.fullName,
        codeRepository: simulator.sourceCodeRepository,
        programmingLanguage: simulator.programmingLanguages,
        license: simulator.licenseUrl ?? simulator.licenseType,
        softwareVersion: simulator.lastReleaseVersion,
        datePublished: simulator.lastReleaseDate,
        dateModified: expect.any(String),
        keywords: simulator.applicationAreas.join(', '),
        sameAs: simulator.website,
      });
    }
  });

  it("puts a technology's text into its page as typed, whatever `$` patterns it holds", async () => {
    const page = `/technologies/${idOf(SEED.technologies, DOLLAR_TECHNOLOGY.name)}`;
    expect(await pageHead(page, DOLLAR_TECHNOLOGY.name, DOLLAR_TECHNOLOGY.overview)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'SoftwareSourceCode',
      name: DOLLAR_TECHNOLOGY.name,
      description: DOLLAR_TECHNOLOGY.overview,
      url: server.url + page,
      alternateName: DOLLAR_TECHNOLOGY.shortName,
      publisher: { '@type': 'Organization', name: DOLLAR_TECHNOLOGY.vendorName },
      keywords: `dollar category ${DOLLARS}, dollar subcategory ${DOLLARS}`,
      dateModified: expect.any(String),
    });
  });

  it('a page of no row gets the generic head', async () => {
    const html = await (await fetch(`${server.url}/simulator/999999`)).text();
    expect(html).toContain('<title>Reservoir Simulation Directory</title>');
    expect(html).not.toContain('rel="canonical"');
  });
});

describe('sitemap and robots', () => {
  it('/sitemap.xml lists the catalogues and every simulator and technology page', async () => {
    const res = await fetch(`${server.url}/sitemap.xml`);
    expect(res.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await res.text();
    expect(XMLValidator.validate(xml)).toBe(true);
    const { urlset } = parser.parse(xml) as { urlset: { '@xmlns': string; url: { loc: string; lastmod?: string }[] } };
    expect(urlset['@xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    const locs = urlset.url.map((url) => url.loc);
    expect(locs).toContain(`${server.url}/`);
    for (const id of [1, 2, 3, 4]) expect(locs).toContain(`${server.url}/simulator/${id}`);
    for (const id of [1, 2]) expect(locs).toContain(`${server.url}/technologies/${id}`);
    expect(urlset.url.find((url) => url.loc === `${server.url}/simulator/1`)?.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('/robots.txt allows the pages, keeps crawlers off the API and the subscription links, and names the sitemap', async () => {
    const body = await (await fetch(`${server.url}/robots.txt`)).text();
    expect(body).toContain('User-agent: *');
    expect(body).toContain('Disallow: /api/');
    expect(body).toContain('Disallow: /subscription/');
    expect(body).toContain(`Sitemap: ${server.url}/sitemap.xml`);
  });
});
