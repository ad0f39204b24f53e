/** The part of sessionStorage / localStorage the stores use. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** A storage in memory, for tests and for browsers that refuse storage. */
export class MemoryStorage implements KeyValueStorage {
  readonly #items = new Map<string, string>();
  getItem(key: string): string | null {
    return this.#items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.#items.set(key, value);
  }
  removeItem(key: string): void {
    this.#items.delete(key);
  }
}

/** Reads JSON saved under `key`, or undefined when missing or unreadable. */
export function readJson(storage: KeyValueStorage, key: string): unknown {
  const text = storage.getItem(key);
  if (text === null) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Saves `value` as JSON; a full or refused storage only loses the saving, never the page. */
export function writeJson(storage: KeyValueStorage, key: string, value: unknown): void {
  try {
    storage.setItem(key, JSON.stringify(value));
  } catch {
    // Quota exceeded or storage disabled: the flow still works, it just does not survive a reload.
  }
}

/** The browser's sessionStorage, or memory when it is unavailable (private modes, disabled cookies). */
export function browserSessionStorage(): KeyValueStorage {
  try {
    const storage = window.sessionStorage;
    storage.getItem('probe');
    return storage;
  } catch {
    return new MemoryStorage();
  }
}
