import type { StoryObj } from '@storybook/react-vite';
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { ReactNode } from 'react';
import { createApiClient } from '../../../app/api/client.ts';
import type { ApiResult } from '../../../app/api/http.ts';
import { MemoryHistory } from '../../../app/stores/history.ts';
import { RootStore } from '../../../app/stores/RootStore.ts';
import { StoreProvider } from '../../../app/stores/StoreContext.tsx';
import { MemoryStorage } from '../../../app/stores/storage.ts';
import { FakeApi } from '../../../app/testing/fakeApi.ts';
import * as paths from '../../../domain/api/paths.ts';
import { storyLocale } from '../../../.storybook/locale.ts';
import { PAGE_WIDTHS, pageSettled, STORY_NOW, type PageWidth } from '../support/flowPage.tsx';

/*
 * The two pages a private link opens (the visitor's /my-move/ and a company's /lead/, issue 38's
 * reviews): their real stores and pages on a root store whose client sends real requests, answered
 * in the browser by Mock Service Worker from the fake server of the store tests. Apart from the
 * flows' page stories (./support/flowPage.tsx), whose handlers answer the flows' paths only.
 */

async function respond<T>(result: Promise<ApiResult<T>>): Promise<Response> {
  const answer = await result;
  if (answer.kind === 'ok') return HttpResponse.json(answer.data as object);
  if (answer.kind === 'failed') return HttpResponse.json({ errors: answer.errors }, { status: answer.status });
  return HttpResponse.error();
}

const bodyOf = <T,>(request: Request) => request.json() as Promise<T>;

/** Handlers for the paths of the visitor's page and the lead page, answered by `api`. */
function privatePageHandlers(api: FakeApi): HttpHandler[] {
  return [
    http.get(paths.MY_MOVE_PATH, () => respond(api.myMove.view())),
    http.get(paths.MY_MOVE_SHARING_PATH, () => respond(api.myMove.sharing())),
    http.get(paths.MY_MOVE_REVIEW_PATH, () => respond(api.myMove.review())),
    http.post(paths.MY_MOVE_REVIEW_PATH, async ({ request }) => respond(api.myMove.tellMove(await bodyOf(request)))),
    http.post(paths.MY_MOVE_REVIEW_UPDATE_PATH, async ({ request }) => respond(api.myMove.editReview(await bodyOf(request)))),
    http.post(paths.MY_MOVE_REVIEW_DELETE_PATH, async ({ request }) => respond(api.myMove.deleteReview(await bodyOf(request)))),
    http.post(paths.MY_MOVE_REVIEW_WITHDRAW_PATH, async ({ request }) => respond(api.myMove.withdrawOutcome(await bodyOf(request)))),
    http.get(paths.LEAD_PATH, () => respond(api.lead.show())),
    http.get(paths.LEAD_REVIEW_PATH, () => respond(api.lead.review())),
    http.post(paths.LEAD_REVIEW_ANSWER_PATH, async ({ request }) => respond(api.lead.answerReview(await bodyOf(request)))),
    http.post(paths.LEAD_REVIEW_REPORT_PATH, async ({ request }) => respond(api.lead.reportReview(await bodyOf(request)))),
  ];
}

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
      msw.use(...privatePageHandlers(api));
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
