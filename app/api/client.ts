import type { LeadConfirmRequest, LeadDateProposalAnswer, LeadDeclineRequest, LeadResponse } from '../../domain/api/lead.ts';
import type { BelongingsMasterResponse } from '../../domain/api/belongings.ts';
import { createHttp, type ApiResult, type HttpOptions } from './http.ts';
import type {
  AvailabilityQuery,
  AvailabilityResponse,
  CompanyAvailabilityRequest,
  CompanyAvailabilityResponse,
  QuickBookingReserveRequest,
  QuickBookingReserveResponse,
} from '../../domain/api/quickBooking.ts';
import type {
  AlliancesRequest,
  AlliancesRequestResponse,
  CompaniesQuery,
  CompaniesResponse,
  EstimateRequest,
  EstimateResponse,
} from '../../domain/api/estimate.ts';
import type {
  ReservationAlliancesQuery,
  ReservationAlliancesResponse,
  ReservationCompaniesQuery,
  ReservationCompaniesResponse,
  ReservationReserveRequest,
  ReservationReserveResponse,
} from '../../domain/api/reservation.ts';
import type {
  MyMoveCancelRequest,
  MyMoveDateChangeRequest,
  MyMoveDateQuote,
  MyMoveDateQuoteRequest,
  MyMoveErased,
  MyMoveEraseRequest,
  MyMoveView,
  MyMoveWithdrawRequest,
} from '../../domain/api/myMove.ts';
import type { SharingRecord } from '../../domain/sharing/sharingRecord.ts';
import type {
  DistrictsResponse,
  EmailCheckResponse,
  GroupedCitiesResponse,
  HolidaysResponse,
  PostalResponse,
} from '../../domain/api/lookups.ts';

/** The one way the stores talk to the server (spec §7), grouped by resource. Components never call it. */
export interface ApiClient {
  reference: {
    postal(zipCode: string): Promise<ApiResult<PostalResponse>>;
    groupedCities(prefectureCode: string): Promise<ApiResult<GroupedCitiesResponse>>;
    districts(prefectureCode: string, cityCode: string): Promise<ApiResult<DistrictsResponse>>;
    holidays(): Promise<ApiResult<HolidaysResponse>>;
    belongingsMaster(): Promise<ApiResult<BelongingsMasterResponse>>;
    email(email: string): Promise<ApiResult<EmailCheckResponse>>;
  };
  quickBooking: {
    availability(query: AvailabilityQuery): Promise<ApiResult<AvailabilityResponse>>;
    companyAvailability(body: CompanyAvailabilityRequest): Promise<ApiResult<CompanyAvailabilityResponse>>;
    reserve(body: QuickBookingReserveRequest): Promise<ApiResult<QuickBookingReserveResponse>>;
  };
  estimate: {
    companies(query: CompaniesQuery): Promise<ApiResult<CompaniesResponse>>;
    submit(body: EstimateRequest): Promise<ApiResult<EstimateResponse>>;
    alliancesRequest(body: AlliancesRequest): Promise<ApiResult<AlliancesRequestResponse>>;
  };
  reservation: {
    companies(query: ReservationCompaniesQuery): Promise<ApiResult<ReservationCompaniesResponse>>;
    alliances(query: ReservationAlliancesQuery): Promise<ApiResult<ReservationAlliancesResponse>>;
    reserve(body: ReservationReserveRequest): Promise<ApiResult<ReservationReserveResponse>>;
  };
  /** The company's lead page: the lead its private link opens (the client's `bearerToken`), and the answers. */
  lead: {
    show(): Promise<ApiResult<LeadResponse>>;
    confirm(body: LeadConfirmRequest): Promise<ApiResult<LeadResponse>>;
    decline(body: LeadDeclineRequest): Promise<ApiResult<LeadResponse>>;
    /** The visitor's new day for a confirmed booking: accepted (the booking moves) or declined (the confirmed day stands). */
    answerDateProposal(answer: 'accept' | 'decline', body: LeadDateProposalAnswer): Promise<ApiResult<LeadResponse>>;
  };
  /** The visitor's page: every call carries the private link's token (HttpOptions.bearerToken). */
  myMove: {
    view(): Promise<ApiResult<MyMoveView>>;
    /** The record of the visitor's data given to companies and partner services. */
    sharing(): Promise<ApiResult<SharingRecord>>;
    cancel(body: MyMoveCancelRequest): Promise<ApiResult<MyMoveView>>;
    dateQuote(body: MyMoveDateQuoteRequest): Promise<ApiResult<MyMoveDateQuote>>;
    changeDate(body: MyMoveDateChangeRequest): Promise<ApiResult<MyMoveView>>;
    withdraw(body: MyMoveWithdrawRequest): Promise<ApiResult<MyMoveView>>;
    erase(body: MyMoveEraseRequest): Promise<ApiResult<MyMoveErased>>;
  };
}

