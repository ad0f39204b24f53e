import { localizedPath, otherLocale, type Locale } from '../../domain/i18n/locale.ts';
import type { AppHistory } from './history.ts';

/**
 * A page's language switch (issue 28): the link to the same page in the other language, and what
 * the page hands over as the visitor follows it. Following it loads the other page afresh, so a
 * flow keeps its inputs across it the way it keeps them across a reload: in session storage. A
 * flow that keeps some of them nowhere (quick booking's personal info, spec §4) registers a
 * hand-over, which writes them for the next page at the click, as the links between flows do
 * (app/stores/flowHandOff.ts).
 */
export class LanguageSwitch {
  /** The language the switch leads to. */
  readonly target: Locale;
  /**
   * Whether this page took what the page in the other language handed over: it then shows more
   * than the build's prerender knows (what was typed), so it renders afresh instead of hydrating.
   */
  received = false;
  readonly #history: AppHistory;
  readonly #handOvers = new Set<(to: Locale) => void>();

  constructor(history: AppHistory, locale: Locale) {
    this.#history = history;
    this.target = otherLocale(locale);
  }

  /** The current page in the other language: path, query and fragment (a private page's token) kept. */
  get href(): string {
    return this.#history.urlIn(this.target);
  }

  /**
   * The link as the build's prerender wrote it (the path alone, which is all a prerender knows):
   * hydration starts from it, then the page shows `href`.
   */
  get prerenderedHref(): string {
    return localizedPath(this.#history.pathname, this.target);
  }

  /** Calls `listener` whenever `href` may have changed; returns the unsubscribe (React's useSyncExternalStore takes it as it is). */
  readonly subscribe = (listener: () => void): (() => void) => this.#history.onUrlChange(listener);

  /** Registers what a flow hands over when the visitor follows the switch; returns the unregister. */
  onFollow(handOver: (to: Locale) => void): () => void {
    this.#handOvers.add(handOver);
    return () => this.#handOvers.delete(handOver);
  }

  /** A flow took a hand-over from the page in the other language (see `received`). */
  receive(): void {
    this.received = true;
  }

  /** The visitor follows the switch in this tab: every registered flow hands over, before the other page loads. */
  follow(): void {
    for (const handOver of this.#handOvers) handOver(this.target);
  }
}
