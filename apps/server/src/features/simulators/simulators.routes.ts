import { selectedCapabilities, toCodeMeta } from '@rsd/core';
import { currentUser } from '../../http/access';
import { etagMatches } from '../../http/etag';
import { SENT, type ContractHandlers } from '../../http/contract';
import { orNotFound } from '../../http/http-error';
import { streamList, streamSimulators } from './simulator-export';
import { listEtag } from './simulator-list-cache';
import { sendGzip } from './simulator-list-gzip';
import type { SimulatorsService } from './simulators.service';

export function simulatorsRoutes(
  simulators: SimulatorsService,
): Pick<
  ContractHandlers,
  | 'listSimulators'
  | 'adminListSimulators'
  | 'adminCountSimulators'
  | 'getSimulator'
  | 'getSimulatorCodeMeta'
  | 'createSimulator'
  | 'updateSimulator'
  | 'deleteSimulator'
> {
  return {
    listSimulators: async ({ query }, { req, res }) => {
      // A query asks for a selection or another format: streamed. The plain list comes from memory.
      if (Object.keys(query).length > 0) {
        await streamSimulators(simulators, req, res, query.format ?? 'json', selectedCapabilities(query.capability));
        return SENT;
      }
      // no-cache: clients keep the body but revalidate every time, which costs a 304 and no SQL, even when a write
      // has dropped the list from memory (its NOTIFY told the new ETag).
      const headers = (etag: string) => res.set({ ETag: etag, 'Cache-Control': 'no-cache', Vary: 'Accept-Encoding' });
      const known = simulators.knownListEtag();
      if (known !== undefined && etagMatches(req.get('If-None-Match'), known)) {
        headers(known).status(304).end();
        return SENT;
      }
      const gzip = req.get('Accept-Encoding') !== undefined && req.acceptsEncodings('gzip', 'identity') === 'gzip';
      const list = await simulators.listSerialized(gzip);
      if (list === undefined) {
        // Past LIST_CACHE_MAX_ROWS to a client that takes no gzip, or not kept: streamed from a snapshot, with the same ETag.
        res.set('Vary', 'Accept-Encoding');
        await streamList(simulators, req, res, listEtag);
        return SENT;
      }
      headers(list.etag);
      if (etagMatches(req.get('If-None-Match'), list.etag)) {
        res.status(304).end();
        return SENT;
      }
      res.type('application/json');
      // The gzip is made once per list version, not per request (compression() skips encoded bodies).
      if (gzip) sendGzip(res, list.gzip);
      else res.send(list.json);
      return SENT;
    },
    adminListSimulators: ({ query }) => simulators.adminList(query),
    adminCountSimulators: ({ query }) => simulators.adminCount(query.q),
    getSimulator: async ({ params: { id } }) => orNotFound(await simulators.get(id), `Simulator ${id} was not found.`),
    getSimulatorCodeMeta: async ({ params: { id } }) => toCodeMeta(orNotFound(await simulators.get(id), `Simulator ${id} was not found.`)),
    createSimulator: ({ body }, { res }) => simulators.create(currentUser(res), body),
    updateSimulator: ({ params, body: { expectedVersion, ...input } }, { res }) =>
      simulators.update(currentUser(res), params.id, input, expectedVersion),
    deleteSimulator: ({ params }, { res }) => simulators.delete(currentUser(res), params.id),
  };
}
