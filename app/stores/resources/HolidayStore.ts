import { makeAutoObservable, runInAction } from 'mobx';
import type { ApiClient } from '../../api/client.ts';
import { readJson, writeJson, type KeyValueStorage } from '../storage.ts';

const STORAGE_KEY = 'resources:holidays';

/** Japanese public holidays ('yyyy-MM-dd'), fetched once and kept in browser storage (spec §4). */
export class HolidayStore {
  dates: string[] = [];
  loaded = false;
  #api: ApiClient;
  #storage: KeyValueStorage;

  constructor(api: ApiClient, storage: KeyValueStorage) {
    this.#api = api;
    this.#storage = storage;
    const saved = readJson(storage, STORAGE_KEY);
    if (Array.isArray(saved) && saved.every((date) => typeof date === 'string')) {
      this.dates = saved;
      this.loaded = true;
    }
    makeAutoObservable(this);
  }

  get dateSet(): ReadonlySet<string> {
    return new Set(this.dates);
  }

  /** Loads the list unless it is already here. Returns false when the call failed. */
  async load(): Promise<boolean> {
    if (this.loaded) return true;
    const result = await this.#api.reference.holidays();
    if (result.kind !== 'ok') return false;
    runInAction(() => {
      this.dates = result.data.results;
      this.loaded = true;
    });
    writeJson(this.#storage, STORAGE_KEY, this.dates);
    return true;
  }
}
