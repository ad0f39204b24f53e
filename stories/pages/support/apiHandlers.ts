import { http, HttpResponse, type HttpHandler } from 'msw';
import { CLIENT_CALLS, type ClientCall } from '../../../app/api/clientCalls.ts';
import type { ApiClient } from '../../../app/api/client.ts';
import type { ApiResult } from '../../../app/api/http.ts';
import { API_CONTRACT, type ApiRouteName } from '../../../domain/api/contract.ts';

/** The answer the server would send for one result of the fake: the data, or its errors with their status. */
async function respond<T>(result: Promise<ApiResult<T>>): Promise<Response> {
  const answer = await result;
  if (answer.kind === 'ok') return HttpResponse.json(answer.data as object);
  if (answer.kind === 'failed') return HttpResponse.json({ errors: answer.errors }, { status: answer.status });
  return HttpResponse.error();
}

/**
 * Mock Service Worker handlers answering every route the product's client calls, in the browser,
 * from an `ApiClient`: the in-memory fake the store tests use (app/testing/fakeApi.ts). Made from the
 * contract (each route's method and path, domain/api/contract.ts) and the client's call of each route
 * (app/api/clientCalls.ts), so a route added there is answered here. The page under the story keeps
 * its real client, fetch and JSON; only the server is replaced.
 */
export function apiHandlers(api: ApiClient): HttpHandler[] {
  return (Object.entries(CLIENT_CALLS) as [ApiRouteName, ClientCall<ApiRouteName>][]).map(([name, call]) => {
    const route = API_CONTRACT[name];
    return (route.method === 'GET' ? http.get : http.post)(route.path, async ({ params, request }) => {
      const query = Object.fromEntries(new URL(request.url).searchParams) as never;
      const body = (route.method === 'POST' ? await request.json() : undefined) as never;
      return respond(call(api, { params: params as Record<string, string>, query, body }));
    });
  });
}
