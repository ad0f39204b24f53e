import { lightFormat } from 'date-fns/lightFormat';
import type { Timing } from '../options/schedule.ts';
import { defaultMovingDate, timingOf } from './movingDate.ts';

/** The schedule a form starts with (spec §4). */
export interface DefaultSchedule {
  /** Today plus 3 days, yyyy/MM/dd. */
  movingDate: string;
  /** That date's month, yyyyMM. */
  month: string;
  /** That date's part of the month: 03 after the 20th, 02 after the 10th, else 01. */
  timing: Timing;
}

export function defaultSchedule(today: Date): DefaultSchedule {
  const date = defaultMovingDate(today);
  return { movingDate: lightFormat(date, 'yyyy/MM/dd'), month: lightFormat(date, 'yyyyMM'), timing: timingOf(date) };
}
