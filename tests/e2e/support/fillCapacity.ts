import type { CompanyAvailabilityRequest, CompanyAvailabilityResponse } from '../../../domain/api/kantanYoyaku.ts';
import { reservationBody } from '../../api/marketplace-requests.ts';

/** A visitor session outside the browser: the visitor cookie and the page's CSRF token. */
export async function apiSession(baseUrl: string): Promise<Record<string, string>> {
  const response = await fetch(`${baseUrl}/kantan-yoyaku/`);
  const html = await response.text();
  const token = /<meta name="csrf-token" content="([^"]+)"/.exec(html)?.[1];
  const cookie = response.headers.getSetCookie().map((header) => header.split(';')[0]).join('; ');
  if (!token) throw new Error('no CSRF token on the page');
  return { 'content-type': 'application/json', 'x-csrf-token': token, cookie };
}

/**
 * Books every unit of every company that can take `move` on each of `dates`, through the real
 * API, as other visitors would: afterwards company-availability answers 1001 for those days.
 * Returns the number of bookings made.
 */
export async function bookOutDays(baseUrl: string, move: CompanyAvailabilityRequest, dates: readonly string[]): Promise<number> {
  const headers = await apiSession(baseUrl);
  const post = (path: string, body: unknown) => fetch(`${baseUrl}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  const { fromDate: _from, toDate: _to, ...moveBody } = move;
  let bookings = 0;
  for (const date of dates) {
    for (;;) {
      const availability = await post('/api/kantan-yoyaku/company-availability/', { ...move, fromDate: date, toDate: date });
      if (availability.status === 404) break;
      const { results } = (await availability.json()) as CompanyAvailabilityResponse;
      const companies = results.find((day) => day.date === date)?.companyInfos ?? [];
      if (companies.length === 0) break;
      for (const company of companies) {
        for (;;) {
          bookings += 1;
          const reserved = await post('/api/kantan-yoyaku/reserve/', {
            ...moveBody,
            movingDate: date,
            companyId: company.companyId,
            price: move.desiredTime === 'am' ? company.priceForAm : company.price,
            fromPostalCode: '1000001',
            fromDetailAddress: '',
            toDetailAddress: '',
            customerName: '満席太郎',
            customerNameKana: 'マンセキタロウ',
            customerTel: `080${String(bookings).padStart(8, '0')}`,
            customerEmail: `full${bookings}@example.jp`,
          });
          if (reserved.status !== 200) {
            if (reserved.status !== 409) throw new Error(`reserve answered ${reserved.status}: ${await reserved.text()}`);
            break;
          }
        }
      }
    }
  }
  return bookings;
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
