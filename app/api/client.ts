import type { LeadConfirmRequest, LeadDateProposalAnswer, LeadDeclineRequest } from '../../domain/api/lead.ts';
import {
  ALLIANCES_REQUEST_PATH,
  BELONGINGS_MASTER_PATH,
  COMPANY_REVIEWS_PATH,
  DISTRICTS_PATH,
  EMAIL_CHECK_PATH,
  ESTIMATE_COMPANIES_PATH,
  ESTIMATE_PATH,
  GROUPED_CITIES_PATH,
  HOLIDAYS_PATH,
  LEAD_CONFIRM_PATH,
  LEAD_DATE_PROPOSAL_ACCEPT_PATH,
  LEAD_DATE_PROPOSAL_DECLINE_PATH,
  LEAD_DECLINE_PATH,
  LEAD_PATH,
  LEAD_REVIEW_ANSWER_PATH,
  LEAD_REVIEW_PATH,
  LEAD_REVIEW_REPORT_PATH,
  MY_MOVE_CANCEL_PATH,
  MY_MOVE_CHANGE_DATE_PATH,
  MY_MOVE_DATE_QUOTE_PATH,
  MY_MOVE_ERASE_PATH,
  MY_MOVE_PATH,
  MY_MOVE_REVIEW_DELETE_PATH,
  MY_MOVE_REVIEW_WITHDRAW_PATH,
  MY_MOVE_REVIEW_PATH,
  MY_MOVE_REVIEW_UPDATE_PATH,
  MY_MOVE_SHARING_PATH,
  MY_MOVE_WITHDRAW_PATH,
  POSTAL_PATH,
  QUICK_BOOKING_AVAILABILITY_PATH,
  QUICK_BOOKING_COMPANY_AVAILABILITY_PATH,
  QUICK_BOOKING_RESERVE_PATH,
  RESERVATION_ALLIANCES_PATH,
  RESERVATION_COMPANIES_PATH,
  RESERVATION_RESERVE_PATH,
  WORDING_REPORTS_PATH,
  type PathParams,
} from '../../domain/api/paths.ts';
import { createHttp, type ApiResult, type HttpOptions } from './http.ts';
import type { LeadReviewAnswerRequest, LeadReviewReportRequest, MyMoveOutcomeWithdrawRequest, MyMoveReviewDeleteRequest, MyMoveReviewRequest } from '../../domain/api/reviews.ts';
import type { AvailabilityQuery, CompanyAvailabilityRequest, QuickBookingReserveRequest } from '../../domain/api/quickBooking.ts';
import type { AlliancesRequest, CompaniesQuery, EstimateRequest } from '../../domain/api/estimate.ts';
import type { ReservationAlliancesQuery, ReservationCompaniesQuery, ReservationReserveRequest } from '../../domain/api/reservation.ts';
import type { MyMoveCancelRequest, MyMoveDateChangeRequest, MyMoveDateQuoteRequest, MyMoveEraseRequest, MyMoveWithdrawRequest } from '../../domain/api/myMove.ts';
import type { AnswerOf } from '../../domain/api/routeAnswers.ts';
import type { WordingReportRequest } from '../../domain/api/wordingReports.ts';

