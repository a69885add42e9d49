import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { syncAfterWrites } from './after-writes';
import type { SyncEngine } from './worker/pull-changes';

const engine = () => ({
  syncNow: vi.fn<SyncEngine['syncNow']>(async () => ({ pages: 1, changes: { simulators: true, technologies: false, listings: true } })),
});

describe('sync after writes', () => {
  it('syncs once after each successful mutation, and not after a failed one', async () => {
    const queryClient = new QueryClient();
    const fake = engine();
    const stop = syncAfterWrites(queryClient.getMutationCache(), fake);

    const save = queryClient.getMutationCache().build(queryClient, { mutationFn: async (value: number) => value });
    await save.execute(1);
    expect(fake.syncNow).toHaveBeenCalledTimes(1);

    const failing = queryClient.getMutationCache().build(queryClient, {
      mutationFn: async () => {
        throw new Error('refused');
      },
    });
    await expect(failing.execute(undefined)).rejects.toThrow('refused');
    expect(fake.syncNow).toHaveBeenCalledTimes(1);

    stop();
    await queryClient
      .getMutationCache()
      .build(queryClient, { mutationFn: async () => 2 })
      .execute(undefined);
    expect(fake.syncNow).toHaveBeenCalledTimes(1);
  });

  it('swallows a failed sync: the status store already says why', async () => {
    const queryClient = new QueryClient();
    const fake = engine();
    fake.syncNow.mockRejectedValue(new Error('offline'));
    syncAfterWrites(queryClient.getMutationCache(), fake);
    await queryClient
      .getMutationCache()
      .build(queryClient, { mutationFn: async () => 1 })
      .execute(undefined);
    expect(fake.syncNow).toHaveBeenCalledTimes(1);
  });
});
