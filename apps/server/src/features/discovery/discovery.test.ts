import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { Client } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureSeed, simulatorInput } from '../../test/fixtures';
import { startTestServer, type TestServer } from '../../test/test-server';

/** A name and description that would break out of every HTML and script context if not escaped. */
const HOSTILE_NAME = `Evil</title><script>alert("x")</script>`;
const HOSTILE_SUMMARY = `A "quoted" </script><img src=x onerror=alert(1)> & more`;
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
    seed: { ...fixtureSeed, simulators: [...(fixtureSeed.simulators ?? []), simulatorInput({ name: HOSTILE_NAME, shortDescription: HOSTILE_SUMMARY, sourceCodeRepository: null, lastReleaseVersion: null })] },
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

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', isArray: (name) => name === 'entry' || name === 'url' || name === 'link' });

interface AtomEntry {
  title: string | { '#text': string };
  id: string;
  updated: string;
  link: { '@href': string }[];
}
const text = (value: string | { '#text': string }) => (typeof value === 'string' ? value : value['#text']);

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
    expect(feed.entry).toHaveLength(3 + 2 + 1);
    expect(feed.entry.slice(0, 2).map((entry) => text(entry.title))).toEqual(['Technology: Smart completions', 'Simulator: MRST']);
    const times = feed.entry.map((entry) => Date.parse(entry.updated));
    expect(times).toEqual(times.toSorted((a, b) => b - a));
    expect(feed.entry[1]!.link[0]!['@href']).toMatch(new RegExp(`^${server.url}/simulator/\\d+$`));
    expect(feed.entry[0]!.link[0]!['@href']).toMatch(new RegExp(`^${server.url}/technologies/\\d+$`));
    expect(feed.entry.map((entry) => text(entry.title))).toContain(`Simulator: ${HOSTILE_NAME}`);
  });

  it('/feed.json is a JSON Feed 1 in the same order', async () => {
    const res = await fetch(`${server.url}/feed.json`, { headers: { Origin: 'https://reader.example' } });
    expect(res.headers.get('content-type')).toMatch(/^application\/feed\+json/);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const body = (await res.json()) as { version: string; items: { title: string; url: string; date_modified: string }[] };
    expect(body.version).toBe('https://jsonfeed.org/version/1');
    expect(body.items[0]!.title).toBe('Technology: Smart completions');
    const times = body.items.map((item) => Date.parse(item.date_modified));
    expect(times).toEqual(times.toSorted((a, b) => b - a));
  });

  it('revalidates with an ETag', async () => {
    const first = await fetch(`${server.url}/feed.atom`);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    const again = await fetch(`${server.url}/feed.atom`, { headers: { 'If-None-Match': first.headers.get('etag') ?? '' } });
    expect(again.status).toBe(304);
  });
});

describe('the served index.html', () => {
  it('names both feeds on every page (autodiscovery)', async () => {
    for (const page of ['/', '/technologies', '/simulator/999999']) {
      const html = await (await fetch(server.url + page)).text();
      expect(html).toContain(`<link rel="alternate" type="application/atom+xml" title="Reservoir Simulation Directory" href="${server.url}/feed.atom">`);
      expect(html).toContain(`<link rel="alternate" type="application/feed+json" title="Reservoir Simulation Directory" href="${server.url}/feed.json">`);
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
    expect(html).toContain('<title>Evil&lt;/title&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; · Reservoir Simulation Directory</title>');
    const scripts = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)];
    expect(scripts).toHaveLength(1);
    const data = JSON.parse(scripts[0]![1]!) as Record<string, unknown>;
    expect(data.name).toBe(HOSTILE_NAME);
    expect(data.description).toBe(HOSTILE_SUMMARY);
    expect(data).not.toHaveProperty('codeRepository');
    expect(data).not.toHaveProperty('softwareVersion');
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

  it('/robots.txt allows the pages, keeps crawlers off the API and names the sitemap', async () => {
    const body = await (await fetch(`${server.url}/robots.txt`)).text();
    expect(body).toContain('User-agent: *');
    expect(body).toContain('Disallow: /api/');
    expect(body).toContain(`Sitemap: ${server.url}/sitemap.xml`);
  });
});