/** The one way the stores talk to the server (spec §7), grouped by resource, each call typed by its route's answer (domain/api/routeAnswers.ts). Components never call it. */
export interface ApiClient {
  reference: {
    postal(zipCode: string): Promise<ApiResult<AnswerOf<'postal'>>>;
    groupedCities(prefectureCode: string): Promise<ApiResult<AnswerOf<'groupedCities'>>>;
    districts(prefectureCode: string, cityCode: string): Promise<ApiResult<AnswerOf<'districts'>>>;
    holidays(): Promise<ApiResult<AnswerOf<'holidays'>>>;
    belongingsMaster(): Promise<ApiResult<AnswerOf<'belongingsMaster'>>>;
    email(email: string): Promise<ApiResult<AnswerOf<'emailCheck'>>>;
  };
  quickBooking: {
    availability(query: AvailabilityQuery): Promise<ApiResult<AnswerOf<'quickBookingAvailability'>>>;
    companyAvailability(body: CompanyAvailabilityRequest): Promise<ApiResult<AnswerOf<'quickBookingCompanyAvailability'>>>;
    reserve(body: QuickBookingReserveRequest): Promise<ApiResult<AnswerOf<'quickBookingReserve'>>>;
  };
  estimate: {
    companies(query: CompaniesQuery): Promise<ApiResult<AnswerOf<'estimateCompanies'>>>;
    submit(body: EstimateRequest): Promise<ApiResult<AnswerOf<'estimateRequest'>>>;
    alliancesRequest(body: AlliancesRequest): Promise<ApiResult<AnswerOf<'alliancesRequest'>>>;
  };
  reservation: {
    companies(query: ReservationCompaniesQuery): Promise<ApiResult<AnswerOf<'reservationCompanies'>>>;
    alliances(query: ReservationAlliancesQuery): Promise<ApiResult<AnswerOf<'reservationAlliances'>>>;
    reserve(body: ReservationReserveRequest): Promise<ApiResult<AnswerOf<'reservationReserve'>>>;
  };
  /** The company's lead page: the lead its private link opens (the client's `bearerToken`), and the answers. */
  lead: {
    show(): Promise<ApiResult<AnswerOf<'lead'>>>;
    confirm(body: LeadConfirmRequest): Promise<ApiResult<AnswerOf<'leadConfirm'>>>;
    decline(body: LeadDeclineRequest): Promise<ApiResult<AnswerOf<'leadDecline'>>>;
    /** The visitor's new day for a confirmed booking: accepted (the booking moves) or declined (the confirmed day stands). */
    answerDateProposal(answer: 'accept' | 'decline', body: LeadDateProposalAnswer): Promise<ApiResult<AnswerOf<'leadDateProposalAccept'>>>;
    /** The review of the lead, if its visitor wrote one; the company answers it once or reports it. */
    review(): Promise<ApiResult<AnswerOf<'leadReview'>>>;
    answerReview(body: LeadReviewAnswerRequest): Promise<ApiResult<AnswerOf<'leadReviewAnswer'>>>;
    reportReview(body: LeadReviewReportRequest): Promise<ApiResult<AnswerOf<'leadReviewReport'>>>;
  };
  /** Words of a translated page that read wrong, reported by its reader (issue 37). */
  wordings: {
    report(body: WordingReportRequest): Promise<ApiResult<AnswerOf<'wordingReport'>>>;
  };
  /** Reviews of moves booked here (issue 38). */
  reviews: {
    /** A company's score and its newest reviews. */
    ofCompany(code: string): Promise<ApiResult<AnswerOf<'companyReviews'>>>;
  };
  /** The visitor's page: every call carries the private link's token (HttpOptions.bearerToken). */
  myMove: {
    view(): Promise<ApiResult<AnswerOf<'myMove'>>>;
    /** The record of the visitor's data given to companies and partner services. */
    sharing(): Promise<ApiResult<AnswerOf<'myMoveSharing'>>>;
    cancel(body: MyMoveCancelRequest): Promise<ApiResult<AnswerOf<'myMoveCancel'>>>;
    dateQuote(body: MyMoveDateQuoteRequest): Promise<ApiResult<AnswerOf<'myMoveDateQuote'>>>;
    changeDate(body: MyMoveDateChangeRequest): Promise<ApiResult<AnswerOf<'myMoveChangeDate'>>>;
    withdraw(body: MyMoveWithdrawRequest): Promise<ApiResult<AnswerOf<'myMoveWithdraw'>>>;
    erase(body: MyMoveEraseRequest): Promise<ApiResult<AnswerOf<'myMoveErase'>>>;
    /** What the visitor may tell of their move, and their review. */
    review(): Promise<ApiResult<AnswerOf<'myMoveReview'>>>;
    tellMove(body: MyMoveReviewRequest): Promise<ApiResult<AnswerOf<'myMoveReviewPost'>>>;
    editReview(body: MyMoveReviewRequest): Promise<ApiResult<AnswerOf<'myMoveReviewUpdate'>>>;
    deleteReview(body: MyMoveReviewDeleteRequest): Promise<ApiResult<AnswerOf<'myMoveReviewDelete'>>>;
    /** Takes back that a company did not come or that another moved them. */
    withdrawOutcome(body: MyMoveOutcomeWithdrawRequest): Promise<ApiResult<AnswerOf<'myMoveReviewWithdraw'>>>;
  };
}

/**
 * The path of `call` from its route's `pattern`, each `:name` replaced by its parameter, encoded; a
 * missing one (null, undefined, or '' which would make another path) is a programming error the
 * client refuses before sending anything (spec §8).
 */
