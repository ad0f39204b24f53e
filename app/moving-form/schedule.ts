import type { EstimateScheduleValues } from '../../domain/api/payloads/estimatePayload.ts';
import type { ReservationScheduleValues } from '../../domain/api/payloads/reservationPayload.ts';
import { defaultSchedule } from '../../domain/dates/defaultSchedule.ts';
import { DEFAULT_RESERVATION_TIME_FRAME, UNSPECIFIED_DAY } from '../../domain/options/schedule.ts';

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
