import { SyncQuery } from '@rsd/core';
import { Router } from 'express';
import { validate } from '../../http/validate';
import type { SyncService } from './sync.service';

export function syncRouter(sync: SyncService): Router {
  const router = Router();

  router.get('/', validate({ query: SyncQuery }), async (req, res) => {
    // A page answers one cursor; caches in between must not replay it for another state of the data.
    res.set('Cache-Control', 'no-store').json(await sync.pull(req.query));
  });

  return router;
}
