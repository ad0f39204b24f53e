import { makeAutoObservable, runInAction } from 'mobx';
import type { ApiResult } from '../../api/http.ts';
import { readJson, writeJson, type KeyValueStorage } from '../storage.ts';

export interface CachedResourceOptions<T> {
  /** Browser-storage key of the saved copy. */
  storageKey: string;
  /** The value before anything is loaded. */
  initial: T;
  /** Whether a saved copy is usable (storage may hold anything). */
  isValid: (saved: unknown) => saved is T;
  /** The API call and the part of its answer to keep. */
  fetch: () => Promise<ApiResult<T>>;
  storage: KeyValueStorage;
}

/** Read-only reference data fetched once from the API and kept in browser storage (spec §4). */
export class CachedResource<T> {
  value: T;
  loaded = false;
  readonly #options: CachedResourceOptions<T>;

  constructor(options: CachedResourceOptions<T>) {
    this.#options = options;
    const saved = readJson(options.storage, options.storageKey);
    this.value = options.isValid(saved) ? saved : options.initial;
    this.loaded = options.isValid(saved);
    makeAutoObservable(this);
  }

  /** Loads the value unless it is already here. Returns false when the call failed. */
  async load(): Promise<boolean> {
    if (this.loaded) return true;
    const result = await this.#options.fetch();
    if (result.kind !== 'ok') return false;
    runInAction(() => {
      this.value = result.data;
      this.loaded = true;
    });
    writeJson(this.#options.storage, this.#options.storageKey, this.value);
    return true;
  }
}
