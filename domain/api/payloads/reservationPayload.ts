import type { ReservationTimeFrame } from '../../options/schedule.ts';
import type { NimotsuCategory } from '../nimotsu.ts';
import type { ReservationCompaniesQuery, ReservationReserveRequest } from '../reservation.ts';
import { companyListMoveQuery, movingRequestBody, splitPickedDate, type CompanyListMove, type MovingRequestValues } from './movingRequest.ts';

/** The reservation's schedule: a moving date (yyyy/MM/dd) and one time frame. */
export interface ReservationScheduleValues {
  pickedDate: string;
  preferredTime: ReservationTimeFrame;
}

/** The reservation form: the moving request with a date and one time frame. */
export interface ReservationFormValues extends MovingRequestValues, ReservationScheduleValues {}

/** The schedule as the reservation and its company list send it. */
function scheduleKeys(schedule: ReservationScheduleValues) {
  return { ...splitPickedDate(schedule.pickedDate), kibouJikanCd: schedule.preferredTime };
}

/** POST /api/reservation/reserve/ body, keys as the spec lists them. */
export function buildReservationReservePayload(values: ReservationFormValues, master: readonly NimotsuCategory[]): ReservationReserveRequest {
  return { ...movingRequestBody(values, master), ...scheduleKeys(values) };
}

/** GET /api/reservation/companies/ query of a move and its date and time frame. */
export function reservationCompaniesQueryOf(move: CompanyListMove & ReservationScheduleValues, master: readonly NimotsuCategory[]): ReservationCompaniesQuery {
  return { ...companyListMoveQuery(move, master), ...scheduleKeys(move) };
}
