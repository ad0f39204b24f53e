import * as paths from './paths.ts';
import type { ApiPath } from './paths.ts';

/**
 * The rate budget a call counts against (server/http/rate-limit.ts): `writes` for the routes that
 * write and for every call that opens a private link (so links cannot be tried in bulk), `none` for
 * the health checks load balancers poll, `reads` for every other call.
 */
export type RateBudget = 'reads' | 'writes' | 'none';

/**
 * Who may call a route beyond what its method asks: `public`, anyone; `private-link`, the holder of
 * a private link, whose token every call carries (`Authorization: Bearer`, server/http/bearer-token.ts).
 * What the method asks is the same on every route: each POST carries a CSRF token bound to the
 * visitor (server/http/csrf.ts), and a POST from an embedded partner page is also signed
 * (server/embed/signed-writes.ts), whichever route it calls.
 */
export type RouteAccess = 'public' | 'private-link';

export interface ApiRoute {
  method: 'GET' | 'POST';
  path: ApiPath;
  budget: RateBudget;
  access: RouteAccess;
}

const healthCheck = <Path extends ApiPath>(path: Path) => ({ method: 'GET', path, budget: 'none', access: 'public' }) as const;
const publicRead = <Path extends ApiPath>(method: ApiRoute['method'], path: Path) => ({ method, path, budget: 'reads', access: 'public' }) as const;
const publicWrite = <Path extends ApiPath>(path: Path) => ({ method: 'POST', path, budget: 'writes', access: 'public' }) as const;
const privateLink = <Path extends ApiPath>(method: ApiRoute['method'], path: Path) => ({ method, path, budget: 'writes', access: 'private-link' }) as const;

/**
 * Every route of the API (spec §7), declared once: the server answers exactly these
 * (server/api-contract.test.ts), the client calls only these, and the rate limits count by them.
 * The keys are the names of the path constants in paths.ts.
 */
export const API_CONTRACT = {
  health: healthCheck(paths.HEALTH_PATH),
  healthLive: healthCheck(paths.HEALTH_LIVE_PATH),
  healthReady: healthCheck(paths.HEALTH_READY_PATH),

  // Look-ups: a POST that stores nothing counts as a read.
  postal: publicRead('POST', paths.POSTAL_PATH),
  location: publicRead('POST', paths.LOCATION_PATH),
  groupedCities: publicRead('GET', paths.GROUPED_CITIES_PATH),
  districts: publicRead('GET', paths.DISTRICTS_PATH),
  holidays: publicRead('GET', paths.HOLIDAYS_PATH),
  belongingsMaster: publicRead('GET', paths.BELONGINGS_MASTER_PATH),
  // Stores nothing, but is counted with the writes (README "Rate limits").
  emailCheck: publicWrite(paths.EMAIL_CHECK_PATH),

  quickBookingAvailability: publicRead('GET', paths.QUICK_BOOKING_AVAILABILITY_PATH),
  quickBookingCompanyAvailability: publicRead('POST', paths.QUICK_BOOKING_COMPANY_AVAILABILITY_PATH),
  quickBookingQuote: publicRead('POST', paths.QUICK_BOOKING_QUOTE_PATH),
  quickBookingReserve: publicWrite(paths.QUICK_BOOKING_RESERVE_PATH),

  estimateCompanies: publicRead('GET', paths.ESTIMATE_COMPANIES_PATH),
  estimate: publicWrite(paths.ESTIMATE_PATH),
  alliancesRequest: publicWrite(paths.ALLIANCES_REQUEST_PATH),

  reservationCompanies: publicRead('GET', paths.RESERVATION_COMPANIES_PATH),
  reservationAlliances: publicRead('GET', paths.RESERVATION_ALLIANCES_PATH),
  reservationReserve: publicWrite(paths.RESERVATION_RESERVE_PATH),

  // The company's lead page.
  lead: privateLink('GET', paths.LEAD_PATH),
  leadConfirm: privateLink('POST', paths.LEAD_CONFIRM_PATH),
  leadDecline: privateLink('POST', paths.LEAD_DECLINE_PATH),
  leadDateProposalAccept: privateLink('POST', paths.LEAD_DATE_PROPOSAL_ACCEPT_PATH),
  leadDateProposalDecline: privateLink('POST', paths.LEAD_DATE_PROPOSAL_DECLINE_PATH),

  // The visitor's page.
  myMove: privateLink('GET', paths.MY_MOVE_PATH),
  myMoveSharing: privateLink('GET', paths.MY_MOVE_SHARING_PATH),
  myMoveCancel: privateLink('POST', paths.MY_MOVE_CANCEL_PATH),
  myMoveDateQuote: privateLink('POST', paths.MY_MOVE_DATE_QUOTE_PATH),
  myMoveChangeDate: privateLink('POST', paths.MY_MOVE_CHANGE_DATE_PATH),
  myMoveWithdraw: privateLink('POST', paths.MY_MOVE_WITHDRAW_PATH),
  myMoveErase: privateLink('POST', paths.MY_MOVE_ERASE_PATH),
} as const satisfies Record<string, ApiRoute>;

export type ApiRouteName = keyof typeof API_CONTRACT;

/** The paths of the routes that count against `budget`. */
export function pathsOfBudget(budget: RateBudget): ReadonlySet<string> {
  return new Set(Object.values(API_CONTRACT).flatMap((route: ApiRoute) => (route.budget === budget ? [route.path] : [])));
}
