/**
 * Load on the API of one server: the month calendar of quick booking, the reservation flow's
 * companies, the health check beside bare `node:http` in the same run, and quick bookings; and the
 * bytes each JSON answer puts on the wire, to show which are compressed.
 */
import { createServer } from 'node:http';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { companies } from '../support/catalogue.ts';
import { CSRF_HEADER, VISITOR_COOKIE, issueToken } from '../../server/http/csrf.ts';
import { addIsoDays } from '../../domain/dates/bookableWindow.ts';
import { companyAvailabilityBody, daysAhead, quoteBody, reservationCompaniesQuery, reserveBody } from '../api/marketplace-requests.ts';
import { load, wireAnswer, type LoadFigures, type WireAnswer } from './load.ts';

/** How the bench reaches a server: its address and the key it signs CSRF tokens with. */
export interface BenchTarget {
  baseUrl: string;
  secret: string;
}

/** Headers of a visitor holding a valid token, accepting what browsers accept. */
export function visitorHeaders(secret: string, visitor = 'bench-visitor-0123456789abcdef'): Record<string, string> {
  return {
    'accept-encoding': 'gzip, deflate, br',
    'content-type': 'application/json',
    cookie: `${VISITOR_COOKIE}=${visitor}`,
    [CSRF_HEADER]: issueToken(secret, visitor),
  };
}

const MONTH_BODY = () => JSON.stringify(companyAvailabilityBody(daysAhead(3), addIsoDays(daysAhead(3), 30)));
const RESERVATION_COMPANIES = () => `/api/reservation/companies/?${reservationCompaniesQuery(daysAhead(10))}`;

/** Clients asking for long windows at once in the issue-26 attack (16 clients for 10 s). */
const LONG_WINDOW_CONNECTIONS = 16;
/** The search's longest window (spec §9: up to 89 days ahead). */
const LONG_WINDOW_DAYS = 89;

export const CALL_NAMES = {
  month: 'company-availability, 31 days',
  reservationCompanies: 'reservation/companies',
  health: 'GET /api/health/',
  bare: 'bare node:http, same run',
  longWindows: `89 days, a new move each (${LONG_WINDOW_CONNECTIONS} conn.)`,
  healthBesideLongWindows: 'GET /api/health/ meanwhile (1)',
  reserve: 'kantan-yoyaku/reserve',
} as const;

export type CallName = keyof typeof CALL_NAMES;

/** The read calls: the month calendar and the reservation flow's companies. */
export async function loadReads(target: BenchTarget): Promise<Pick<Record<CallName, LoadFigures>, 'month' | 'reservationCompanies'>> {
  const headers = visitorHeaders(target.secret);
  const monthUrl = `${target.baseUrl}/api/kantan-yoyaku/company-availability/`;
  const body = MONTH_BODY();
  // Warm: the first month is priced and encoded, later ones are served from the cache.
  await fetch(monthUrl, { method: 'POST', headers, body }).then((response) => response.arrayBuffer());
  return {
    month: await load({ url: monthUrl, method: 'POST', headers, body }),
    reservationCompanies: await load({ url: target.baseUrl + RESERVATION_COMPANIES(), headers }),
  };
}

export function loadHealth(target: BenchTarget): Promise<LoadFigures> {
  return load({ url: `${target.baseUrl}/api/health/` });
}

/**
 * The health check, one connection, while 16 clients ask for 89-day company-availability windows,
 * each for a move no one asked before (cardboard boxes counted up, floor plan and head count
 * varied) and the window shifted a day now and then, as the search's later attempts shift it: the
 * dearest read there is, priced afresh every time. How slow does the health check get?
 */
export async function loadHealthBesideLongWindows(target: BenchTarget): Promise<Pick<Record<CallName, LoadFigures>, 'longWindows' | 'healthBesideLongWindows'>> {
  const headers = visitorHeaders(target.secret);
  let asked = 0;
  const longWindows = load({
    url: `${target.baseUrl}/api/kantan-yoyaku/company-availability/`,
    connections: LONG_WINDOW_CONNECTIONS,
    requests: [{
      method: 'POST',
      headers,
      setupRequest: (request) => {
        const n = ++asked;
        const from = daysAhead(3 + (n % 4));
        const move = {
          fromFloorPlan: 1 + (n % 14),
          headCount: 1 + (n % 3),
          nimotsu: [{ id: '1', items: [{ id: '10002', count: 1 }] }, { id: '8', items: [{ id: '80001', count: 1 + Math.floor(n / 42) % 99 }] }],
        };
        return { ...request, body: JSON.stringify(companyAvailabilityBody(from, addIsoDays(from, LONG_WINDOW_DAYS), move)) };
      },
    }],
  });
  const health = load({ url: `${target.baseUrl}/api/health/`, connections: 1 });
  return { longWindows: await longWindows, healthBesideLongWindows: await health };
}

