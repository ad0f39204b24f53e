export type { ApiFieldError, ApiErrorBody } from './errors.ts';
export { API_ERROR_CODES } from './errors.ts';
export { ERROR_MASTER, errorMessageOf } from './errorMaster.ts';
export type { PersonTypeCounts, BelongingsItem, BelongingsCategory, BelongingsMasterResponse } from './belongings.ts';
export { CARDBOARD_ITEM_CODE } from './belongings.ts';
export type { EstimateBelongings, QuickBelongingsCategory } from './belongingsPayload.ts';
export { estimateBelongingsShapeSchema, estimateBelongingsSchema, quickBelongingsSchema } from './belongingsPayload.ts';
export type { EstimateCompany, PricedCompany, Alliance } from './company.ts';
export type { PricePart, PricePartCode, PriceLine, PriceLineKind, PriceLineChange } from './priceLines.ts';
export { pricePartSchema } from './pricePartSchema.ts';
export {
  PRICE_PART_CODES,
  PRICE_LINE_KINDS,
  PRICE_LINE_LABELS,
  priceLinesOf,
  sumOf,
  linesAddUpTo,
  comparePriceLines,
  changedPriceLines,
} from './priceLines.ts';
export type {
  EstimateRequest,
  EstimateResultCompany,
  EstimateResponse,
  AlliancesRequest,
  AlliancesRequestResponse,
  CompaniesQuery,
  ParsedCompaniesQuery,
  CompaniesResponse,
} from './estimate.ts';
export {
  kibouJikanArraySchema,
  estimateRequestSchema,
  alliancesRequestSchema,
  companiesQuerySchema,
} from './estimate.ts';
export type {
  ReservationReserveRequest,
  ReservationReserveResponse,
  ReservationCompaniesQuery,
  ParsedReservationCompaniesQuery,
  ReservationCompaniesResponse,
  ReservationAlliancesQuery,
  ReservationAlliancesResponse,
} from './reservation.ts';
export {
  reservationReserveRequestSchema,
  reservationCompaniesQuerySchema,
  reservationAlliancesQuerySchema,
} from './reservation.ts';
export type {
  PostalResult,
  PostalResponse,
  District,
  DistrictsResponse,
  CityGroup,
  GroupedCitiesResponse,
  LocationResult,
  LocationResponse,
  HolidaysResponse,
  EmailCheckResponse,
} from './lookups.ts';
export {
  postalRequestSchema,
  districtsParamsSchema,
  groupedCitiesParamsSchema,
  locationRequestSchema,
  emailRequestSchema,
} from './lookups.ts';
export type {
  AvailabilityQuery,
  AvailabilityResponse,
  CompanyAvailabilityRequest,
  CompanyInfo,
  DayAvailability,
  CompanyAvailabilityResponse,
  QuickBookingReserveRequest,
  QuickBookingReserveResponse,
  QuickQuoteResponse,
  PriceChangedBody,
} from './quickBooking.ts';
export {
  availabilityQuerySchema,
  fromBuildingSchema,
  toBuildingSchema,
  companyAvailabilityRequestSchema,
  quickBookingReserveRequestSchema,
} from './quickBooking.ts';
export type { MovingRequestAddress, CompanyListMove, MovingRequestValues } from './payloads/movingRequest.ts';
export type { EstimateScheduleValues, EstimateFormValues } from './payloads/estimatePayload.ts';
export type { ReservationScheduleValues, ReservationFormValues } from './payloads/reservationPayload.ts';
export type { QuickBookingMoveValues, QuickBookingReserveValues } from './payloads/quickBookingPayload.ts';
export { buildEstimateBelongings, buildQuickBelongings } from './payloads/belongings.ts';
export { kibouJikanArray, buildEstimatePayload, estimateCompaniesQueryOf } from './payloads/estimatePayload.ts';
export { buildReservationReservePayload, reservationCompaniesQueryOf } from './payloads/reservationPayload.ts';
export { buildCompanyAvailabilityRequest, buildQuickBookingReserveRequest } from './payloads/quickBookingPayload.ts';
