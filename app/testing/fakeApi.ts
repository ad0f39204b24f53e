import { API_ERROR_CODES, type ApiFieldError } from '../../domain/api/errors.ts';
import type {
  CompanyAvailabilityRequest,
  CompanyInfo,
  QuickBookingReserveRequest,
  QuickBookingReserveResponse,
} from '../../domain/api/quickBooking.ts';
import type { BelongingsCategory } from '../../domain/api/belongings.ts';
import type { PricePart } from '../../domain/api/priceLines.ts';
import type { EmailCheckResponse, PostalResult } from '../../domain/api/lookups.ts';
import type { Alliance, EstimateCompany, PricedCompany } from '../../domain/api/company.ts';
import type { AlliancesRequest, CompaniesQuery, EstimateRequest, EstimateResponse } from '../../domain/api/estimate.ts';
import type { ReservationCompaniesQuery, ReservationReserveRequest, ReservationReserveResponse } from '../../domain/api/reservation.ts';
import type { LeadConfirmRequest, LeadDateProposalAnswer, LeadDeclineRequest, LeadResponse } from '../../domain/api/lead.ts';
import { MY_MOVE_ERRORS, type MyMoveView } from '../../domain/api/myMove.ts';
import type { SharingRecord } from '../../domain/sharing/sharingRecord.ts';
import type { ApiClient } from '../api/client.ts';
import { sampleLead } from './leadFixture.ts';
import type { CompanyReviews, CompanyReviewsResponse, LeadReview, MyMoveOutcomeWithdrawRequest, MyMoveReview, MyMoveReviewDeleteRequest, MyMoveReviewRequest } from '../../domain/api/reviews.ts';
import type { WordingReportRequest } from '../../domain/api/wordingReports.ts';
import { reviewSummaryOf } from '../../domain/reviews/reviewScore.ts';
import type { ApiResult } from '../api/http.ts';

const ok = <T>(data: T): Promise<ApiResult<T>> => Promise.resolve({ kind: 'ok', data });
const LINK_UNAVAILABLE: ApiFieldError = { ...MY_MOVE_ERRORS.linkUnavailable, field: null };
/** When the fake server records a review, an answer or a report. */
const FAKE_REVIEW_NOW = '2026-11-25T05:00:00.000Z';
/** Fourteen days after FAKE_REVIEW_NOW: until when a review or an outcome told then may change. */
const FAKE_REVIEW_EDITABLE_UNTIL = '2026-12-09T05:00:00.000Z';
const failed = <T>(status: number, errors: ApiFieldError[]): Promise<ApiResult<T>> => Promise.resolve({ kind: 'failed', status, errors });

/** Reviews as the fake server reports a company's: five, averaging `mean` (sample data of the tests and stories only). */
export function fakeReviews(mean = 4): CompanyReviews {
  const distribution: [number, number, number, number, number] = [0, 0, 0, 0, 0];
  distribution[Math.round(mean) - 1] = 5;
  return { count: 5, mean, distribution, priceKept: { kept: 4, of: 5 }, rankingScore: mean };
}

/** A company as the fake server offers it. */
export function company(id: string, overrides: Partial<CompanyInfo> = {}): CompanyInfo {
  const price = overrides.price ?? 50_000;
  const priceForAm = overrides.priceForAm === undefined ? 60_000 : overrides.priceForAm;
  return {
    companyId: id,
    name: `引越社${id}`,
    price,
    priceParts: basePriceParts(price),
    priceForAm,
    priceForAmParts: priceForAm === null ? null : basePriceParts(priceForAm),
    acceptAmPreferredRequest: true,
    order: Number(id.replace(/\D/g, '')) || 1,
    satisfactionRate: overrides.satisfactionRate ?? 4,
    reviews: fakeReviews(overrides.satisfactionRate ?? 4),
    telephoneNumber: '0120000000',
    businessHours: '9:00-18:00',
    logoImageFilePath: '/images/companies/a.png',
    ...overrides,
  };
}

