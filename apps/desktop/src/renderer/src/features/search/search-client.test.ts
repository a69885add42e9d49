import type { SearchGroup } from '@rsd/core';
import { makeJob } from '@rsd/core/testing';
import { describe, expect, it, vi } from 'vitest';
import { db } from '../../data/cache/db';
import { makeSimulator, makeTechnology } from '../../test/fixtures';
import { seedCache } from '../../test/render-app';
import { SearchChannelWorker } from '../../test/search-channel-worker';
import { withFreshCache } from '../../test/test-db';
import { createDirectorySearchClient } from './search-client';
import type { SearchEndpoint, SearchWorkerMessage, SearchWorkerRequest } from './search-protocol';

withFreshCache();

const dumux = makeSimulator({ id: 2, name: 'DuMux', shortDescription: 'Porous-media simulator built on DUNE' });
const mrst = makeSimulator({ id: 4, name: 'MRST', shortDescription: 'MATLAB Reservoir Simulation Toolbox' });
const job = makeJob({ id: 9, title: 'Reservoir engineer (DuMux)' });
const groupsNamed = (title: string): SearchGroup[] => [
  { kind: 'simulator', total: 1, more: false, hits: [{ kind: 'simulator', ref: 1, title, subtitle: '', url: '', score: 1 }] },
];

/** A worker that does not answer by itself: the test reads its requests and answers them in the order it likes. */
function silentWorker() {
  const worker = new SearchChannelWorker({ serve: false });
  const requests: SearchWorkerRequest[] = [];
  worker.channel.port2.addEventListener('message', ({ data }: MessageEvent<SearchWorkerRequest>) => requests.push(data));
  worker.channel.port2.start();
  const answer = (message: SearchWorkerMessage) => worker.channel.port2.postMessage(message);
  const searchIds = () => requests.flatMap((request) => (request.kind === 'search' ? [request.id] : []));
  return { worker, requests, answer, searchIds };
}

const until = (check: () => boolean) => vi.waitFor(() => expect(check()).toBe(true));

