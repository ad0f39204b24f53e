import type { StoryObj } from '@storybook/react-vite';
import { waitFor } from 'storybook/test';
import type { ReactNode } from 'react';
import { createApiClient } from '../../../app/api/client.ts';
import type { DeviceType } from '../../../app/stores/device.ts';
import { MemoryHistory } from '../../../app/stores/history.ts';
import { RootStore } from '../../../app/stores/RootStore.ts';
import { StoreProvider } from '../../../app/stores/StoreContext.tsx';
import { MemoryStorage } from '../../../app/stores/storage.ts';
import type { FakeApi } from '../../../app/testing/fakeApi.ts';
import { storyLocale } from '../../../.storybook/locale.ts';
import { apiHandlers } from './apiHandlers.ts';
import { storyApi } from './storyApi.ts';

/** The day every page story stands on: Wednesday 25 November 2026, 10:00 (the stories' fixed clock). */
export const STORY_NOW = new Date(2026, 10, 25, 10, 0);
/** The seed of Math.random while a flow is built (the estimate flow draws its A/B patterns then). */
const RANDOM_SEED = 27;

/** The product's two widths for pages: a phone (390 px) and a PC (1280 px). */
export const PAGE_WIDTHS = {
  phone: { viewport: { value: 'phone', isRotated: false } },
  pc: { viewport: { value: 'pc', isRotated: false } },
} as const;
export type PageWidth = keyof typeof PAGE_WIDTHS;

/** How a flow's page is built, as its entry point (app/<flow>/main.tsx) hands it to bootFlow. */
export interface FlowBoot<F> {
  createFlow(root: RootStore): F;
  render(flow: F): ReactNode;
}

export interface FlowPageOptions<F> {
  boot: FlowBoot<F>;
  /** The address the visitor opened, e.g. '/kantan-yoyaku/'. */
  url: string;
  /** Tells the fake server how to answer (a duplicate booking, a full day, …) before the page loads. */
  server?: (api: FakeApi) => void;
  /** Takes the flow to the state the story shows, through the store's own actions, as a visitor's input would. */
  drive?: (flow: F, api: FakeApi) => Promise<void>;
  /**
   * The story shows a page still loading (its spinner is the point): do not wait for it to settle.
   * @default false
   */
  loading?: boolean;
}

/** A spinner (a step's code, a search), the thin loading bar, or a region marked busy; not a form's percent bar. */
const LOADING_INDICATORS = '.MuiCircularProgress-root, .MuiLinearProgress-indeterminate, [aria-busy="true"]';

/**
 * Waits until the page shows its step: no spinner or loading bar left (a step's code loads the
 * first time it shows, a calendar month after it) and every picture loaded.
 */
export async function pageSettled(): Promise<void> {
  await waitFor(
    () => {
      if (document.querySelector(LOADING_INDICATORS)) throw new Error('the page is still loading');
      if (Array.from(document.images).some((image) => !image.complete)) throw new Error('a picture is still loading');
    },
    { timeout: 10_000 },
  );
  // Longer than the forms' 400 ms debounce: a list asked for after it (the partner services) has
  // not started loading while the page is quiet for less.
  await domQuiet(700);
}

/** Resolves once the page has not changed for `ms` (sections appearing, lists filling). */
function domQuiet(ms: number): Promise<void> {
  return new Promise((resolve) => {
    let timer = setTimeout(done, ms);
    const observer = new MutationObserver(() => {
      clearTimeout(timer);
      timer = setTimeout(done, ms);
    });
    function done() {
      observer.disconnect();
      resolve();
    }
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  });
}

/** A small seeded generator (mulberry32): the same numbers on every run. */
function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A page story: the real flow store and page of app/ on a root store whose API client sends real
 * requests, answered in the browser by Mock Service Worker from the test fake (`storyApi`). The
 * flow is built and driven before the page renders, so the story opens on its step; each load
 * starts afresh (memory history and storage, the fixed clock and random seed).
 */
export function flowPage<F extends { dispose?(): void }>(width: PageWidth, options: FlowPageOptions<F>): StoryObj {
  let shown: { root: RootStore; flow: F } | undefined;
  return {
    globals: PAGE_WIDTHS[width],
    parameters: { page: true },
    beforeEach: async ({ msw, globals }) => {
      const api = storyApi();
      options.server?.(api);
      msw.use(...apiHandlers(api));
      // The page in the story's language (the toolbar's, already active: .storybook/locale.ts), as
      // bootFlow builds an English page: its calls ask for answers in it (Accept-Language).
      const locale = storyLocale(globals);
      const root = new RootStore({
        api: createApiClient({ fetch: (input, init) => window.fetch(input, init), csrfToken: 'story', locale }),
        history: new MemoryHistory(options.url),
        locale,
        storage: new MemoryStorage(),
        device: width === 'phone' ? 'sp' : ('pc' satisfies DeviceType),
        now: () => STORY_NOW,
      });
      const random = Math.random;
      Math.random = seededRandom(RANDOM_SEED);
      let flow: F;
      try {
        flow = options.boot.createFlow(root);
      } finally {
        Math.random = random;
      }
      await options.drive?.(flow, api);
      shown = { root, flow };
      return () => flow.dispose?.();
    },
    play: options.loading ? undefined : pageSettled,
    render: () => {
      if (!shown) throw new Error('the flow was not built');
      return <StoreProvider store={shown.root}>{options.boot.render(shown.flow)}</StoreProvider>;
    },
  };
}

/** The same page story at both widths: `{ Phone, PC }` of one step. */
export function atBothWidths<F extends { dispose?(): void }>(options: FlowPageOptions<F>): { phone: StoryObj; pc: StoryObj } {
  return { phone: flowPage('phone', options), pc: flowPage('pc', options) };
}