/** The one address of postal code 160-0022 (Shinjuku), for postal-lookup tests. */
/** The capability the fake's estimate answers carry (the server's is 256 random bits). */
export const FAKE_ALLIANCE_TOKEN = 'alliance-token-of-MT-1';

export const SHINJUKU_POSTAL: PostalResult = {
  postalCode: '1600022',
  prefectureCode: '13',
  cityCode: '13104',
  districtCode: '131040001',
  districtName: '新宿',
  address: '東京都新宿区新宿',
};

/** A small belongings master: one category of two items. */
export const FAKE_BELONGINGS: BelongingsCategory[] = [
  {
    code: '1',
    label: '家具',
    order: 1,
    items: [
      { code: '10001', label: 'ベッド', unit: '台', count: { single: 1, pair: 2, family: 3 }, image: '/images/nimotsu/bed.svg', note: '', order: 1, volume: 1 },
      { code: '10002', label: 'テレビ', unit: '台', count: { single: 0, pair: 1, family: 1 }, image: '/images/nimotsu/tv.svg', note: '', order: 2, volume: 0.2 },
    ],
  },
];

/**
 * An API client answering from memory for store tests: `offers(date)` says who is bookable on a
 * day; `reserveAnswer` decides the reservation; every request is recorded.
 */
export class FakeApi implements ApiClient {
  offers: (date: string) => CompanyInfo[] = () => [company('c1')];
  availabilityFailure: ApiFieldError | undefined;
  reserveAnswer: 'ok' | 'duplicate' | 'full' | 'priceChanged' | 'error' = 'ok';
  postalResults: PostalResult[] = [];
  readonly availabilityRequests: CompanyAvailabilityRequest[] = [];
  readonly reserveRequests: QuickBookingReserveRequest[] = [];
  /** The e-mail check's answer. */
  emailAnswer: EmailCheckResponse = { message: null };
  readonly emailChecks: string[] = [];
  /** The estimate side: companies and partners listed, how the estimate is answered, every call recorded. */
  estimateCompanies: EstimateCompany[] = [estimateCompany('K001'), estimateCompany('K002')];
  estimateAlliances: Alliance[] = [alliance('A001')];
  estimateAnswer: 'ok' | 'duplicate' | 'error' = 'ok';
  readonly companiesQueries: CompaniesQuery[] = [];
  readonly estimateRequests: EstimateRequest[] = [];
  readonly alliancesRequests: AlliancesRequest[] = [];
  /** The reservation side: companies listed with their average, partners, how the reservation is answered, every call recorded. */
  reservationCompanies: PricedCompany[] = [pricedCompany('R001'), pricedCompany('R002'), pricedCompany('R003'), pricedCompany('R004')];
  reservationAlliances: Alliance[] = [alliance('A001')];
  reservationAnswer: 'ok' | 'duplicate' | 'full' | 'error' = 'ok';
  readonly reservationQueries: ReservationCompaniesQuery[] = [];
  readonly reservationRequests: ReservationReserveRequest[] = [];

  reference: ApiClient['reference'] = {
    postal: () => ok({ results: this.postalResults, message: null }),
    groupedCities: () => ok({ results: [{ label: 'か行', data: [{ cityCode: '13101', cityName: '千代田区' }] }] }),
    districts: () => ok({ results: [{ districtCode: 'd1', districtName: '丸の内', postalCode: '1000005' }] }),
    holidays: () => ok({ results: [] }),
    belongingsMaster: () => ok({ categories: FAKE_BELONGINGS }),
    email: (email) => {
      this.emailChecks.push(email);
      return ok(this.emailAnswer);
    },
  };

