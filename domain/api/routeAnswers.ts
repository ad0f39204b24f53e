import type { BelongingsMasterResponse } from './belongings.ts';
import type { ApiRouteName } from './contract.ts';
import type { AlliancesRequestResponse, CompaniesResponse, EstimateResponse } from './estimate.ts';
import type { HealthAnswer, LiveAnswer, ReadyAnswer } from './health.ts';
import type { LeadResponse } from './lead.ts';
import type { DistrictsResponse, EmailCheckResponse, GroupedCitiesResponse, HolidaysResponse, LocationResponse, PostalResponse } from './lookups.ts';
import type { MyMoveDateQuote, MyMoveErased, MyMoveView } from './myMove.ts';
import type { AvailabilityResponse, CompanyAvailabilityResponse, QuickBookingReserveResponse, QuickQuoteResponse } from './quickBooking.ts';
import type { ReservationAlliancesResponse, ReservationCompaniesResponse, ReservationReserveResponse } from './reservation.ts';
import type { CompanyReviewsResponse, LeadReviewResponse, MyMoveReviewResponse } from './reviews.ts';
import type { WordingReportResponse } from './wordingReports.ts';
import type { SharingRecord } from '../sharing/sharingRecord.ts';

/**
 * What each route of the contract answers with 200 (spec §7), declared once: the client's calls are
 * typed by it, and the published API document describes each answer by it (`npm run openapi`
 * converts these types to JSON Schema). Errors answer in the one shape of ./errors.ts.
 */
export interface RouteAnswers {
  health: HealthAnswer;
  healthLive: LiveAnswer;
  healthReady: ReadyAnswer;
  postal: PostalResponse;
  location: LocationResponse;
  groupedCities: GroupedCitiesResponse;
  districts: DistrictsResponse;
  holidays: HolidaysResponse;
  belongingsMaster: BelongingsMasterResponse;
  emailCheck: EmailCheckResponse;
  wordingReport: WordingReportResponse;
  quickBookingAvailability: AvailabilityResponse;
  quickBookingCompanyAvailability: CompanyAvailabilityResponse;
  quickBookingQuote: QuickQuoteResponse;
  quickBookingReserve: QuickBookingReserveResponse;
  estimateCompanies: CompaniesResponse;
  companyReviews: CompanyReviewsResponse;
  estimateRequest: EstimateResponse;
  alliancesRequest: AlliancesRequestResponse;
  reservationCompanies: ReservationCompaniesResponse;
  reservationAlliances: ReservationAlliancesResponse;
  reservationReserve: ReservationReserveResponse;
  lead: LeadResponse;
  leadConfirm: LeadResponse;
  leadDecline: LeadResponse;
  leadDateProposalAccept: LeadResponse;
  leadDateProposalDecline: LeadResponse;
  leadReview: LeadReviewResponse;
  leadReviewAnswer: LeadReviewResponse;
  leadReviewReport: LeadReviewResponse;
  myMove: MyMoveView;
  myMoveSharing: SharingRecord;
  myMoveCancel: MyMoveView;
  myMoveDateQuote: MyMoveDateQuote;
  myMoveChangeDate: MyMoveView;
  myMoveWithdraw: MyMoveView;
  myMoveErase: MyMoveErased;
  myMoveReview: MyMoveReviewResponse;
  myMoveReviewPost: MyMoveReviewResponse;
  myMoveReviewUpdate: MyMoveReviewResponse;
  myMoveReviewDelete: MyMoveReviewResponse;
  myMoveReviewWithdraw: MyMoveReviewResponse;
}

/** What `route` answers with 200; a route added to the contract is a type error here until RouteAnswers has its answer. */
export type AnswerOf<Route extends ApiRouteName> = RouteAnswers[Route];
