/**
 * The wire path of every API route (spec §7), as the server's router matches it: a `:name` segment
 * is a path parameter. One plain constant per route, so a page's bundle keeps only the paths it
 * calls; what else is known of a route (method, rate budget, access) is in contract.ts, keyed by
 * the same names.
 */

/** A path of the API: every route is under /api/. */
export type ApiPath = `/api/${string}`;

/** The names of the `:name` parameters of a path pattern. */
export type PathParams<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}` ? Name | PathParams<Rest> : never;

export const HEALTH_PATH = '/api/health/';
export const HEALTH_LIVE_PATH = '/api/health/live/';
export const HEALTH_READY_PATH = '/api/health/ready/';

export const POSTAL_PATH = '/api/postal/';
export const LOCATION_PATH = '/api/location/';
export const GROUPED_CITIES_PATH = '/api/grouped-cities/:prefectureCode/';
export const DISTRICTS_PATH = '/api/districts/:prefectureCode/:cityCode/';
export const HOLIDAYS_PATH = '/api/holidays/';
export const BELONGINGS_MASTER_PATH = '/api/nimotsu/';
export const EMAIL_CHECK_PATH = '/api/email/';
export const WORDING_REPORTS_PATH = '/api/wording-reports/';

export const QUICK_BOOKING_AVAILABILITY_PATH = '/api/kantan-yoyaku/availability/';
export const QUICK_BOOKING_COMPANY_AVAILABILITY_PATH = '/api/kantan-yoyaku/company-availability/';
export const QUICK_BOOKING_QUOTE_PATH = '/api/kantan-yoyaku/quote/';
export const QUICK_BOOKING_RESERVE_PATH = '/api/kantan-yoyaku/reserve/';

export const ESTIMATE_COMPANIES_PATH = '/api/companies/';
export const COMPANY_REVIEWS_PATH = '/api/companies/reviews/';
export const ESTIMATE_PATH = '/api/estimate/';
export const ALLIANCES_REQUEST_PATH = '/api/alliances-request/';

export const RESERVATION_COMPANIES_PATH = '/api/reservation/companies/';
export const RESERVATION_ALLIANCES_PATH = '/api/reservation/alliances/';
export const RESERVATION_RESERVE_PATH = '/api/reservation/reserve/';

export const LEAD_PATH = '/api/lead/';
export const LEAD_CONFIRM_PATH = '/api/lead/confirm/';
export const LEAD_DECLINE_PATH = '/api/lead/decline/';
export const LEAD_DATE_PROPOSAL_ACCEPT_PATH = '/api/lead/date-proposal/accept/';
export const LEAD_DATE_PROPOSAL_DECLINE_PATH = '/api/lead/date-proposal/decline/';
export const LEAD_REVIEW_PATH = '/api/lead/review/';
export const LEAD_REVIEW_ANSWER_PATH = '/api/lead/review/answer/';
export const LEAD_REVIEW_REPORT_PATH = '/api/lead/review/report/';

export const MY_MOVE_PATH = '/api/my-move/';
export const MY_MOVE_SHARING_PATH = '/api/my-move/sharing/';
export const MY_MOVE_CANCEL_PATH = '/api/my-move/cancel/';
export const MY_MOVE_DATE_QUOTE_PATH = '/api/my-move/date-quote/';
export const MY_MOVE_CHANGE_DATE_PATH = '/api/my-move/change-date/';
export const MY_MOVE_WITHDRAW_PATH = '/api/my-move/withdraw/';
export const MY_MOVE_ERASE_PATH = '/api/my-move/erase/';
export const MY_MOVE_REVIEW_PATH = '/api/my-move/review/';
export const MY_MOVE_REVIEW_UPDATE_PATH = '/api/my-move/review/update/';
export const MY_MOVE_REVIEW_DELETE_PATH = '/api/my-move/review/delete/';
export const MY_MOVE_REVIEW_WITHDRAW_PATH = '/api/my-move/review/withdraw/';