/** Rounds in which the health check and bare `node:http` take turns. */
const HEALTH_ROUNDS = 3;

/**
 * The health check beside bare `node:http`, taking turns in rounds so both meet the same moments
 * of a shared machine; the round with the median ratio is kept.
 */
export async function loadHealthBesideBare(target: BenchTarget): Promise<{ health: LoadFigures; bare: LoadFigures }> {
  const rounds: { health: LoadFigures; bare: LoadFigures }[] = [];
  for (let round = 0; round < HEALTH_ROUNDS; round++) rounds.push({ health: await loadHealth(target), bare: await loadBareNodeHttp() });
  const ratio = ({ health, bare }: { health: LoadFigures; bare: LoadFigures }) => health.rps / bare.rps;
  return rounds.sort((a, b) => ratio(a) - ratio(b))[Math.floor(HEALTH_ROUNDS / 2)]!;
}

/** Bare `node:http` answering the same JSON as the health check: the ceiling a framework is measured against. */
export async function loadBareNodeHttp(): Promise<LoadFigures> {
  const body = JSON.stringify({ status: 'ok', database: 'postgres' });
  const server = createServer((_request, response) => {
    response.setHeader('content-type', 'application/json; charset=utf-8');
    response.end(body);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  try {
    return await load({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/` });
  } finally {
    server.closeAllConnections();
    server.close();
  }
}

/**
 * Quick bookings spread over every company and day of the route, each at its quoted price, each
 * visitor with an e-mail and phone of their own, so each request books until days fill up.
 */
export async function loadBookings(target: BenchTarget): Promise<LoadFigures> {
  const headers = visitorHeaders(target.secret);
  const slots: { companyId: string; date: string; price: number }[] = [];
  for (const company of companies.filter((c) => c.servicePrefectures.has('13'))) {
    for (let day = 4; day <= 80; day++) {
      const date = daysAhead(day);
      const response = await fetch(`${target.baseUrl}/api/kantan-yoyaku/quote/`, { method: 'POST', headers, body: JSON.stringify(quoteBody(company.code, date)) });
      if (response.ok) slots.push({ companyId: company.code, date, price: ((await response.json()) as { price: number }).price });
      else await response.arrayBuffer();
    }
  }
  let visitorNumber = 0;
  return load({
    url: `${target.baseUrl}/api/kantan-yoyaku/reserve/`,
    requests: [{
      method: 'POST',
      headers,
      setupRequest: (request) => {
        const n = ++visitorNumber;
        const slot = slots[n % slots.length]!;
        return { ...request, body: JSON.stringify(reserveBody(slot.companyId, slot.date, slot.price, 50_000_000 + n)) };
      },
    }],
  });
}

export interface AnswerSize {
  call: string;
  plain: WireAnswer;
  compressed: WireAnswer;
}

/** JSON answers of the product, each asked plainly and as a browser asks (`gzip, deflate, br`). */
export async function answerSizes(target: BenchTarget): Promise<AnswerSize[]> {
  const headers = visitorHeaders(target.secret);
  const calls: { call: string; path: string; body?: string }[] = [
    { call: 'company-availability, 31 days', path: '/api/kantan-yoyaku/company-availability/', body: MONTH_BODY() },
    { call: 'kantan-yoyaku/quote', path: '/api/kantan-yoyaku/quote/', body: JSON.stringify(quoteBody(companies.find((c) => c.servicePrefectures.has('13'))!.code, daysAhead(20))) },
    { call: 'reservation/companies', path: RESERVATION_COMPANIES() },
    { call: 'nimotsu', path: '/api/nimotsu/' },
    { call: 'holidays', path: '/api/holidays/' },
    { call: 'grouped-cities/13', path: '/api/grouped-cities/13/' },
    { call: 'districts/13/13104', path: '/api/districts/13/13104/' },
  ];
  const sizes: AnswerSize[] = [];
  for (const { call, path, body } of calls) {
    const init = (acceptEncoding: string) => ({ method: body ? 'POST' : 'GET', body, headers: { ...headers, 'accept-encoding': acceptEncoding } });
    sizes.push({ call, plain: await wireAnswer(target.baseUrl + path, init('identity')), compressed: await wireAnswer(target.baseUrl + path, init('gzip, deflate, br')) });
  }
  return sizes;
}
