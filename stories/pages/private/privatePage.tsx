import type { StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { createApiClient } from '../../../app/api/client.ts';
import { MemoryHistory } from '../../../app/stores/history.ts';
import { RootStore } from '../../../app/stores/RootStore.ts';
import { StoreProvider } from '../../../app/stores/StoreContext.tsx';
import { MemoryStorage } from '../../../app/stores/storage.ts';
import { FakeApi } from '../../../app/testing/fakeApi.ts';
import { storyLocale } from '../../../.storybook/locale.ts';
import { apiHandlers } from '../support/apiHandlers.ts';
import { PAGE_WIDTHS, pageSettled, STORY_NOW, type PageWidth } from '../support/flowPage.tsx';

/*
 * The two pages a private link opens (the visitor's /my-move/ and a company's /lead/, issue 38's
 * reviews): their real stores and pages on a root store whose client sends real requests, answered
 * in the browser by Mock Service Worker from the fake server of the store tests, through the same
 * handlers as the flows' page stories (../support/apiHandlers.ts).
 */

export interface PrivatePageOptions<S> {
  /** The address the link opens, without its token, e.g. '/my-move/'. */
  url: string;
  /** What the fake server answers (the request, its review) before the page loads. */
  server: (api: FakeApi) => void;
  /** The page's store, as the page's main.tsx builds it. */
  createStore(root: RootStore): S;
  /** Loads the page's store (the visitor's page loads before it renders; the lead page loads itself). */
  load?(store: S): Promise<void>;
  render(store: S): ReactNode;
}

/** A story of a private page at one width, on the stories' fixed clock. */
export function privatePage<S>(width: PageWidth, options: PrivatePageOptions<S>): StoryObj {
  let shown: { root: RootStore; store: S } | undefined;
  return {
    globals: PAGE_WIDTHS[width],
    parameters: { page: true },
    beforeEach: async ({ msw, globals }) => {
      const api = new FakeApi();
      options.server(api);
      msw.use(...apiHandlers(api));
      const locale = storyLocale(globals);
      const root = new RootStore({
        api: createApiClient({ fetch: (input, init) => window.fetch(input, init), csrfToken: 'story', bearerToken: 'story-token', locale }),
        history: new MemoryHistory(options.url, undefined, `${options.url}#story-token`),
        locale,
        storage: new MemoryStorage(),
        device: width === 'phone' ? 'sp' : 'pc',
        now: () => STORY_NOW,
      });
      const store = options.createStore(root);
      await options.load?.(store);
      shown = { root, store };
    },
    play: pageSettled,
    render: () => {
      if (!shown) throw new Error('the page was not built');
      return <StoreProvider store={shown.root}>{options.render(shown.store)}</StoreProvider>;
    },
  };
}

/** The same private page story at both widths. */
export function privatePageAtBothWidths<S>(options: PrivatePageOptions<S>): { phone: StoryObj; pc: StoryObj } {
  return { phone: privatePage('phone', options), pc: privatePage('pc', options) };
}
