import { http, HttpResponse, type HttpHandler } from 'msw';
import * as paths from '../../../domain/api/paths.ts';
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
    http.post(paths.POSTAL_PATH, async ({ request }) => respond(api.reference.postal((await bodyOf<{ zipCode: string }>(request)).zipCode))),
    http.get(paths.GROUPED_CITIES_PATH, ({ params }) => respond(api.reference.groupedCities(String(params.prefectureCode)))),
    http.get(paths.DISTRICTS_PATH, ({ params }) => respond(api.reference.districts(String(params.prefectureCode), String(params.cityCode)))),
    http.get(paths.HOLIDAYS_PATH, () => respond(api.reference.holidays())),
    http.get(paths.BELONGINGS_MASTER_PATH, () => respond(api.reference.belongingsMaster())),
    http.post(paths.EMAIL_CHECK_PATH, async ({ request }) => respond(api.reference.email((await bodyOf<{ email: string }>(request)).email))),
    http.get(paths.QUICK_BOOKING_AVAILABILITY_PATH, ({ request }) => respond(api.quickBooking.availability(queryOf(request) as never))),
    http.post(paths.QUICK_BOOKING_COMPANY_AVAILABILITY_PATH, async ({ request }) => respond(api.quickBooking.companyAvailability(await bodyOf(request)))),
    http.post(paths.QUICK_BOOKING_RESERVE_PATH, async ({ request }) => respond(api.quickBooking.reserve(await bodyOf(request)))),
    http.get(paths.ESTIMATE_COMPANIES_PATH, ({ request }) => respond(api.estimate.companies(queryOf(request) as never))),
    http.post(paths.ESTIMATE_PATH, async ({ request }) => respond(api.estimate.submit(await bodyOf(request)))),
    http.post(paths.ALLIANCES_REQUEST_PATH, async ({ request }) => respond(api.estimate.alliancesRequest(await bodyOf(request)))),
    http.get(paths.RESERVATION_COMPANIES_PATH, ({ request }) => respond(api.reservation.companies(queryOf(request) as never))),
    http.get(paths.RESERVATION_ALLIANCES_PATH, ({ request }) => respond(api.reservation.alliances(queryOf(request) as never))),
    http.post(paths.RESERVATION_RESERVE_PATH, async ({ request }) => respond(api.reservation.reserve(await bodyOf(request)))),
    http.get(paths.COMPANY_REVIEWS_PATH, ({ request }) => respond(api.reviews.ofCompany(new URL(request.url).searchParams.get('code') ?? ''))),
  ];
}
