import { http, HttpResponse, type HttpHandler } from 'msw';
import type { ApiClient } from '../../../app/api/client.ts';
import type { ApiResult } from '../../../app/api/http.ts';

/** The answer the server would send for one result of the fake: the data, or its errors with their status. */
async function respond<T>(result: Promise<ApiResult<T>>): Promise<Response> {
  const answer = await result;
  if (answer.kind === 'ok') return HttpResponse.json(answer.data as object);
  if (answer.kind === 'failed') return HttpResponse.json({ errors: answer.errors }, { status: answer.status });
  return HttpResponse.error();
}

const queryOf = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);
const bodyOf = <T,>(request: Request) => request.json() as Promise<T>;

/**
 * Mock Service Worker handlers answering the product's API paths (app/api/client.ts) in the
 * browser from an `ApiClient`: the in-memory fake the store tests use (app/testing/fakeApi.ts).
 * The page under the story keeps its real client, fetch and JSON; only the server is replaced.
 */
export function apiHandlers(api: ApiClient): HttpHandler[] {
  return [
    http.post('/api/postal/', async ({ request }) => respond(api.reference.postal((await bodyOf<{ zipCode: string }>(request)).zipCode))),
    http.get('/api/grouped-cities/:prefecture/', ({ params }) => respond(api.reference.groupedCities(String(params.prefecture)))),
    http.get('/api/districts/:prefecture/:city/', ({ params }) => respond(api.reference.districts(String(params.prefecture), String(params.city)))),
    http.get('/api/holidays/', () => respond(api.reference.holidays())),
    http.get('/api/nimotsu/', () => respond(api.reference.belongingsMaster())),
    http.post('/api/email/', async ({ request }) => respond(api.reference.email((await bodyOf<{ email: string }>(request)).email))),
    http.get('/api/kantan-yoyaku/availability/', ({ request }) => respond(api.quickBooking.availability(queryOf(request) as never))),
    http.post('/api/kantan-yoyaku/company-availability/', async ({ request }) => respond(api.quickBooking.companyAvailability(await bodyOf(request)))),
    http.post('/api/kantan-yoyaku/reserve/', async ({ request }) => respond(api.quickBooking.reserve(await bodyOf(request)))),
    http.get('/api/companies/', ({ request }) => respond(api.estimate.companies(queryOf(request) as never))),
    http.post('/api/estimate/', async ({ request }) => respond(api.estimate.submit(await bodyOf(request)))),
    http.post('/api/alliances-request/', async ({ request }) => respond(api.estimate.alliancesRequest(await bodyOf(request)))),
    http.get('/api/reservation/companies/', ({ request }) => respond(api.reservation.companies(queryOf(request) as never))),
    http.get('/api/reservation/alliances/', ({ request }) => respond(api.reservation.alliances(queryOf(request) as never))),
    http.post('/api/reservation/reserve/', async ({ request }) => respond(api.reservation.reserve(await bodyOf(request)))),
  ];
}
