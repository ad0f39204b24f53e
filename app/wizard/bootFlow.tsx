import { startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createApiClient } from '../api/client.ts';
import { readCsrfToken, type WriteSigner } from '../api/http.ts';
import { detectDevice } from '../stores/device.ts';
import { activateLocale, activeLocale } from '../../domain/i18n/i18n.ts';
import { localeOfPath, type Locale } from '../../domain/i18n/locale.ts';
import { browserHistory, type AppHistory } from '../stores/history.ts';
import { RootStore } from '../stores/RootStore.ts';
import { browserSessionStorage } from '../stores/storage.ts';
import { startOrAlert } from './alertAction.ts';
import { FlowRoot } from './FlowRoot.tsx';
import { PRERENDER_ATTRIBUTE } from './prerenderAttribute.ts';

export interface FlowBoot<F> {
  /** Builds the flow's store on the page's shared resources. */
  createFlow(root: RootStore): F;
  /** The flow's page (its provider, shell and pages). */
  render(flow: F): ReactNode;
  /**
   * The page's history, made from its window and language: `memoryHistoryOfPage` for a form whose
   * URL never changes (the embedded estimate form: steps move in a history kept in memory, leaving
   * the flow still loads the page it names). A factory, not a name, so that a page's build carries
   * the history it uses only.
   * @default browserHistory
   */
  history?: (win: Window, locale: Locale) => AppHistory;
  /** Signs every write (the embedded form, spec §6). */
  signWrite?: WriteSigner;
  /** A private link's token every API call carries (the visitor's page, the lead page). */
  bearerToken?: string;
  /** The state the page shows, compared with what the build prerendered into #root (see prerenderAttribute.ts). */
  prerenderKey?(flow: F): string;
}

/**
 * The page's language, that of its path ('/en/…' is English), made the active one: Japanese is
 * loaded with the code, an English page loads its catalogue (its HTML preloads it). A page that may
 * stop before bootFlow (the embedded form without its tokens) calls it first, to say so in its language.
 */
export async function activatePageLanguage(): Promise<Locale> {
  const locale = localeOfPath(window.location.pathname);
  if (locale !== activeLocale()) await activateLocale(locale);
  return locale;
}

/**
 * Starts a flow's page in the browser, in the language of its path (issue 28: '/en/…' is English):
 * the page's messages, the shared resources, the flow's store, and React, which hydrates a
 * prerendered page when it shows the same state and renders afresh otherwise.
 */
export async function bootFlow<F>(boot: FlowBoot<F>): Promise<{ root: RootStore; flow: F }> {
  const locale = await activatePageLanguage();
  // Spec §8: a page without its CSRF token stops ('CSRF token is not defined'), telling the visitor in its language.
  const csrfToken = startOrAlert(() => readCsrfToken(document));
  const root = new RootStore({
    api: createApiClient({ fetch: window.fetch.bind(window), csrfToken, signWrite: boot.signWrite, bearerToken: boot.bearerToken, locale }),
    history: (boot.history ?? browserHistory)(window, locale),
    locale,
    storage: browserSessionStorage(),
    device: detectDevice(navigator.userAgent, window.innerWidth),
  });
  const flow = boot.createFlow(root);
  const container = document.getElementById('root');
  if (!container) throw new Error('the page has no #root element');
  const page = <FlowRoot root={root}>{boot.render(flow)}</FlowRoot>;
  const prerendered = container.getAttribute(PRERENDER_ATTRIBUTE);
  // A transition renders in slices that leave the main thread free for input between them.
  // A page that took a hand-over from the other language's page (issue 28) shows what no prerender knows.
  if (prerendered !== null && !root.languageMenu.received && prerendered === boot.prerenderKey?.(flow)) {
    startTransition(() => void hydrateRoot(container, page));
  } else {
    // Prerendered markup of another state than this visit shows is never flashed.
    container.replaceChildren();
    startTransition(() => createRoot(container).render(page));
  }
  return { root, flow };
}
