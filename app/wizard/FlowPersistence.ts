import { reaction } from 'mobx';
import { readJson, writeJson, type KeyValueStorage } from '../stores/storage.ts';

export interface FlowPersistenceConfig<T> {
  /** Storage key of the flow's state ('kantan-yoyaku:state'); the reload flag lives beside it. */
  readonly key: string;
  /** The shape's version: raise it whenever the stored shape changes, and older states are dropped. */
  readonly version: number;
  /**
   * The state when `stored` has the flow's current shape, else undefined. Each flow chooses what it
   * stores (spec §4 lists what never is: personal info, detail addresses, modals, results).
   */
  parse(stored: unknown): T | undefined;
}

interface Envelope {
  version: number;
  state: unknown;
}

function isEnvelope(value: unknown): value is Envelope {
  return typeof value === 'object' && value !== null && typeof (value as Envelope).version === 'number' && 'state' in value;
}

/**
 * A flow's state in browser storage, restored only when it has this version and passes the
 * flow's check: a state of an older shape, or one edited by hand, is dropped and the flow starts
 * afresh, never crashing the page. Also keeps the reload flag (spec §4).
 */
export class FlowPersistence<T> {
  /**
   * True when this page load is a reload of a visit begun earlier in the tab (spec §4: a reload is
   * tracked with a session flag). The estimate form reads it so that a reload leaves the visitor
   * where the browser restores them (EstimateStore.scrollsToButtonAfterPrefill).
   */
  readonly isReload: boolean;
  readonly key: string;
  readonly #storage: KeyValueStorage;
  readonly #config: FlowPersistenceConfig<T>;

  constructor(storage: KeyValueStorage, config: FlowPersistenceConfig<T>) {
    this.#storage = storage;
    this.#config = config;
    this.key = config.key;
    this.isReload = markSession(storage, `${config.key}:session`);
  }

  /** The stored state, or undefined (nothing stored, another version, or a shape the flow refuses). */
  restore(): T | undefined {
    const stored = readJson(this.#storage, this.key);
    if (stored === undefined) return undefined;
    let state: T | undefined;
    try {
      state = isEnvelope(stored) && stored.version === this.#config.version ? this.#config.parse(stored.state) : undefined;
    } catch {
      state = undefined;
    }
    if (state === undefined) this.clear();
    return state;
  }

  save(state: T): void {
    writeJson(this.#storage, this.key, { version: this.#config.version, state } satisfies Envelope);
  }

  clear(): void {
    this.#storage.removeItem(this.key);
  }

  /**
   * Saves `select()` now and whenever it changes (a MobX reaction): what the flow filled in as it
   * started (a link's prefill, a contact handed over) survives a reload too. Returns the disposer.
   */
  autosave(select: () => T): () => void {
    return reaction(select, (state) => this.save(state), { fireImmediately: true });
  }
}

/** Sets the session flag `key`; returns true when it was already set, i.e. this page load is a reload. */
function markSession(storage: KeyValueStorage, key: string): boolean {
  const seen = storage.getItem(key) === '1';
  if (!seen) {
    try {
      storage.setItem(key, '1');
    } catch {
      // A refused storage only loses the reload flag.
    }
  }
  return seen;
}
