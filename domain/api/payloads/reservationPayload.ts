import type { ReservationTimeFrame } from '../../options/schedule.ts';
import type { BelongingsCategory } from '../belongings.ts';
import type { ReservationCompaniesQuery, ReservationReserveRequest } from '../reservation.ts';
import { companyListMoveQuery, movingRequestBody, splitMovingDate, type CompanyListMove, type MovingRequestValues } from './movingRequest.ts';

/** The reservation's schedule: a moving date (yyyy/MM/dd) and one time frame. */
export interface ReservationScheduleValues {
  movingDate: string;
  preferredTime: ReservationTimeFrame;
}

/** The reservation form: the moving request with a date and one time frame. */
export interface ReservationFormValues extends MovingRequestValues, ReservationScheduleValues {}

/** The schedule as the reservation and its company list send it. */
function scheduleKeys(schedule: ReservationScheduleValues) {
  return { ...splitMovingDate(schedule.movingDate), kibouJikanCd: schedule.preferredTime };
}

/** POST /api/reservation/reserve/ body, keys as the spec lists them. */
export function buildReservationReservePayload(values: ReservationFormValues, master: readonly BelongingsCategory[]): ReservationReserveRequest {
  return { ...movingRequestBody(values, master), ...scheduleKeys(values) };
}

/** GET /api/reservation/companies/ query of a move and its date and time frame. */
export function reservationCompaniesQueryOf(move: CompanyListMove & ReservationScheduleValues, master: readonly BelongingsCategory[]): ReservationCompaniesQuery {
  return { ...companyListMoveQuery(move, master), ...scheduleKeys(move) };
}
