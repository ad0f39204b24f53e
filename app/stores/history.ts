import { localizedPath, pathWithoutLocale, type Locale } from '../../domain/i18n/locale.ts';

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

/** A site path the app leaves for ('/error.html', '/mitsumori/?…') in the page's language; another site's URL as it is. */
function leftFor(url: string, locale: Locale): string {
  return url.startsWith('/') ? localizedPath(url, locale) : url;
}

/**
 * window.history and popstate. The stores see the site's paths ('/mitsumori/step2/') whatever the
 * page's language: on an English page the '/en' prefix is taken off what they read and put on what
 * they push, and on every site page they leave for.
 */
export function browserHistory(win: Window = window, locale: Locale = 'ja'): AppHistory {
  return {
    get pathname() {
      return pathWithoutLocale(win.location.pathname);
    },
    get search() {
      return win.location.search;
    },
    push: (path) => win.history.pushState(null, '', localizedPath(path, locale)),
    replace: (path) => win.history.replaceState(null, '', localizedPath(path, locale)),
    listen(listener) {
      const onPop = () => listener(pathWithoutLocale(win.location.pathname));
      win.addEventListener('popstate', onPop);
      return () => win.removeEventListener('popstate', onPop);
    },
    leave: (url) => win.location.assign(leftFor(url, locale)),
  };
}

/** The history of a page whose URL never changes (the embedded form): steps in memory, a page it leaves for loaded in its language. */
export function memoryHistoryOfPage(win: Window = window, locale: Locale = 'ja'): MemoryHistory {
  return new MemoryHistory(pathWithoutLocale(win.location.pathname) + win.location.search, (url) => win.location.assign(leftFor(url, locale)));
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
