import type { EstimateScheduleValues } from '../../domain/api/payloads/estimatePayload.ts';
import type { ReservationScheduleValues } from '../../domain/api/payloads/reservationPayload.ts';
import { defaultSchedule } from '../../domain/dates/defaultSchedule.ts';
import { DEFAULT_RESERVATION_TIME_FRAME, UNSPECIFIED_DAY } from '../../domain/options/schedule.ts';
import type { FieldErrors } from '../../domain/validation/fieldErrors.ts';
import { estimateScheduleErrors } from '../../domain/validation/movingFormRules.ts';
import { movingDateRule } from '../../domain/validation/scheduleRules.ts';
import type { MovingFormPart } from './parts.ts';

/** The estimate form's schedule (spec §3 "Schedule"). */
export type EstimateSchedule = EstimateScheduleValues;

/** The reservation flow's schedule: a date and one time frame. */
export type ReservationSchedule = ReservationScheduleValues;

/** A fixed date of today + 3, that date's month and timing for the approximate choice, no weekday or time preference. */
export function initialEstimateSchedule(today: Date): EstimateSchedule {
  const { movingDate, month, timing } = defaultSchedule(today);
  return { scheduleFormat: 'precise', movingDate, month, timing, day: UNSPECIFIED_DAY, showPreferredTime: false, preferredTime: [] };
}

/** Today + 3, preferred time '0' (unspecified). */
export function initialReservationSchedule(today: Date): ReservationSchedule {
  return { movingDate: defaultSchedule(today).movingDate, preferredTime: DEFAULT_RESERVATION_TIME_FRAME };
}

/** The reservation schedule: a real moving date; the time frame always has a value ('0' by default). */
export function reservationScheduleErrors(schedule: ReservationSchedule): FieldErrors<'movingDate'> {
  return { movingDate: movingDateRule()(schedule.movingDate) };
}

/** The estimate's schedule part: a fixed date, or a month and its timing (spec §3, §5). */
export const ESTIMATE_SCHEDULE_PART: MovingFormPart<EstimateSchedule> = {
  name: 'schedule',
  initialValues: initialEstimateSchedule,
  errors: (values) => estimateScheduleErrors(values),
};

/** The reservation's schedule part: a date and one time frame (spec §3, §5). */
export const RESERVATION_SCHEDULE_PART: MovingFormPart<ReservationSchedule> = {
  name: 'schedule',
  initialValues: initialReservationSchedule,
  errors: (values) => reservationScheduleErrors(values),
};
