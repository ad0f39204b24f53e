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
  /**
   * The current page as `locale` serves it, for the language switch (issue 28): the same path,
   * query and fragment under that language's prefix ('/my-move/#token' → '/en/my-move/#token').
   */
  urlIn(locale: Locale): string;
  /** Calls `listener` whenever the current URL changes (push, replace, back or forward, another fragment); returns the unsubscribe. */
  onUrlChange(listener: () => void): () => void;
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
  // pushState and replaceState fire no event: the app's own moves are told here.
  const moved = new Set<() => void>();
  const tellMoved = () => {
    for (const listener of moved) listener();
  };
  return {
    get pathname() {
      return pathWithoutLocale(win.location.pathname);
    },
    get search() {
      return win.location.search;
    },
    push(path) {
      win.history.pushState(null, '', localizedPath(path, locale));
      tellMoved();
    },
    replace(path) {
      win.history.replaceState(null, '', localizedPath(path, locale));
      tellMoved();
    },
    listen(listener) {
      const onPop = () => listener(pathWithoutLocale(win.location.pathname));
      win.addEventListener('popstate', onPop);
      return () => win.removeEventListener('popstate', onPop);
    },
    leave: (url) => win.location.assign(leftFor(url, locale)),
    urlIn: (target) => localizedPath(pathWithoutLocale(win.location.pathname), target) + win.location.search + win.location.hash,
    onUrlChange(listener) {
      moved.add(listener);
      win.addEventListener('popstate', listener);
      win.addEventListener('hashchange', listener);
      return () => {
        moved.delete(listener);
        win.removeEventListener('popstate', listener);
        win.removeEventListener('hashchange', listener);
      };
    },
  };
}

/**
 * The history of a page whose URL never changes (the embedded form): steps in memory, a page it
 * leaves for loaded in its language, and the page itself (its path, query and fragment) as the
 * same page in another language, whatever step shows.
 */
export function memoryHistoryOfPage(win: Window = window, locale: Locale = 'ja'): MemoryHistory {
  const url = pathWithoutLocale(win.location.pathname) + win.location.search;
  return new MemoryHistory(url, (left) => win.location.assign(leftFor(left, locale)), url + win.location.hash);
}

/**
 * A history in memory with back and forward: for tests, for the build's prerender, and for a
 * form whose page URL never changes (the embedded estimate form), which passes `onLeave` to
 * really load the page it leaves for, and `pageUrl`, the site URL of that page.
 */
export class MemoryHistory implements AppHistory {
  readonly entries: string[];
  /** The page the app left for, if it did. */
  leftTo: string | undefined;
  #index = 0;
  #listeners = new Set<(pathname: string) => void>();
  #urlListeners = new Set<() => void>();
  readonly #onLeave: ((url: string) => void) | undefined;
  readonly #pageUrl: string | undefined;

  /**
   * @param pageUrl The site URL of the page holding the history when its steps never reach the
   * address bar ('/embed-mitsumori/?partner=…'): `urlIn` names that page. By default the current
   * entry is the page's URL.
   */
  constructor(initialUrl = '/', onLeave?: (url: string) => void, pageUrl?: string) {
    this.entries = [initialUrl];
    this.#onLeave = onLeave;
    this.#pageUrl = pageUrl;
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
    this.#tellUrlChanged();
  }
  replace(path: string): void {
    this.entries[this.#index] = path;
    this.#tellUrlChanged();
  }
  listen(listener: (pathname: string) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }
  leave(url: string): void {
    this.leftTo = url;
    this.#onLeave?.(url);
  }
  urlIn(locale: Locale): string {
    return localizedPath(pathWithoutLocale(this.#pageUrl ?? this.#current), locale);
  }
  onUrlChange(listener: () => void): () => void {
    this.#urlListeners.add(listener);
    return () => this.#urlListeners.delete(listener);
  }
  /** Moves like the browser's back (-1) and forward (+1) buttons. */
  go(delta: number): void {
    const next = this.#index + delta;
    if (next < 0 || next >= this.entries.length) return;
    this.#index = next;
    for (const listener of this.#listeners) listener(this.pathname);
    this.#tellUrlChanged();
  }
  #tellUrlChanged(): void {
    for (const listener of this.#urlListeners) listener();
  }
}