describe('the global search client and its worker', () => {
  it("drops a keystroke's answer that comes after a later keystroke was searched, in either order", async () => {
    const { worker, answer, searchIds } = silentWorker();
    const client = createDirectorySearchClient(() => worker);
    const first = vi.fn<(groups: SearchGroup[]) => void>();
    const second = vi.fn<(groups: SearchGroup[]) => void>();
    client.search('du', first);
    client.search('dum', second);
    await until(() => searchIds().length === 2);
    const [a = -1, b = -1] = searchIds();

    answer({ kind: 'results', id: a, groups: groupsNamed('stale') });
    answer({ kind: 'results', id: b, groups: groupsNamed('fresh') });
    await until(() => second.mock.calls.length === 1);
    expect(second).toHaveBeenCalledWith(groupsNamed('fresh'));

    // The later keystroke's answer first, then the earlier one's: the earlier one still never shows.
    const third = vi.fn<(groups: SearchGroup[]) => void>();
    client.search('dumu', third);
    await until(() => searchIds().length === 3);
    answer({ kind: 'results', id: searchIds()[2] ?? -1, groups: groupsNamed('latest') });
    answer({ kind: 'results', id: b, groups: groupsNamed('late') });
    // A message after the late answer: had that been delivered, it would be by now.
    answer({ kind: 'state', status: 'building', version: 0 });
    await until(() => client.getState().status === 'building');
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
    expect(third.mock.calls).toEqual([[groupsNamed('latest')]]);
  });

  it('gives no answer to a search called off (the dialog, as its query changes), and searches again when the index changes', async () => {
    const { worker, requests, answer, searchIds } = silentWorker();
    const client = createDirectorySearchClient(() => worker);
    const callOff = client.search('du', vi.fn());
    const onResults = vi.fn<(groups: SearchGroup[]) => void>();
    client.search('dum', onResults);
    await until(() => searchIds().length === 2);
    answer({ kind: 'state', status: 'building', version: 1 });
    await until(() => searchIds().length === 3);
    expect(requests.at(-1)).toEqual({ kind: 'search', id: 3, query: 'dum' });

    callOff();
    answer({ kind: 'results', id: 3, groups: groupsNamed('dum') });
    await until(() => onResults.mock.calls.length === 1);
    const callOffLatest = client.search('dumux', onResults);
    callOffLatest();
    answer({ kind: 'results', id: 4, groups: groupsNamed('dumux') });
    answer({ kind: 'state', status: 'ready', version: 2 });
    await until(() => client.getState().status === 'ready');
    expect(searchIds()).toEqual([1, 2, 3, 4]);
    expect(onResults.mock.calls).toEqual([[groupsNamed('dum')]]);
  });

  it('sends the jobs again only when the list holds other objects', async () => {
    const { worker, requests } = silentWorker();
    const client = createDirectorySearchClient(() => worker);
    client.updateJobs([job]);
    client.updateJobs([job]);
    const edited = { ...job, title: 'Senior reservoir engineer' };
    client.updateJobs([edited]);
    await until(() => requests.length === 2);
    expect(requests).toEqual([
      { kind: 'jobs', jobs: [job] },
      { kind: 'jobs', jobs: [edited] },
    ]);
  });

  it('indexes the cache on the worker, with the jobs sent, and answers again by itself after a sync changed the cache', async () => {
    await seedCache([dumux, mrst], [makeTechnology({ id: 7, name: 'Smart well completion' })]);
    const client = createDirectorySearchClient(() => new SearchChannelWorker());
    client.start();
    client.updateJobs([job]);
    await until(() => client.getState().status === 'ready');
    const answers: (string | undefined)[][] = [];
    client.search('dumx', (groups) => answers.push(groups.map((group) => group.hits[0]?.title)));
    await until(() => answers.at(-1)?.length === 2);
    expect(answers.at(-1)).toEqual(['DuMux', 'Reservoir engineer (DuMux)']);

    // A sync that deleted DuMux (its tables and meta row written, as the sync worker commits them): the same search
    // answers anew, with the job alone.
    await db.simulators.delete(2);
    await seedCache([mrst]);
    await until(() => answers.at(-1)?.length === 1);
    expect(answers.at(-1)).toEqual(['Reservoir engineer (DuMux)']);
  });

  it('takes a sync as a new version of the index only when it changed a kind, once a kind', async () => {
    await seedCache([dumux, mrst], [makeTechnology({ id: 7, name: 'Smart well completion' })]);
    const client = createDirectorySearchClient(() => new SearchChannelWorker());
    const statuses: string[] = [];
    client.subscribe(() => statuses.push(client.getState().status));
    client.start();
    await until(() => client.getState().status === 'ready');
    const built = client.getState().version;
    // Each sync is a read of the whole cache, seen done when the worker says ready after building again.
    const synced = async (simulators: (typeof dumux)[]) => {
      statuses.length = 0;
      await seedCache(simulators, [makeTechnology({ id: 7, name: 'Smart well completion' })]);
      await until(() => statuses.includes('building') && statuses.at(-1) === 'ready');
    };

    await synced([dumux, mrst]);
    expect(client.getState().version).toBe(built);
    await synced([dumux, { ...mrst, shortDescription: 'MATLAB toolbox' }]);
    expect(client.getState().version).toBe(built + 1);
  });

  it('says the cache is not synced yet over a cache no sync has filled', async () => {
    const client = createDirectorySearchClient(() => new SearchChannelWorker());
    client.start();
    await until(() => client.getState().status !== 'loading' && client.getState().status !== 'building');
    expect(client.getState().status).toBe('unsynced');
  });

  it('runs only the latest of the searches that queued while the worker was busy', async () => {
    const worker = new SearchChannelWorker();
    const answered: number[] = [];
    worker.addEventListener('message', ({ data }) => {
      if (data.kind === 'results') answered.push(data.id);
    });
    worker.start();
    const port: SearchEndpoint<SearchWorkerMessage, SearchWorkerRequest> = worker;
    for (const [id, query] of ['d', 'du', 'dum'].entries()) port.postMessage({ kind: 'search', id, query });
    await until(() => answered.length > 0);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(answered).toEqual([2]);
  });

  it('says it failed when the worker does not load, and sends it nothing more', async () => {
    const { worker, requests } = silentWorker();
    const client = createDirectorySearchClient(() => worker);
    client.start();
    worker.fail();
    expect(client.getState().status).toBe('failed');
    expect(worker.terminated).toBe(true);
    const onResults = vi.fn<(groups: SearchGroup[]) => void>();
    client.search('dumux', onResults);
    client.updateJobs([job]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests).toEqual([]);
  });
});
