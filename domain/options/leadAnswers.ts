import type { Option } from './option.ts';

/**
 * Why a company declines a lead: a fixed list, so the visitor is told in words we wrote. A company
 * that cannot keep the price the visitor was shown declines with 'price' (booked = quoted).
 */
export type DeclineReason = 'schedule' | 'price' | 'area' | 'belongings' | 'other';
export const DECLINE_REASON_OPTIONS: readonly Option<DeclineReason>[] = [
  { value: 'schedule', label: /*i18n*/ 'ご希望の日時にお伺いできないため' },
  { value: 'price', label: /*i18n*/ '表示した料金ではお引き受けできないため' },
  { value: 'area', label: /*i18n*/ 'お引越し先・元の地域や建物に対応できないため' },
  { value: 'belongings', label: /*i18n*/ '対応できないお荷物があるため' },
  { value: 'other', label: /*i18n*/ 'その他の事情により、お引き受けできないため' },
];

/** The time frame a company confirms a provisional reservation in ('1' morning, '2' afternoon, as kibouJikanCd says them). */
export type ConfirmedTimeFrame = '1' | '2';
export const CONFIRMED_TIME_FRAME_OPTIONS: readonly Option<ConfirmedTimeFrame>[] = [
  { value: '1', label: /*i18n*/ '午前' },
  { value: '2', label: /*i18n*/ '午後' },
];

/**
 * The time frames a company may confirm for the visitor's `kibouJikanCd`: the one asked for, or
 * either when the visitor left it open ('0'). The price stays the one shown, whichever it is.
 */
export function confirmableTimeFrames(kibouJikanCd: string): ConfirmedTimeFrame[] {
  if (kibouJikanCd === '1' || kibouJikanCd === '2') return [kibouJikanCd];
  return ['1', '2'];
}

/** What a company's answer lacks, in the words the page and the API both use. */
export const LEAD_ANSWER_MESSAGES = {
  timeFrameRequired: /*i18n*/ '時間帯を選んでください。',
  reasonRequired: /*i18n*/ 'お引き受けできない理由を選んでください。',
} as const;
