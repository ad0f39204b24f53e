import type { ZodType } from 'zod';
import type { ApiRouteName } from './contract.ts';
import { alliancesRequestSchema, companiesQuerySchema, estimateRequestSchema } from './estimate.ts';
import { leadConfirmRequestSchema, leadDateProposalAnswerSchema, leadDeclineRequestSchema } from './leadRequests.ts';
import { districtsParamsSchema, emailRequestSchema, groupedCitiesParamsSchema, locationRequestSchema, postalRequestSchema } from './lookups.ts';
import {
  myMoveCancelRequestSchema,
  myMoveDateChangeRequestSchema,
  myMoveDateQuoteRequestSchema,
  myMoveEraseRequestSchema,
  myMoveWithdrawRequestSchema,
} from './myMoveRequests.ts';
import { availabilityQuerySchema, companyAvailabilityRequestSchema, quickBookingReserveRequestSchema, quickQuoteRequestSchema } from './quickBooking.ts';
import { companyReviewsQuerySchema, leadReviewAnswerSchema, leadReviewReportSchema, myMoveOutcomeWithdrawSchema, myMoveReviewDeleteSchema, myMoveReviewRequestSchema } from './reviewRequests.ts';
import { reservationAlliancesQuerySchema, reservationCompaniesQuerySchema, reservationReserveRequestSchema } from './reservation.ts';
import { wordingReportRequestSchema } from './wordingReports.ts';

/** What a route reads from a request, each part with the schema the server validates it by. */
export interface RouteInputs {
  /** The path's `:name` segments. */
  params?: ZodType;
  query?: ZodType;
  /** The JSON body of a POST. */
  body?: ZodType;
}

/**
 * Each route's inputs (spec §7), beside the contract (contract.ts): the server validates a request
 * by these schemas, the same the forms' rules build (every write is validated again on the server),
 * and the published API document describes them (`npm run openapi`). Apart from the contract, which
 * the browser's client reads: a page loads the schemas of the forms it shows, not all of them.
 * Every route is listed, those that read nothing with `{}`, so a route added to the contract is
 * declared here too.
 */
export const ROUTE_INPUTS = {
  health: {},
  healthLive: {},
  healthReady: {},

  postal: { body: postalRequestSchema },
  location: { body: locationRequestSchema },
  groupedCities: { params: groupedCitiesParamsSchema },
  districts: { params: districtsParamsSchema },
  holidays: {},
  belongingsMaster: {},
  emailCheck: { body: emailRequestSchema },
  wordingReport: { body: wordingReportRequestSchema },

  quickBookingAvailability: { query: availabilityQuerySchema },
  quickBookingCompanyAvailability: { body: companyAvailabilityRequestSchema },
  quickBookingQuote: { body: quickQuoteRequestSchema },
  quickBookingReserve: { body: quickBookingReserveRequestSchema },

  estimateCompanies: { query: companiesQuerySchema },
  companyReviews: { query: companyReviewsQuerySchema },
  estimateRequest: { body: estimateRequestSchema },
  alliancesRequest: { body: alliancesRequestSchema },

  reservationCompanies: { query: reservationCompaniesQuerySchema },
  reservationAlliances: { query: reservationAlliancesQuerySchema },
  reservationReserve: { body: reservationReserveRequestSchema },

  lead: {},
  leadConfirm: { body: leadConfirmRequestSchema },
  leadDecline: { body: leadDeclineRequestSchema },
  leadDateProposalAccept: { body: leadDateProposalAnswerSchema },
  leadDateProposalDecline: { body: leadDateProposalAnswerSchema },
  leadReview: {},
  leadReviewAnswer: { body: leadReviewAnswerSchema },
  leadReviewReport: { body: leadReviewReportSchema },

  myMove: {},
  myMoveSharing: {},
  myMoveCancel: { body: myMoveCancelRequestSchema },
  myMoveDateQuote: { body: myMoveDateQuoteRequestSchema },
  myMoveChangeDate: { body: myMoveDateChangeRequestSchema },
  myMoveWithdraw: { body: myMoveWithdrawRequestSchema },
  myMoveErase: { body: myMoveEraseRequestSchema },
  myMoveReview: {},
  myMoveReviewPost: { body: myMoveReviewRequestSchema },
  myMoveReviewUpdate: { body: myMoveReviewRequestSchema },
  myMoveReviewDelete: { body: myMoveReviewDeleteSchema },
  myMoveReviewWithdraw: { body: myMoveOutcomeWithdrawSchema },
} as const satisfies Record<ApiRouteName, RouteInputs>;
