/** The part of the browser history the stores use, so they can run without a browser. */
export interface AppHistory {
  /** Path of the current entry, e.g. '/kantan-yoyaku/step2/'. */
  readonly pathname: string;
  /** Query string of the current entry, with its '?' or ''. */
  readonly search: string;
  push(path: string): void;
  replace(path: string): void;
  /** Calls `listener` when the visitor moves with back or forward; returns the unsubscribe. */
  listen(listener: (pathname: string) => void): () => void;
  /** Leaves the app for a page outside it (the error page, another flow). */
  leave(url: string): void;
}

/** window.history and popstate. */
export function browserHistory(win: Window = window): AppHistory {
  return {
    get pathname() {
      return win.location.pathname;
    },
    get search() {
      return win.location.search;
    },
    push: (path) => win.history.pushState(null, '', path),
    replace: (path) => win.history.replaceState(null, '', path),
    listen(listener) {
      const onPop = () => listener(win.location.pathname);
      win.addEventListener('popstate', onPop);
      return () => win.removeEventListener('popstate', onPop);
    },
    leave: (url) => win.location.assign(url),
  };
}

/**
 * A history in memory with back and forward: for tests, for the build's prerender, and for a
 * form whose page URL never changes (the embedded estimate form), which passes `onLeave` to
 * really load the page it leaves for.
 */
export class MemoryHistory implements AppHistory {
  readonly entries: string[];
  /** The page the app left for, if it did. */
  leftTo: string | undefined;
  #index = 0;
  #listeners = new Set<(pathname: string) => void>();
  readonly #onLeave: ((url: string) => void) | undefined;

  constructor(initialUrl = '/', onLeave?: (url: string) => void) {
    this.entries = [initialUrl];
    this.#onLeave = onLeave;
  }

  get #current(): string {
    return this.entries[this.#index] ?? '/';
  }
  get pathname(): string {
    return this.#current.split('?')[0] ?? '/';
  }
  get search(): string {
    const query = this.#current.split('?')[1];
    return query ? `?${query}` : '';
  }
  push(path: string): void {
    this.entries.splice(this.#index + 1, this.entries.length, path);
    this.#index = this.entries.length - 1;
  }
  replace(path: string): void {
    this.entries[this.#index] = path;
  }
  listen(listener: (pathname: string) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }
  leave(url: string): void {
    this.leftTo = url;
    this.#onLeave?.(url);
  }
  /** Moves like the browser's back (-1) and forward (+1) buttons. */
  go(delta: number): void {
    const next = this.#index + delta;
    if (next < 0 || next >= this.entries.length) return;
    this.#index = next;
    for (const listener of this.#listeners) listener(this.pathname);
  }
}
