import { IdParams } from '@rsd/core';
import { Router } from 'express';
import { orNotFound } from '../../http/http-error';
import { validate } from '../../http/validate';
import type { TechnologiesService } from './technologies.service';

export function technologiesRouter(technologies: TechnologiesService): Router {
  const router = Router();

  router.get('/', async (_req, res) => {
    res.json(await technologies.list());
  });

  router.get('/:id', validate({ params: IdParams }), async (req, res) => {
    const { id } = req.params;
    res.json(orNotFound(await technologies.get(id), `Technology ${id} was not found.`));
  });

  return router;
}