  quickBooking: ApiClient['quickBooking'] = {
    availability: () => ok({ result: true, errors: [] }),
    companyAvailability: (body) => {
      this.availabilityRequests.push(body);
      if (this.availabilityFailure) return failed(400, [this.availabilityFailure]);
      const results = [];
      for (let date = body.fromDate; date <= body.toDate; date = nextDay(date)) {
        const companyInfos = this.offers(date);
        if (companyInfos.length > 0) results.push({ date, companyInfos });
      }
      return ok({ results, errors: [] });
    },
    reserve: (body) => {
      this.reserveRequests.push(body);
      if (this.reserveAnswer === 'duplicate') return failed(409, [{ code: '1001', message: '既に予約されています', field: null }]);
      if (this.reserveAnswer === 'full') return failed(409, [{ code: '1002', message: '満員', field: null }]);
      if (this.reserveAnswer === 'priceChanged') return failed(409, [{ code: '1003', message: '料金変更', field: null }]);
      if (this.reserveAnswer === 'error') return failed(500, [{ code: 'INTERNAL', message: 'error', field: null }]);
      const answer: QuickBookingReserveResponse = { reservationId: 'R-1', expiredDate: '2026-12-01T00:00:00+09:00', closedDays: ['水'], errors: [] };
      return ok(answer);
    },
  };

  estimate: ApiClient['estimate'] = {
    companies: (query) => {
      this.companiesQueries.push(query);
      return ok({ kaisha: this.estimateCompanies, alliance: this.estimateAlliances });
    },
    submit: (body) => {
      this.estimateRequests.push(body);
      if (this.estimateAnswer === 'duplicate') return failed(409, [{ code: 'DUPLICATE_BOOKING', message: '既に予約されています', field: null }]);
      if (this.estimateAnswer === 'error') return failed(500, [{ code: 'INTERNAL', message: 'error', field: null }]);
      // Like the server: a company listed without an estimate receives the request unpriced.
      const givesEstimate = (code: string) => this.estimateCompanies.find((listed) => listed.kissCd === code)?.estimate ?? true;
      const answered = (code: string) => ({ kissCd: code, name: `引越社${code}`, rate: 4.2, logoFileNm: '/images/companies/a.png' });
      const answer: EstimateResponse = {
        status: 'success',
        failure: [],
        estimate: body.kaisha.filter(givesEstimate).map((code) => ({ ...answered(code), price: 80_000, priceParts: basePriceParts(80_000) })),
        withoutEstimate: body.kaisha.filter((code) => !givesEstimate(code)).map((code) => ({ ...answered(code), price: null, priceParts: null })),
        requestDateTime: '2026-11-23T09:00:00.000Z',
        requestId: 'MT-1',
        janetEncodeAddress: 'abc',
        alliance: this.estimateAlliances.filter((alliance) => body.alliance.includes(alliance.alliance_id)),
        contactMethod: body.contactMethod,
        contactWindows: body.contactWindows,
        allianceToken: FAKE_ALLIANCE_TOKEN,
      };
      return ok(answer);
    },
    alliancesRequest: (body) => {
      this.alliancesRequests.push(body);
      return ok({ requestId: body.requestId, alliance: [...body.alliance] });
    },
  };

  /** The lead page: the lead the link opens (undefined: the link opens none, 404), and the answers sent. */
  leadView: LeadResponse | undefined = sampleLead();
  readonly leadAnswers: (LeadConfirmRequest | LeadDeclineRequest | (LeadDateProposalAnswer & { answer: 'accept' | 'decline' }))[] = [];
  /** The failure the next answer meets, if any (e.g. a 409 when another answer won). */
  leadAnswerFailure: { status: number; errors: ApiFieldError[] } | undefined;

