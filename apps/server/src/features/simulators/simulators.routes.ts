import { IdParams } from '@rsd/core';
import { Router } from 'express';
import { etagMatches } from '../../http/etag';
import { orNotFound } from '../../http/http-error';
import { validate } from '../../http/validate';
import type { SimulatorsService } from './simulators.service';

export function simulatorsRouter(simulators: SimulatorsService): Router {
  const router = Router();

  router.get('/', async (req, res) => {
    const list = await simulators.listSerialized();
    // no-cache: clients keep the body but revalidate every time, which costs a 304 and no SQL.
    res.set({ ETag: list.etag, 'Cache-Control': 'no-cache', Vary: 'Accept-Encoding' });
    if (etagMatches(req.get('If-None-Match'), list.etag)) {
      res.status(304).end();
      return;
    }
    res.type('application/json');
    // The gzip is made once per list version, not per request (compression() skips encoded bodies).
    if (req.get('Accept-Encoding') && req.acceptsEncodings('gzip', 'identity') === 'gzip') {
      res.set('Content-Encoding', 'gzip').send(list.gzip);
    } else {
      res.send(list.json);
    }
  });

  router.get('/:id', validate({ params: IdParams }), async (req, res) => {
    const { id } = req.params;
    res.json(orNotFound(await simulators.get(id), `Simulator ${id} was not found.`));
  });

  return router;
}
