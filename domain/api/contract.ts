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

export interface ApiRoute<Path extends string = ApiPath> {
  method: 'GET' | 'POST';
  path: Path;
  budget: RateBudget;
  access: RouteAccess;
  /** What the route does, in a line: the published API document's summary (`npm run openapi`). */
  summary: string;
}

const healthCheck = <Path extends ApiPath>(path: Path, summary: string) => ({ method: 'GET', path, budget: 'none', access: 'public', summary }) as const;
const publicRead = <Path extends ApiPath>(method: ApiRoute['method'], path: Path, summary: string) => ({ method, path, budget: 'reads', access: 'public', summary }) as const;
const publicWrite = <Path extends ApiPath>(path: Path, summary: string) => ({ method: 'POST', path, budget: 'writes', access: 'public', summary }) as const;
const privateLink = <Path extends ApiPath>(method: ApiRoute['method'], path: Path, summary: string) =>
  ({ method, path, budget: 'writes', access: 'private-link', summary }) as const;

/**
 * Every route of the API (spec §7), declared once: the server answers exactly these
 * (server/api-contract.test.ts), the client calls only these, and the rate limits count by them.
 * The keys are the names of the path constants in paths.ts.
 */
export const API_CONTRACT = {
  health: healthCheck(paths.HEALTH_PATH, 'Whether the service and its database answer (spec §7).'),
  healthLive: healthCheck(paths.HEALTH_LIVE_PATH, 'Whether the process runs (liveness).'),
  healthReady: healthCheck(paths.HEALTH_READY_PATH, 'Whether this instance takes traffic: database reachable, reference data loaded (readiness).'),

  // Look-ups: a POST that stores nothing counts as a read.
  postal: publicRead('POST', paths.POSTAL_PATH, 'The address of a Japan Post postal code.'),
  location: publicRead('POST', paths.LOCATION_PATH, 'Addresses matching free text, best first (at most 20).'),
  groupedCities: publicRead('GET', paths.GROUPED_CITIES_PATH, "A prefecture's municipalities, in the picker's groups."),
  districts: publicRead('GET', paths.DISTRICTS_PATH, "A city's districts (町名)."),
  holidays: publicRead('GET', paths.HOLIDAYS_PATH, 'Public holidays from today (in Japan) through the end of the month 13 months ahead.'),
  belongingsMaster: publicRead('GET', paths.BELONGINGS_MASTER_PATH, 'The belongings master: every item by room, with its size.'),
  // Stores nothing, but is counted with the writes (README "Rate limits").
  emailCheck: publicWrite(paths.EMAIL_CHECK_PATH, 'Checks an e-mail address by the forms’ rule, and suggests a popular domain it may be a typo of.'),

  // A visitor's report of a translated page's wording (issue 37).
  wordingReport: publicWrite(paths.WORDING_REPORTS_PATH, 'Reports words of a translated page that read wrong, for the translators; asks for nothing personal.'),

  quickBookingAvailability: publicRead('GET', paths.QUICK_BOOKING_AVAILABILITY_PATH, "Quick booking: each day's lowest price on a route, for the calendar."),
  quickBookingCompanyAvailability: publicRead('POST', paths.QUICK_BOOKING_COMPANY_AVAILABILITY_PATH, 'Quick booking: the companies free on each day for a move, with their prices.'),
  quickBookingQuote: publicRead('POST', paths.QUICK_BOOKING_QUOTE_PATH, "Quick booking: one company's price for a move on one day, part by part."),
  quickBookingReserve: publicWrite(paths.QUICK_BOOKING_RESERVE_PATH, 'Quick booking: book one company on one day (held until the company answers).'),

  estimateCompanies: publicRead('GET', paths.ESTIMATE_COMPANIES_PATH, 'Estimates: the companies serving a move, and the partner services offered.'),
  companyReviews: publicRead('GET', paths.COMPANY_REVIEWS_PATH, "A company's score from the reviews of moves booked here, and its newest reviews."),
  // Named for what it sends, not for its flow (issue 36).
  estimateRequest: publicWrite(paths.ESTIMATE_PATH, 'Estimates: send an estimate request to the chosen companies.'),
  alliancesRequest: publicWrite(paths.ALLIANCES_REQUEST_PATH, 'Estimates: add partner services to a sent estimate request.'),

  reservationCompanies: publicRead('GET', paths.RESERVATION_COMPANIES_PATH, 'Provisional reservation: the companies free on the day, with their prices.'),
  reservationAlliances: publicRead('GET', paths.RESERVATION_ALLIANCES_PATH, 'Provisional reservation: the partner services offered for a route.'),
  reservationReserve: publicWrite(paths.RESERVATION_RESERVE_PATH, 'Provisional reservation: hold the day with up to three companies.'),

  // The company's lead page.
  lead: privateLink('GET', paths.LEAD_PATH, "A company's lead, opened from its private link."),
  leadConfirm: privateLink('POST', paths.LEAD_CONFIRM_PATH, 'A company confirms its lead.'),
  leadDecline: privateLink('POST', paths.LEAD_DECLINE_PATH, 'A company declines its lead, with a reason.'),
  leadDateProposalAccept: privateLink('POST', paths.LEAD_DATE_PROPOSAL_ACCEPT_PATH, 'A company accepts the new day the visitor proposed.'),
  leadDateProposalDecline: privateLink('POST', paths.LEAD_DATE_PROPOSAL_DECLINE_PATH, 'A company declines the new day the visitor proposed.'),
  leadReview: privateLink('GET', paths.LEAD_REVIEW_PATH, "The review of a company's lead, if its visitor wrote one."),
  leadReviewAnswer: privateLink('POST', paths.LEAD_REVIEW_ANSWER_PATH, 'A company answers the review of its move, once and publicly.'),
  leadReviewReport: privateLink('POST', paths.LEAD_REVIEW_REPORT_PATH, 'A company reports the review of its move to the operator.'),

  // The visitor's page.
  myMove: privateLink('GET', paths.MY_MOVE_PATH, "The visitor's request as it stands, opened from their private link."),
  myMoveSharing: privateLink('GET', paths.MY_MOVE_SHARING_PATH, "Who received the visitor's personal data, and when."),
  myMoveCancel: privateLink('POST', paths.MY_MOVE_CANCEL_PATH, 'The visitor cancels a booking at the fee shown.'),
  myMoveDateQuote: privateLink('POST', paths.MY_MOVE_DATE_QUOTE_PATH, 'The price of a booking moved to another day.'),
  myMoveChangeDate: privateLink('POST', paths.MY_MOVE_CHANGE_DATE_PATH, 'The visitor moves a booking to another day at the price quoted.'),
  myMoveWithdraw: privateLink('POST', paths.MY_MOVE_WITHDRAW_PATH, 'The visitor withdraws a request from some companies.'),
  myMoveErase: privateLink('POST', paths.MY_MOVE_ERASE_PATH, 'The visitor erases their personal data now (cancelling first where a fee applies).'),
  myMoveReview: privateLink('GET', paths.MY_MOVE_REVIEW_PATH, 'What the visitor may tell of their move, and what they told: their review.'),
  myMoveReviewPost: privateLink('POST', paths.MY_MOVE_REVIEW_PATH, 'The visitor reviews the company that moved them, or tells that a company did not come or that they moved with another.'),
  myMoveReviewUpdate: privateLink('POST', paths.MY_MOVE_REVIEW_UPDATE_PATH, 'The visitor edits their review, within 14 days of posting it.'),
  myMoveReviewDelete: privateLink('POST', paths.MY_MOVE_REVIEW_DELETE_PATH, 'The visitor deletes their review.'),
  myMoveReviewWithdraw: privateLink('POST', paths.MY_MOVE_REVIEW_WITHDRAW_PATH, 'The visitor takes back what they told instead of a review (a company did not come, another company moved them), within 14 days.'),
} as const satisfies Record<string, ApiRoute>;

export type ApiRouteName = keyof typeof API_CONTRACT;

/** Routes by name: the product's API_CONTRACT, or it with a flow's routes added (app/wizard/README.md, "Adding a flow"). */
export type ApiContract = Readonly<Record<string, ApiRoute<string>>>;

/** The paths of the routes of `contract` that count against `budget`. */
export function pathsOfBudget(budget: RateBudget, contract: ApiContract = API_CONTRACT): ReadonlySet<string> {
  return new Set(Object.values(contract).flatMap((route) => (route.budget === budget ? [route.path] : [])));
}
