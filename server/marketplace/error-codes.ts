import { API_ERROR_CODES } from '../../domain/api/errors.ts';
import { MESSAGES } from '../../domain/validation/messages.ts';

/**
 * Error codes of the marketplace calls (the body is always `{ errors: [{ code, message, field }] }`):
 *
 * | code | status | call | meaning |
 * |---|---|---|---|
 * | 1001 | 409 | quick-booking reserve, estimate, reservation reserve | e-mail or phone already holds an active quick booking (duplicate-error page / 409 of spec §8) |
 * | 1001 | 404 | company-availability | no company can take the move on any date asked (apology / sold-out modal) |
 * | 1002 | 409 | quick-booking reserve | the company is full, closed or no longer takes the move that day (reservation-full modal) |
 * | 1003 | 409 | quick-booking reserve | the quoted price is no longer the current one; the body also carries `previousPrice`, `currentPrice`, `currentPriceParts` (price-change toast) |
 * | IDEMPOTENCY_KEY_INVALID | 400 | every write | malformed `Idempotency-Key` header |
 * | IDEMPOTENCY_KEY_IN_FLIGHT | 409 | every write | a request with the same key is still running |
 * | IDEMPOTENCY_KEY_REUSED | 422 | every write | the key was used with another request body in the last 24 hours |
 * | UNKNOWN_COMPANY, UNKNOWN_ALLIANCE, UNKNOWN_REQUEST, OUT_OF_BOOKING_WINDOW | 400 | see the services | bad references in otherwise valid input |
 * | ALLIANCE_REQUEST_FORBIDDEN | 403 | alliances-request | the estimate answer's `allianceToken` is missing, wrong or past its hour |
 * | UNKNOWN_ADDRESS | 400 | every call naming an address | a well-formed address code the reference data does not know, or of another prefecture or city |
 */
export const MARKETPLACE_ERRORS = {
  duplicate: {
    code: API_ERROR_CODES.duplicateOrSoldOut,
    message: MESSAGES.duplicateBooking,
  },
  nothingAvailable: {
    code: API_ERROR_CODES.duplicateOrSoldOut,
    message: /*i18n*/ 'ご指定の条件で予約できる引越し業者が見つかりませんでした。日程や条件を変えてお試しください。',
  },
  reservationFull: {
    code: API_ERROR_CODES.reservationFull,
    message: /*i18n*/ '申し訳ございません。選択された業者はご希望日の予約枠が埋まったため、予約できませんでした。別の日程または業者をお選びください。',
  },
  priceChanged: {
    code: API_ERROR_CODES.priceChanged,
    message: /*i18n*/ '料金が変更されました。変更後の料金をご確認のうえ、あらためてご予約ください。',
  },
  unknownCompany: { code: 'UNKNOWN_COMPANY', message: /*i18n*/ '選択された引越し業者が見つかりません。' },
  unknownAlliance: { code: 'UNKNOWN_ALLIANCE', message: /*i18n*/ '選択されたサービスが見つかりません。' },
  unknownRequest: { code: 'UNKNOWN_REQUEST', message: /*i18n*/ 'お見積り依頼が見つかりません。' },
  allianceForbidden: {
    code: 'ALLIANCE_REQUEST_FORBIDDEN',
    message: /*i18n*/ 'サービスの追加は、お見積り依頼を送った画面から、送信後1時間以内にお申し込みいただけます。',
  },
  outOfWindow: { code: 'OUT_OF_BOOKING_WINDOW', message: MESSAGES.movingDate.outOfWindow },
} as const;