  lead: ApiClient['lead'] = {
    show: () => (this.leadView === undefined ? failed(404, [{ code: 'LEAD_LINK_INVALID', message: 'このリンクは無効か、有効期限が切れています。', field: null }]) : ok(this.leadView)),
    confirm: (body) => this.#answerLead(body, 'confirmed'),
    decline: (body) => this.#answerLead(body, 'declined'),
    answerDateProposal: (answer, body) => {
      this.leadAnswers.push({ answer, ...body });
      if (this.leadAnswerFailure) return failed(this.leadAnswerFailure.status, this.leadAnswerFailure.errors);
      const lead = this.leadView!;
      const proposal = lead.dateProposal!;
      const moved = lead.move.map((row) => (row.label === '引越し予定日' && answer === 'accept' ? { ...row, value: proposal.proposedDate } : row));
      this.leadView = { ...lead, move: moved, price: answer === 'accept' ? proposal.proposedPrice : lead.price, dateProposal: null };
      return ok(this.leadView);
    },
    review: () => ok({ review: this.leadReview }),
    // Like the server: the answer shows under the review and no other is taken; the report is kept with its reason.
    answerReview: (body) => {
      this.leadReviewCalls.push({ call: 'answer', body });
      if (this.leadReviewFailure) return failed(this.leadReviewFailure.status, this.leadReviewFailure.errors);
      if (this.leadReview) this.leadReview = { ...this.leadReview, answerable: false, answer: { text: body.text, answeredAt: FAKE_REVIEW_NOW } };
      return ok({ review: this.leadReview });
    },
    reportReview: (body) => {
      this.leadReviewCalls.push({ call: 'report', body });
      if (this.leadReviewFailure) return failed(this.leadReviewFailure.status, this.leadReviewFailure.errors);
      if (this.leadReview) this.leadReview = { ...this.leadReview, report: { reason: body.reason, reportedAt: FAKE_REVIEW_NOW } };
      return ok({ review: this.leadReview });
    },
  };

  /** The review of the lead the lead page shows (none by default), and the company's calls about it. */
  leadReview: LeadReview | null = null;
  readonly leadReviewCalls: { call: 'answer' | 'report'; body: unknown }[] = [];
  /** The failure the company's calls about the review meet, if any (e.g. a 409 when it answered already). */
  leadReviewFailure: { status: number; errors: ApiFieldError[] } | undefined;

  /** Each company's reviews the fake server gives (none by default), and the codes asked for. */
  companyReviews: Readonly<Record<string, CompanyReviewsResponse>> = {};
  readonly companyReviewCalls: string[] = [];

  /** The wording reports sent, and the failure the next one meets, if any. */
  readonly wordingReports: WordingReportRequest[] = [];
  wordingReportFailure: { status: number; errors: ApiFieldError[] } | undefined;

  wordings: ApiClient['wordings'] = {
    report: (body) => {
      this.wordingReports.push(body);
      if (this.wordingReportFailure) return failed(this.wordingReportFailure.status, this.wordingReportFailure.errors);
      return ok({ reportId: `WR-FAKE${this.wordingReports.length}` });
    },
  };

  reviews: ApiClient['reviews'] = {
    ofCompany: (code) => {
      this.companyReviewCalls.push(code);
      return ok(this.companyReviews[code] ?? { companyCode: code, summary: { ...reviewSummaryOf([]), rankingScore: null }, reviews: [] });
    },
  };

