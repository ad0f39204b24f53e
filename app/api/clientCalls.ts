import type { ApiRouteName } from '../../domain/api/contract.ts';
import type { AnswerOf } from '../../domain/api/routeAnswers.ts';
import type { ApiClient } from './client.ts';
import type { ApiResult } from './http.ts';

/**
 * A route's call as a server stand-in receives it: the path's parameters, the query and the body.
 * The stand-in trusts them (the real server checks each against the route's schemas,
 * domain/api/routeInputs.ts), so query and body pass to the client's call as they came.
 */
export interface RouteInput {
  params: Readonly<Record<string, string>>;
  query: never;
  body: never;
}

/** The client's call that asks route `R`, made from what the route received. */
export type ClientCall<R extends ApiRouteName> = (api: ApiClient, input: RouteInput) => Promise<ApiResult<AnswerOf<R>>>;

/**
 * Which call of the client (./client.ts) asks each route it calls, so that a stand-in for the
 * server answers every route from an `ApiClient` (the in-memory fake of the store tests): Storybook's
 * handlers are made from this and the contract (stories/pages/support/apiHandlers.ts). The client's
 * test checks that each call asks its route. Only tests and stories load it.
 */
export const CLIENT_CALLS: { readonly [R in ApiRouteName]?: ClientCall<R> } = {
  postal: (api, { body }) => api.reference.postal((body as { zipCode: string }).zipCode),
  groupedCities: (api, { params }) => api.reference.groupedCities(params.prefectureCode ?? ''),
  districts: (api, { params }) => api.reference.districts(params.prefectureCode ?? '', params.cityCode ?? ''),
  holidays: (api) => api.reference.holidays(),
  belongingsMaster: (api) => api.reference.belongingsMaster(),
  emailCheck: (api, { body }) => api.reference.email((body as { email: string }).email),
  wordingReport: (api, { body }) => api.wordings.report(body),
  quickBookingAvailability: (api, { query }) => api.quickBooking.availability(query),
  quickBookingCompanyAvailability: (api, { body }) => api.quickBooking.companyAvailability(body),
  quickBookingReserve: (api, { body }) => api.quickBooking.reserve(body),
  estimateCompanies: (api, { query }) => api.estimate.companies(query),
  estimateRequest: (api, { body }) => api.estimate.submit(body),
  alliancesRequest: (api, { body }) => api.estimate.alliancesRequest(body),
  reservationCompanies: (api, { query }) => api.reservation.companies(query),
  reservationAlliances: (api, { query }) => api.reservation.alliances(query),
  reservationReserve: (api, { body }) => api.reservation.reserve(body),
  companyReviews: (api, { query }) => api.reviews.ofCompany((query as { code: string }).code),
  lead: (api) => api.lead.show(),
  leadConfirm: (api, { body }) => api.lead.confirm(body),
  leadDecline: (api, { body }) => api.lead.decline(body),
  leadDateProposalAccept: (api, { body }) => api.lead.answerDateProposal('accept', body),
  leadDateProposalDecline: (api, { body }) => api.lead.answerDateProposal('decline', body),
  leadReview: (api) => api.lead.review(),
  leadReviewAnswer: (api, { body }) => api.lead.answerReview(body),
  leadReviewReport: (api, { body }) => api.lead.reportReview(body),
  myMove: (api) => api.myMove.view(),
  myMoveSharing: (api) => api.myMove.sharing(),
  myMoveCancel: (api, { body }) => api.myMove.cancel(body),
  myMoveDateQuote: (api, { body }) => api.myMove.dateQuote(body),
  myMoveChangeDate: (api, { body }) => api.myMove.changeDate(body),
  myMoveWithdraw: (api, { body }) => api.myMove.withdraw(body),
  myMoveErase: (api, { body }) => api.myMove.erase(body),
  myMoveReview: (api) => api.myMove.review(),
  myMoveReviewPost: (api, { body }) => api.myMove.tellMove(body),
  myMoveReviewUpdate: (api, { body }) => api.myMove.editReview(body),
  myMoveReviewDelete: (api, { body }) => api.myMove.deleteReview(body),
  myMoveReviewWithdraw: (api, { body }) => api.myMove.withdrawOutcome(body),
};
