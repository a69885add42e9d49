import { IdParams, JobsQuery } from '@rsd/core';
import { Router } from 'express';
import { orNotFound } from '../../http/http-error';
import { validate } from '../../http/validate';
import type { JobsService } from './jobs.service';

export function jobsRouter(jobs: JobsService): Router {
  const router = Router();

  router.get('/', validate({ query: JobsQuery }), async (req, res) => {
    res.json(await jobs.list(req.query));
  });

  router.get('/filters/options', async (_req, res) => {
    res.json(await jobs.filterOptions());
  });

  router.get('/:id', validate({ params: IdParams }), async (req, res) => {
    const { id } = req.params;
    res.json(orNotFound(await jobs.get(id), `Job ${id} was not found.`));
  });

  return router;
}