function pathOf<Pattern extends string>(call: string, pattern: Pattern, params: Readonly<Record<PathParams<Pattern>, string>>): string {
  return pattern.replace(/:(\w+)/g, (_parameter, name: PathParams<Pattern>) => {
    const value: string | null | undefined = params[name];
    if (value === null || value === undefined || value === '') throw new Error(`Required parameter ${name} was null or undefined when calling ${call}.`);
    return encodeURIComponent(value);
  });
}

export function createApiClient(options: HttpOptions): ApiClient {
  const http = createHttp(options);
  return {
    reference: {
      postal: (zipCode) => http.post(POSTAL_PATH, { zipCode }),
      groupedCities: (prefectureCode) => http.get(pathOf('groupedCities', GROUPED_CITIES_PATH, { prefectureCode })),
      districts: (prefectureCode, cityCode) => http.get(pathOf('districts', DISTRICTS_PATH, { prefectureCode, cityCode })),
      holidays: () => http.get(HOLIDAYS_PATH),
      belongingsMaster: () => http.get(BELONGINGS_MASTER_PATH),
      email: (email) => http.post(EMAIL_CHECK_PATH, { email }),
    },
    quickBooking: {
      availability: (query) => http.get(QUICK_BOOKING_AVAILABILITY_PATH, { ...query }),
      companyAvailability: (body) => http.post(QUICK_BOOKING_COMPANY_AVAILABILITY_PATH, body),
      reserve: (body) => http.post(QUICK_BOOKING_RESERVE_PATH, body),
    },
    estimate: {
      companies: (query) => http.get(ESTIMATE_COMPANIES_PATH, definedOnly(query)),
      submit: (body) => http.post(ESTIMATE_PATH, body),
      alliancesRequest: (body) => http.post(ALLIANCES_REQUEST_PATH, body),
    },
    reservation: {
      companies: (query) => http.get(RESERVATION_COMPANIES_PATH, definedOnly(query)),
      alliances: (query) => http.get(RESERVATION_ALLIANCES_PATH, { ...query }),
      reserve: (body) => http.post(RESERVATION_RESERVE_PATH, body),
    },
    lead: {
      show: () => http.get(LEAD_PATH),
      confirm: (body) => http.post(LEAD_CONFIRM_PATH, body),
      decline: (body) => http.post(LEAD_DECLINE_PATH, body),
      answerDateProposal: (answer, body) => http.post(answer === 'accept' ? LEAD_DATE_PROPOSAL_ACCEPT_PATH : LEAD_DATE_PROPOSAL_DECLINE_PATH, body),
      review: () => http.get(LEAD_REVIEW_PATH),
      answerReview: (body) => http.post(LEAD_REVIEW_ANSWER_PATH, body),
      reportReview: (body) => http.post(LEAD_REVIEW_REPORT_PATH, body),
    },
    wordings: {
      report: (body) => http.post(WORDING_REPORTS_PATH, body),
    },
    reviews: {
      ofCompany: (code) => http.get(COMPANY_REVIEWS_PATH, { code }),
    },
    myMove: {
      view: () => http.get(MY_MOVE_PATH),
      sharing: () => http.get(MY_MOVE_SHARING_PATH),
      cancel: (body) => http.post(MY_MOVE_CANCEL_PATH, body),
      dateQuote: (body) => http.post(MY_MOVE_DATE_QUOTE_PATH, body),
      changeDate: (body) => http.post(MY_MOVE_CHANGE_DATE_PATH, body),
      withdraw: (body) => http.post(MY_MOVE_WITHDRAW_PATH, body),
      erase: (body) => http.post(MY_MOVE_ERASE_PATH, body),
      review: () => http.get(MY_MOVE_REVIEW_PATH),
      tellMove: (body) => http.post(MY_MOVE_REVIEW_PATH, body),
      editReview: (body) => http.post(MY_MOVE_REVIEW_UPDATE_PATH, body),
      deleteReview: (body) => http.post(MY_MOVE_REVIEW_DELETE_PATH, body),
      withdrawOutcome: (body) => http.post(MY_MOVE_REVIEW_WITHDRAW_PATH, body),
    },
  };
}

/** A query without its unset optional keys. */
function definedOnly(query: Readonly<Record<string, string | undefined>>): Record<string, string> {
  return Object.fromEntries(Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined));
}
