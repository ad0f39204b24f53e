import { LOCALES, localizedPath, type Locale } from '../../domain/i18n/locale.ts';
import type { AppHistory } from './history.ts';

/** The same page in each language. */
export type PageInLanguages = Readonly<Record<Locale, string>>;

/**
 * A page's language menu (issues 28, 37): the links to the same page in every language, and what
 * the page hands over as the visitor follows one. Following it loads the other page afresh, so a
 * flow keeps its inputs across it the way it keeps them across a reload: in session storage. A
 * flow that keeps some of them nowhere (quick booking's personal info, spec §4) registers a
 * hand-over, which writes them for the next page at the click, as the links between flows do
 * (app/stores/flowHandOff.ts).
 */
export class LanguageMenu {
  /**
   * Whether this page took what a page in another language handed over: it then shows more than
   * the build's prerender knows (what was typed), so it renders afresh instead of hydrating.
   */
  received = false;
  readonly #history: AppHistory;
  readonly #handOvers = new Set<(to: Locale) => void>();
  #hrefs: { url: string; pages: PageInLanguages } | undefined;
  #prerenderedHrefs: { url: string; pages: PageInLanguages } | undefined;

  constructor(history: AppHistory) {
    this.#history = history;
  }

  /** The current page in each language: path, query and fragment (a private page's token) kept; the same object while the page stays. */
  get hrefs(): PageInLanguages {
    const url = this.#history.urlIn('ja');
    if (this.#hrefs?.url !== url) this.#hrefs = { url, pages: this.#pagesBy((locale) => this.#history.urlIn(locale)) };
    return this.#hrefs.pages;
  }

  /**
   * The links as the build's prerender wrote them (the path alone, which is all a prerender knows):
   * hydration starts from them, then the page shows `hrefs`. The same object while the path stays.
   */
  get prerenderedHrefs(): PageInLanguages {
    const url = this.#history.pathname;
    if (this.#prerenderedHrefs?.url !== url) this.#prerenderedHrefs = { url, pages: this.#pagesBy((locale) => localizedPath(url, locale)) };
    return this.#prerenderedHrefs.pages;
  }

  #pagesBy(hrefOf: (locale: Locale) => string): PageInLanguages {
    return Object.fromEntries(LOCALES.map((locale) => [locale, hrefOf(locale)])) as Record<Locale, string>;
  }

  /** Calls `listener` whenever `hrefs` may have changed; returns the unsubscribe (React's useSyncExternalStore takes it as it is). */
  readonly subscribe = (listener: () => void): (() => void) => this.#history.onUrlChange(listener);

  /** Registers what a flow hands over when the visitor follows a link of the menu; returns the unregister. */
  onFollow(handOver: (to: Locale) => void): () => void {
    this.#handOvers.add(handOver);
    return () => this.#handOvers.delete(handOver);
  }

  /** A flow took a hand-over from a page in another language (see `received`). */
  receive(): void {
    this.received = true;
  }

  /** The visitor follows the link to `target` in this tab: every registered flow hands over, before the other page loads. */
  follow(target: Locale): void {
    for (const handOver of this.#handOvers) handOver(target);
  }
}