/**
 * A path parameter of `call`, encoded; a missing one (null, undefined, or '' which would make
 * another path) is a programming error the client refuses before sending anything (spec §8).
 */
function segment(call: string, name: string, value: string | null | undefined): string {
  if (value === null || value === undefined || value === '') throw new Error(`Required parameter ${name} was null or undefined when calling ${call}.`);
  return encodeURIComponent(value);
}

export function createApiClient(options: HttpOptions): ApiClient {
  const http = createHttp(options);
  return {
    reference: {
      postal: (zipCode) => http.post('/api/postal/', { zipCode }),
      groupedCities: (prefectureCode) => http.get(`/api/grouped-cities/${segment('groupedCities', 'prefectureCode', prefectureCode)}/`),
      districts: (prefectureCode, cityCode) =>
        http.get(`/api/districts/${segment('districts', 'prefectureCode', prefectureCode)}/${segment('districts', 'cityCode', cityCode)}/`),
      holidays: () => http.get('/api/holidays/'),
      belongingsMaster: () => http.get('/api/nimotsu/'),
      email: (email) => http.post('/api/email/', { email }),
    },
    quickBooking: {
      availability: (query) => http.get('/api/kantan-yoyaku/availability/', { ...query }),
      companyAvailability: (body) => http.post('/api/kantan-yoyaku/company-availability/', body),
      reserve: (body) => http.post('/api/kantan-yoyaku/reserve/', body),
    },
    estimate: {
      companies: (query) => http.get('/api/companies/', definedOnly(query)),
      submit: (body) => http.post('/api/estimate/', body),
      alliancesRequest: (body) => http.post('/api/alliances-request/', body),
    },
    reservation: {
      companies: (query) => http.get('/api/reservation/companies/', definedOnly(query)),
      alliances: (query) => http.get('/api/reservation/alliances/', { ...query }),
      reserve: (body) => http.post('/api/reservation/reserve/', body),
    },
    lead: {
      show: () => http.get('/api/lead/'),
      confirm: (body) => http.post('/api/lead/confirm/', body),
      decline: (body) => http.post('/api/lead/decline/', body),
      answerDateProposal: (answer, body) => http.post(`/api/lead/date-proposal/${answer}/`, body),
    },
    myMove: {
      view: () => http.get('/api/my-move/'),
      sharing: () => http.get('/api/my-move/sharing/'),
      cancel: (body) => http.post('/api/my-move/cancel/', body),
      dateQuote: (body) => http.post('/api/my-move/date-quote/', body),
      changeDate: (body) => http.post('/api/my-move/change-date/', body),
      withdraw: (body) => http.post('/api/my-move/withdraw/', body),
      erase: (body) => http.post('/api/my-move/erase/', body),
    },
  };
}

/** A query without its unset optional keys. */
function definedOnly(query: Readonly<Record<string, string | undefined>>): Record<string, string> {
  return Object.fromEntries(Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined));
}
