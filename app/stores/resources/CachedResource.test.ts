import { describe, expect, it } from 'vitest';
import type { ApiResult } from '../../api/http.ts';
import { MemoryStorage, writeJson } from '../storage.ts';
import { CachedResource } from './CachedResource.ts';

const isNumbers = (saved: unknown): saved is number[] => Array.isArray(saved) && saved.every((n) => typeof n === 'number');

function resource(storage: MemoryStorage, answers: ApiResult<number[]>[]) {
  let calls = 0;
  const store = new CachedResource<number[]>({
    storageKey: 'numbers',
    initial: [],
    isValid: isNumbers,
    fetch: async () => answers[calls++]!,
    storage,
  });
  return { store, calls: () => calls };
}

describe('CachedResource', () => {
  it('fetches once, then answers from memory and keeps a copy in storage', async () => {
    const storage = new MemoryStorage();
    const { store, calls } = resource(storage, [{ kind: 'ok', data: [1, 2] }]);
    expect(store.loaded).toBe(false);
    expect(await store.load()).toBe(true);
    expect(await store.load()).toBe(true);
    expect(calls()).toBe(1);
    expect(store.value).toEqual([1, 2]);
    expect(resource(storage, []).store.value).toEqual([1, 2]);
  });

  it('reports a failed call and stays unloaded, so a later call retries', async () => {
    const { store, calls } = resource(new MemoryStorage(), [
      { kind: 'failed', status: 500, errors: [] },
      { kind: 'ok', data: [3] },
    ]);
    expect(await store.load()).toBe(false);
    expect(store.loaded).toBe(false);
    expect(await store.load()).toBe(true);
    expect(store.value).toEqual([3]);
    expect(calls()).toBe(2);
  });

  it('ignores a saved copy of the wrong shape', () => {
    const storage = new MemoryStorage();
    writeJson(storage, 'numbers', ['not a number']);
    const { store } = resource(storage, []);
    expect(store.loaded).toBe(false);
    expect(store.value).toEqual([]);
  });
});
