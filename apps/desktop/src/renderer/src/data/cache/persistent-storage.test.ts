import { describe, expect, it, vi } from 'vitest';
import { PERSIST_ASKED_KEY, requestPersistentStorage } from './persistent-storage';

function fakeStorage(persisted: boolean, granted: boolean) {
  return { persisted: vi.fn<() => Promise<boolean>>(async () => persisted), persist: vi.fn<() => Promise<boolean>>(async () => granted) };
}

describe('requestPersistentStorage', () => {
  it('asks once, remembers that it asked, and never asks again even when refused', async () => {
    const storage = fakeStorage(false, false);
    expect(await requestPersistentStorage(storage, localStorage)).toBe(false);
    expect(localStorage.getItem(PERSIST_ASKED_KEY)).not.toBeNull();
    expect(await requestPersistentStorage(storage, localStorage)).toBeNull();
    expect(storage.persist).toHaveBeenCalledTimes(1);
  });

  it('does not ask when storage is already persistent, or when the browser has no storage manager', async () => {
    const storage = fakeStorage(true, true);
    expect(await requestPersistentStorage(storage, localStorage)).toBe(true);
    expect(storage.persist).not.toHaveBeenCalled();
    expect(await requestPersistentStorage(undefined, localStorage)).toBeNull();
  });
});
