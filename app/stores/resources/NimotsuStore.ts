import { makeAutoObservable, runInAction } from 'mobx';
import type { NimotsuCategory } from '../../../domain/api/nimotsu.ts';
import type { ApiClient } from '../../api/client.ts';
import { readJson, writeJson, type KeyValueStorage } from '../storage.ts';

const STORAGE_KEY = 'resources:nimotsu';

/** The belongings master (spec §3), fetched once and kept in browser storage. */
export class NimotsuStore {
  categories: NimotsuCategory[] = [];
  loaded = false;
  #api: ApiClient;
  #storage: KeyValueStorage;

  constructor(api: ApiClient, storage: KeyValueStorage) {
    this.#api = api;
    this.#storage = storage;
    const saved = readJson(storage, STORAGE_KEY);
    if (Array.isArray(saved) && saved.length > 0) {
      this.categories = saved as NimotsuCategory[];
      this.loaded = true;
    }
    makeAutoObservable(this);
  }

  /** Loads the master unless it is already here. Returns false when the call failed. */
  async load(): Promise<boolean> {
    if (this.loaded) return true;
    const result = await this.#api.reference.nimotsu();
    if (result.kind !== 'ok') return false;
    runInAction(() => {
      this.categories = result.data.categories;
      this.loaded = true;
    });
    writeJson(this.#storage, STORAGE_KEY, this.categories);
    return true;
  }
}
