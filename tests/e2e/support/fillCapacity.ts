import { companyAvailabilityRequestSchema, type CompanyAvailabilityRequest, type CompanyAvailabilityResponse, type CompanyInfo } from '../../../domain/api/quickBooking.ts';
import { companyAvailabilityBody, daysAhead, reservationBody } from '../../api/marketplace-requests.ts';
import type { Visitor } from './bookingSteps.ts';

/** A visitor session outside the browser: the visitor cookie and the page's CSRF token. */
export async function apiSession(baseUrl: string): Promise<Record<string, string>> {
  const response = await fetch(`${baseUrl}/kantan-yoyaku/`);
  const html = await response.text();
  const token = /<meta name="csrf-token" content="([^"]+)"/.exec(html)?.[1];
  const cookie = response.headers.getSetCookie().map((header) => header.split(';')[0]).join('; ');
  if (!token) throw new Error('no CSRF token on the page');
  return { 'content-type': 'application/json', 'x-csrf-token': token, cookie };
}

type Post = (path: string, body: unknown) => Promise<Response>;

/** A poster of JSON to the API in a visitor session of its own. */
async function visitorPost(baseUrl: string): Promise<Post> {
  const headers = await apiSession(baseUrl);
  return (path, body) => fetch(`${baseUrl}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
}

/** The companies company-availability lists for `move` on `date` (none once the day is booked out). */
async function companiesOn(post: Post, move: CompanyAvailabilityRequest, date: string): Promise<CompanyInfo[]> {
  const availability = await post('/api/kantan-yoyaku/company-availability/', { ...move, fromDate: date, toDate: date });
  if (availability.status === 404) return [];
  const { results } = (await availability.json()) as CompanyAvailabilityResponse;
  return results.find((day) => day.date === date)?.companyInfos ?? [];
}

/** Where a booking moves from: the search's district and its postal code (the server checks they match). */
interface Origin {
  move: CompanyAvailabilityRequest;
  postalCode: string;
}

/** Books `company` for the move on `date` at the price listed, as `customer`; the answer's status (200, or 409 when it is full). */
async function reserveQuick(post: Post, { move, postalCode }: Origin, date: string, company: CompanyInfo, customer: Visitor): Promise<number> {
  const { fromDate: _from, toDate: _to, ...moveBody } = move;
  const reserved = await post('/api/kantan-yoyaku/reserve/', {
    ...moveBody,
    movingDate: date,
    companyId: company.companyId,
    price: move.desiredTime === 'am' ? company.priceForAm : company.price,
    fromPostalCode: postalCode,
    fromDetailAddress: '',
    toDetailAddress: '',
    customerName: customer.name,
    customerNameKana: customer.nameKana,
    customerTel: customer.tel,
    customerEmail: customer.email,
  });
  if (reserved.status !== 200 && reserved.status !== 409) throw new Error(`reserve answered ${reserved.status}: ${await reserved.text()}`);
  return reserved.status;
}

/**
 * Books every unit of every company that can take `move` on each of `dates`, through the real
 * API, as other visitors would: afterwards company-availability answers 1001 for those days.
 * Returns the number of bookings made.
 */
export async function bookOutDays(baseUrl: string, move: CompanyAvailabilityRequest, dates: readonly string[]): Promise<number> {
  const post = await visitorPost(baseUrl);
  let bookings = 0;
  for (const date of dates) {
    for (let companies = await companiesOn(post, move, date); companies.length > 0; companies = await companiesOn(post, move, date)) {
      for (const company of companies) {
        for (;;) {
          bookings += 1;
          const customer = { name: '満席太郎', nameKana: 'マンセキタロウ', tel: `080${String(bookings).padStart(8, '0')}`, email: `full${bookings}@example.jp` };
          if ((await reserveQuick(post, { move, postalCode: '1000001' }, date, company, customer)) === 409) break;
        }
      }
    }
  }
  return bookings;
}

/** The postal code of the API tests' origin district (新宿区新宿, marketplace-requests' SHINJUKU_DISTRICT). */
const SHINJUKU_POSTAL_CODE = '1600022';

/** One quick booking for `customer` through the real API (a pair's move across Tokyo, on the first day a company is free). */
export async function bookThroughApi(baseUrl: string, customer: Visitor): Promise<void> {
  const post = await visitorPost(baseUrl);
  const move = companyAvailabilityRequestSchema.parse(companyAvailabilityBody(daysAhead(5), daysAhead(5)));
  for (let days = 5; days < 30; days++) {
    const date = daysAhead(days);
    const [company] = await companiesOn(post, move, date);
    if (company && (await reserveQuick(post, { move, postalCode: SHINJUKU_POSTAL_CODE }, date, company, customer)) === 200) return;
  }
  throw new Error('no company could take the booking within 30 days');
}

/**
 * Takes every unit left of one company's day with provisional reservations, as other visitors
 * would, through the real API; returns how many it took.
 */
export async function reserveOutCompanyDay(baseUrl: string, companyCode: string, date: string): Promise<number> {
  const headers = await apiSession(baseUrl);
  for (let taken = 0; ; taken++) {
    const response = await fetch(`${baseUrl}/api/reservation/reserve/`, {
      method: 'POST',
      headers,
      body: JSON.stringify(reservationBody([companyCode], date, 60_000 + taken)),
    });
    if (response.status === 409) return taken;
    if (response.status !== 200) throw new Error(`a reservation to fill the day answered ${response.status}`);
  }
}
