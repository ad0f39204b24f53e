import { LRUCache } from 'lru-cache';

/**
 * The least-recently-used caches of the marketplace (lru-cache's LRUCache) with the one call they
 * make: a key's value, created on a miss. Reading an entry refreshes it; the oldest goes when full.
 */
export class LruCache<V extends NonNullable<unknown>> {
  readonly #entries: LRUCache<string, V>;

  constructor(capacity: number) {
    this.#entries = new LRUCache({ max: capacity });
  }

  getOrCreate(key: string, create: () => V): V {
    const found = this.#entries.get(key);
    if (found !== undefined) return found;
    const value = create();
    this.#entries.set(key, value);
    return value;
  }

  delete(key: string): void {
    this.#entries.delete(key);
  }

  clear(): void {
    this.#entries.clear();
  }

  get size(): number {
    return this.#entries.size;
  }
}
