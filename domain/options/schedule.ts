import type { Option } from './option.ts';

/** Reservation time frame (kibouJikanCd) of the reservation flow. */
export type ReservationTimeFrame = '1' | '2' | '0';
export const RESERVATION_TIME_FRAME_OPTIONS: readonly Option<ReservationTimeFrame>[] = [
  { value: '1', label: /*i18n*/ '午前' },
  { value: '2', label: /*i18n*/ '午後' },
  { value: '0', label: /*i18n*/ '指定なし' },
];
/** Default preferred time of the reservation flow. */
export const DEFAULT_RESERVATION_TIME_FRAME: ReservationTimeFrame = '0';

/** Part of a month in the approximate schedule. */
export type Timing = '01' | '02' | '03';
export const TIMING_OPTIONS: readonly Option<Timing>[] = [
  { value: '01', label: /*i18n*/ '上旬' },
  { value: '02', label: /*i18n*/ '中旬' },
  { value: '03', label: /*i18n*/ '下旬' },
];

/** Weekday preference of the approximate schedule (kohoYobiKbnCd). */
export type WeekdayPreference = '99' | '01' | '02';
export const WEEKDAY_PREFERENCE_OPTIONS: readonly Option<WeekdayPreference>[] = [
  { value: '99', label: /*i18n*/ '指定なし' },
  { value: '01', label: /*i18n*/ '平日' },
  { value: '02', label: /*i18n*/ '土日祝' },
];

/** Preferred times of the estimate form; several may be chosen. */
export type PreferredTime = 'preferredTime1' | 'preferredTime2' | 'preferredTime3';
export const PREFERRED_TIME_OPTIONS: readonly Option<PreferredTime>[] = [
  { value: 'preferredTime1', label: /*i18n*/ '午前' },
  { value: 'preferredTime2', label: /*i18n*/ '午後〜15時' },
  { value: 'preferredTime3', label: /*i18n*/ '15時以降' },
];

/** Schedule format of the estimate form. */
export type ScheduleFormat = 'precise' | 'approximate';
export const SCHEDULE_FORMAT_OPTIONS: readonly Option<ScheduleFormat>[] = [
  { value: 'precise', label: /*i18n*/ '日付が決まっている' },
  { value: 'approximate', label: /*i18n*/ '日付が決まっていない' },
];

/** Day value meaning "no day chosen". */
export const UNSPECIFIED_DAY = '99';

/** Desired time of a quick booking. */
export type DesiredTime = 'free' | 'am';
export const DESIRED_TIME_OPTIONS: readonly Option<DesiredTime>[] = [
  { value: 'free', label: /*i18n*/ 'フリー' },
  { value: 'am', label: /*i18n*/ 'AM' },
];
