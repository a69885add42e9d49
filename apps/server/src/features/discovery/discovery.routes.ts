import express, { type Response, type Request, type Router } from 'express';
import { etagMatches, strongEtag } from '../../http/etag';
import { PUBLIC_READ_CACHE_CONTROL } from '../../http/public-reads';
import type { DiscoveryService } from './discovery.service';
import { buildFeed } from './feeds';
import { buildRobots, buildSitemap } from './sitemap';
import { FEED_ATOM_PATH, FEED_JSON_PATH, ROBOTS_PATH, SITEMAP_PATH, siteOrigin } from './site-paths';

/** Sends a generated document revalidated like every public read: no-cache, a strong ETag, a 304 when it matches. */
function sendRevalidated(req: Request, res: Response, type: string, body: string): void {
  const etag = strongEtag(body);
  res.set({ ETag: etag, 'Cache-Control': PUBLIC_READ_CACHE_CONTROL });
  if (etagMatches(req.get('If-None-Match'), etag)) return void res.status(304).end();
  res.type(type).send(body);
}

/** `/feed.atom`, `/feed.json`, `/sitemap.xml` and `/robots.txt`, generated from the rows at each request. */
export function discoveryRoutes(discovery: DiscoveryService, publicOrigin: string | undefined): Router {
  const router = express.Router();
  const originOf = siteOrigin(publicOrigin);
  const feed = async (req: Request) => buildFeed(originOf(req), await discovery.simulators(), await discovery.technologies());

  router.get(FEED_ATOM_PATH, async (req, res) =>
    sendRevalidated(req, res, 'application/atom+xml; charset=utf-8', (await feed(req)).atom1()),
  );
  router.get(FEED_JSON_PATH, async (req, res) =>
    sendRevalidated(req, res, 'application/feed+json; charset=utf-8', (await feed(req)).json1()),
  );
  router.get(SITEMAP_PATH, async (req, res) =>
    sendRevalidated(
      req,
      res,
      'application/xml; charset=utf-8',
      buildSitemap(originOf(req), await discovery.simulators(), await discovery.technologies()),
    ),
  );
  router.get(ROBOTS_PATH, (req, res) => sendRevalidated(req, res, 'text/plain; charset=utf-8', buildRobots(originOf(req))));
  return router;
}