  #answerLead(body: LeadConfirmRequest | LeadDeclineRequest, status: 'confirmed' | 'declined'): Promise<ApiResult<LeadResponse>> {
    this.leadAnswers.push(body);
    if (this.leadAnswerFailure) return failed(this.leadAnswerFailure.status, this.leadAnswerFailure.errors);
    const answer = {
      answeredAt: '2026-11-25T05:00:00.000Z',
      confirmedDate: 'date' in body ? (body.date ?? null) : null,
      confirmedTimeFrame: 'timeFrame' in body ? (body.timeFrame ?? null) : null,
      declineReason: 'reason' in body ? body.reason : null,
    };
    this.leadView = { ...this.leadView!, status, answer, customer: status === 'declined' ? [] : this.leadView!.customer };
    return ok(this.leadView);
  }

  reservation: ApiClient['reservation'] = {
    companies: (query) => {
      this.reservationQueries.push(query);
      const prices = this.reservationCompanies.flatMap((listed) => (listed.price === null ? [] : [listed.price]));
      const averagePrice = prices.length === 0 ? null : Math.round(prices.reduce((sum, price) => sum + price, 0) / prices.length);
      return ok({ companies: this.reservationCompanies, averagePrice });
    },
    alliances: () => ok({ alliance: this.reservationAlliances }),
    reserve: (body) => {
      this.reservationRequests.push(body);
      if (this.reservationAnswer === 'duplicate') return failed(409, [{ code: API_ERROR_CODES.duplicateOrSoldOut, message: '既に予約されています', field: null }]);
      if (this.reservationAnswer === 'full') return failed(409, [{ code: API_ERROR_CODES.reservationFull, message: '予約枠が埋まったため、予約できませんでした。', field: null }]);
      if (this.reservationAnswer === 'error') return failed(500, [{ code: 'INTERNAL', message: 'error', field: null }]);
      const answer: ReservationReserveResponse = {
        companies: this.reservationCompanies.filter((listed) => body.kaisha.includes(listed.kissCd)),
        requestDateTime: '2026-11-23T09:00:00.000Z',
        requestId: 'RV-1',
        preferredDate: `${body.yoteiDateYearMonth.slice(0, 4)}-${body.yoteiDateYearMonth.slice(4)}-${body.yoteiDateDay}`,
        janetEncodeAddress: 'abc',
        failure: [],
        alliance: this.reservationAlliances.filter((alliance) => body.alliance.includes(alliance.alliance_id)),
        contactMethod: body.contactMethod,
        contactWindows: body.contactWindows,
      };
      return ok(answer);
    },
  };

  /** The visitor's page: the request the link opens (null: the link opens nothing), every change recorded. */
  myMoveView: MyMoveView | null = null;
  readonly myMoveCalls: { call: string; body: unknown }[] = [];

  /** The record of data given to companies the visitor's page shows (none by default). */
  myMoveSharing: SharingRecord = { entries: [], keptUntil: null };

  /** The review part of the visitor's page (null: the request has no move a company confirmed). */
  myMoveReview: MyMoveReview | null = null;
  /** The failure the visitor's review calls meet, if any (a 400 with field errors, a 409). */
  myMoveReviewFailure: { status: number; errors: ApiFieldError[] } | undefined;

  myMove: ApiClient['myMove'] = {
    review: () => (this.myMoveView ? ok({ review: this.myMoveReview }) : failed(404, [LINK_UNAVAILABLE])),
    tellMove: (body) => this.#myMoveReviewAnswer('tellMove', body),
    editReview: (body) => this.#myMoveReviewAnswer('editReview', body),
    deleteReview: (body) => this.#myMoveReviewAnswer('deleteReview', body),
    withdrawOutcome: (body) => this.#myMoveReviewAnswer('withdrawOutcome', body),
    view: () => this.#myMoveAnswer('view', null),
    sharing: () => (this.myMoveView ? ok(this.myMoveSharing) : failed(404, [LINK_UNAVAILABLE])),
    cancel: (body) => this.#myMoveAnswer('cancel', body),
    dateQuote: (body) => {
      this.myMoveCalls.push({ call: 'dateQuote', body });
      const booking = this.myMoveView?.booking;
      const company = this.myMoveView?.companies[0];
      if (!booking || !company?.price || !company.priceParts) return failed(404, [LINK_UNAVAILABLE]);
      return ok({ current: { date: booking.movingDate, price: company.price, priceParts: company.priceParts }, proposed: { date: body.movingDate, price: 40_000, priceParts: basePriceParts(40_000) } });
    },
    changeDate: (body) => this.#myMoveAnswer('changeDate', body),
    withdraw: (body) => this.#myMoveAnswer('withdraw', body),
    erase: (body) => {
      this.myMoveCalls.push({ call: 'erase', body });
      if (!this.myMoveView) return failed(404, [LINK_UNAVAILABLE]);
      return ok({ reference: this.myMoveView.reference, erased: ['メールアドレス'], ended: [], fee: 0 });
    },
  };

  /** Like the server: a review, edited in place or deleted (the visitor may then tell again), or the outcome told instead. */
  #myMoveReviewAnswer(
    call: 'tellMove' | 'editReview' | 'deleteReview' | 'withdrawOutcome',
    body: MyMoveReviewRequest | MyMoveReviewDeleteRequest | MyMoveOutcomeWithdrawRequest,
  ): Promise<ApiResult<{ review: MyMoveReview | null }>> {
    this.myMoveCalls.push({ call, body });
    if (!this.myMoveView) return failed(404, [LINK_UNAVAILABLE]);
    if (this.myMoveReviewFailure) return failed(this.myMoveReviewFailure.status, this.myMoveReviewFailure.errors);
    const part = this.myMoveReview;
    if (part === null) return ok({ review: null });
    if (call === 'deleteReview') this.myMoveReview = { ...part, open: true, review: null };
    else if (call === 'withdrawOutcome') this.myMoveReview = { ...part, open: true, outcome: null };
    else if ('companyCode' in body && body.outcome !== 'moved') {
      this.myMoveReview = { ...part, open: false, outcome: { outcome: body.outcome, companyCode: body.companyCode, toldAt: FAKE_REVIEW_NOW, withdrawableUntil: FAKE_REVIEW_EDITABLE_UNTIL, withdrawable: true } };
    } else if ('ratings' in body && body.ratings !== null) {
      const ratings = { ...body.ratings, paidAmount: body.ratings.priceKept ? null : body.ratings.paidAmount };
      this.myMoveReview = {
        ...part,
        open: false,
        review: {
          id: part.review?.id ?? 'review-1',
          companyCode: body.companyCode ?? '',
          ratings,
          language: 'ja',
          movedMonth: part.review?.movedMonth ?? '2026-11',
          route: part.review?.route ?? { from: '13', to: '13' },
          postedAt: part.review?.postedAt ?? FAKE_REVIEW_NOW,
          answer: part.review?.answer ?? null,
          editableUntil: part.review?.editableUntil ?? FAKE_REVIEW_EDITABLE_UNTIL,
          editable: true,
          hidden: part.review?.hidden ?? null,
        },
      };
    }
    return ok({ review: this.myMoveReview });
  }

  #myMoveAnswer(call: string, body: unknown): Promise<ApiResult<MyMoveView>> {
    this.myMoveCalls.push({ call, body });
    return this.myMoveView ? ok(this.myMoveView) : failed(404, [LINK_UNAVAILABLE]);
  }
}

/** A company of the reservation list, with its price and rating. */
export function pricedCompany(code: string, overrides: Partial<PricedCompany> = {}): PricedCompany {
  const price = overrides.price === undefined ? 60_000 : overrides.price;
  return { kissCd: code, name: `引越社${code}`, price, priceParts: price === null ? null : basePriceParts(price), rate: 4, reviews: fakeReviews(), logoFileNm: `${code}.png`, estimate: true, ...overrides };
}

/** The parts of a price that is all base fare. */
function basePriceParts(amount: number): PricePart[] {
  return [{ code: 'base', label: '基本料金（2tロング）', amount }];
}

/** A company of the estimate list, with its reviews. */
export function estimateCompany(code: string, overrides: Partial<EstimateCompany> = {}): EstimateCompany {
  return { kissCd: code, name: `引越社${code}`, estimate: true, reviews: fakeReviews(), ...overrides };
}

/** An alliance partner. */
export function alliance(id: string): Alliance {
  return { alliance_id: id, file_name: `${id}.png`, title: `提携サービス${id}`, content: '引越しと一緒に申し込めます。' };
}

function nextDay(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}
