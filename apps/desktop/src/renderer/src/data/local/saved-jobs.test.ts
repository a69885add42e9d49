import { makeJob } from '@rsd/core/testing';
import { describe, expect, it } from 'vitest';
import { withFreshCache } from '../../test/test-db';
import { clearCache, db } from '../cache/db';
import { readSavedJobs, refreshSavedJob, SAVED_JOBS_KEY, savedJobsInOrder, saveJob, unsaveJob } from './saved-jobs';

withFreshCache();

describe('saved jobs', () => {
  it('starts empty', async () => {
    expect(await readSavedJobs(db)).toEqual({ ids: [], jobs: [] });
  });

  it('keeps ids and data, newest first, and forgets an unsaved job', async () => {
    await saveJob(db, makeJob({ id: 1, title: 'First' }));
    await saveJob(db, makeJob({ id: 2, title: 'Second' }));
    expect(savedJobsInOrder(await readSavedJobs(db)).map((j) => j.title)).toEqual(['Second', 'First']);

    await unsaveJob(db, 2);
    const saved = await readSavedJobs(db);
    expect(saved.ids).toEqual([1]);
    expect(saved.jobs.map((j) => j.id)).toEqual([1]);
  });

  it('saving again refreshes the data without moving or duplicating the job', async () => {
    await saveJob(db, makeJob({ id: 1, title: 'Old title' }));
    await saveJob(db, makeJob({ id: 2 }));
    await saveJob(db, makeJob({ id: 1, title: 'New title' }));
    const saved = await readSavedJobs(db);
    expect(saved.ids).toEqual([2, 1]);
    expect(saved.jobs.filter((j) => j.id === 1).map((j) => j.title)).toEqual(['New title']);
  });

  it('refreshes a saved job and never saves one that was not', async () => {
    await saveJob(db, makeJob({ id: 1, title: 'Old title' }));
    await refreshSavedJob(db, makeJob({ id: 1, title: 'New title' }));
    await refreshSavedJob(db, makeJob({ id: 9 }));
    const saved = await readSavedJobs(db);
    expect(saved.ids).toEqual([1]);
    expect(saved.jobs.map((j) => j.title)).toEqual(['New title']);
  });

  it('survives clearing the cache', async () => {
    await saveJob(db, makeJob({ id: 4 }));
    await clearCache(db);
    expect((await readSavedJobs(db)).ids).toEqual([4]);
  });

  it('reads what it can of an odd row', async () => {
    await db.meta.put({ key: SAVED_JOBS_KEY, ids: [3, 4, 3], jobs: [makeJob({ id: 3 }), { id: 4, title: 42 }, makeJob({ id: 8 })] });
    const saved = await readSavedJobs(db);
    expect(saved.ids).toEqual([3, 4]);
    expect(saved.jobs.map((j) => j.id)).toEqual([3]);
    await db.meta.put({ key: SAVED_JOBS_KEY, ids: 'nonsense' });
    expect(await readSavedJobs(db)).toEqual({ ids: [], jobs: [] });
  });
});
