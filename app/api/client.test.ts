import { describe, expect, it } from 'vitest';
import { API_CONTRACT, type ApiRouteName } from '../../domain/api/contract.ts';
import { createApiClient, type ApiClient } from './client.ts';
import { CLIENT_CALLS, type ClientCall } from './clientCalls.ts';

/** The route of the contract a sent method and path asks (a `:name` segment matches any one segment), if any. */
function routeOf(method: string, path: string): ApiRouteName | undefined {
  return (Object.keys(API_CONTRACT) as ApiRouteName[]).find((name) => {
    const route = API_CONTRACT[name];
    return route.method === method && new RegExp(`^${route.path.replace(/:\w+/g, '[^/]+')}$`).test(path);
  });
}

/** A client whose every request is recorded (method and path) and answered `{}`. */
function recordingClient(): { api: ApiClient; sent: { method: string; path: string }[] } {
  const sent: { method: string; path: string }[] = [];
  const fetchFn: typeof fetch = (url, init) => {
    sent.push({ method: init?.method ?? 'GET', path: new URL(String(url), 'http://localhost').pathname });
    return Promise.resolve(new Response('{}', { headers: { 'content-type': 'application/json' } }));
  };
  return { api: createApiClient({ fetch: fetchFn, csrfToken: 'token' }), sent };
}

/** Each call of the client once (the date proposal with both answers); the bodies are not looked at. */
function callEach(api: ApiClient): Promise<unknown>[] {
  const body = {} as never;
  const { reference, wordings, quickBooking, estimate, reservation, lead, myMove, reviews } = api;
  return [
    reference.postal('1000001'),
    reference.groupedCities('13'),
    reference.districts('13', '13101'),
    reference.holidays(),
    reference.belongingsMaster(),
    reference.email('visitor@example.jp'),
    wordings.report(body),
    quickBooking.availability(body),
    quickBooking.companyAvailability(body),
    quickBooking.reserve(body),
    estimate.companies(body),
    estimate.submit(body),
    estimate.alliancesRequest(body),
    reservation.companies(body),
    reservation.alliances(body),
    reservation.reserve(body),
    lead.show(),
    lead.confirm(body),
    lead.decline(body),
    lead.answerDateProposal('accept', body),
    lead.answerDateProposal('decline', body),
    lead.review(),
    lead.answerReview(body),
    lead.reportReview(body),
    reviews.ofCompany('K0001'),
    myMove.view(),
    myMove.sharing(),
    myMove.cancel(body),
    myMove.dateQuote(body),
    myMove.changeDate(body),
    myMove.withdraw(body),
    myMove.erase(body),
    myMove.review(),
    myMove.tellMove(body),
    myMove.editReview(body),
    myMove.deleteReview(body),
    myMove.withdrawOutcome(body),
  ];
}

describe('createApiClient', () => {
  it('refuses a call whose path parameter is missing, before anything is sent (spec §8)', () => {
    const sent: string[] = [];
    const fetchFn = ((url: string) => {
      sent.push(url);
      return Promise.resolve(new Response('{"results":[]}', { headers: { 'content-type': 'application/json' } }));
    }) as unknown as typeof fetch;
    const api = createApiClient({ fetch: fetchFn, csrfToken: 'token' });
    // What a store holding no value would pass through an untyped path (a saved state, a query).
    const missing = [undefined, null, ''] as unknown as string[];
    for (const value of missing) {
      expect(() => api.reference.districts('13', value)).toThrow('Required parameter cityCode was null or undefined when calling districts.');
      expect(() => api.reference.districts(value, '13101')).toThrow('Required parameter prefectureCode was null or undefined when calling districts.');
      expect(() => api.reference.groupedCities(value)).toThrow('Required parameter prefectureCode was null or undefined when calling groupedCities.');
    }
    expect(sent).toEqual([]);
    void api.reference.districts('13', '13101');
    expect(sent).toEqual(['/api/districts/13/13101/']);
  });

  it('calls only the routes of the API contract (domain/api/contract.ts), each with its method', async () => {
    const { api, sent } = recordingClient();
    const calls = callEach(api);
    await Promise.all(calls);
    expect(sent).toHaveLength(calls.length);
    expect(sent.filter(({ method, path }) => routeOf(method, path) === undefined)).toEqual([]);
  });

  it('names, for each route it calls, the call that asks it (the stand-in servers answer by CLIENT_CALLS)', async () => {
    const { api, sent } = recordingClient();
    await Promise.all(callEach(api));
    const called = new Set(sent.map(({ method, path }) => routeOf(method, path)));
    expect(new Set(Object.keys(CLIENT_CALLS))).toEqual(called);
    for (const [name, call] of Object.entries(CLIENT_CALLS) as [ApiRouteName, ClientCall<ApiRouteName>][]) {
      const one = recordingClient();
      const input = { params: { prefectureCode: '13', cityCode: '13101' }, query: { code: 'K0001' } as never, body: { zipCode: '1000001', email: 'a@example.jp' } as never };
      await call(one.api, input);
      expect(one.sent.map(({ method, path }) => routeOf(method, path)), name).toEqual([name]);
    }
  });
});
