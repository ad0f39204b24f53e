import type { PricedCompany } from '../../domain/api/company.ts';
import type { BelongingsCategory } from '../../domain/api/belongings.ts';
import { buildReservationReservePayload, reservationCompaniesQueryOf } from '../../domain/api/payloads/reservationPayload.ts';
import type { ReservationCompaniesQuery, ReservationReserveRequest } from '../../domain/api/reservation.ts';
import { MAX_RESERVATION_COMPANIES, reservationCompaniesRule } from '../../domain/validation/companyRules.ts';
import type { ApiClient } from '../api/client.ts';
import type { MovingFormStore } from '../moving-form/MovingFormStore.ts';
import type { MovingFormConfig } from '../moving-form/movingFormTypes.ts';
import type { ReservationStep } from './store/modules.ts';
import { RESERVATION_SCHEDULE_PART, type ReservationSchedule } from '../moving-form/schedule.ts';

/** The reservation form: the shared moving form with a date and one time frame, and the priced company list. */
export type ReservationMovingForm = MovingFormStore<ReservationSchedule, PricedCompany, ReservationCompaniesQuery, ReservationStep>;

/**
 * What the reservation form is (spec §3, §4): the reservation schedule, 1 to 3 companies and
 * none chosen for the visitor, and the list from GET /api/reservation/companies/ (with its average
 * price) and the partners from GET /api/reservation/alliances/ for the move, its date and time
 * frame. A destination change changes the query, so the partners follow it.
 */
export function reservationFormConfig(api: ApiClient): MovingFormConfig<ReservationSchedule, PricedCompany, ReservationCompaniesQuery> {
  return {
    flow: 'reservation',
    schedule: RESERVATION_SCHEDULE_PART,
    companiesRule: reservationCompaniesRule,
    companyLimit: MAX_RESERVATION_COMPANIES,
    preselectCompanies: false,
    companiesQuery: (move, schedule, master) => reservationCompaniesQueryOf({ ...move, ...schedule }, master),
    async fetchCompanies(query) {
      const [companies, alliances] = await Promise.all([
        api.reservation.companies(query),
        api.reservation.alliances({ fromTodofukenCd: query.fromTodofukenCd, toTodofukenCd: query.toTodofukenCd }),
      ]);
      if (companies.kind !== 'ok') return companies;
      return {
        kind: 'ok',
        data: {
          companies: companies.data.companies,
          averagePrice: companies.data.averagePrice,
          alliances: alliances.kind === 'ok' ? alliances.data.alliance : undefined,
        },
      };
    },
  };
}

/** POST /api/reservation/reserve/ body of the form; undefined while the person count is missing. */
export function reservationPayloadOf(form: Pick<ReservationMovingForm, 'request'>, master: readonly BelongingsCategory[]): ReservationReserveRequest | undefined {
  const request = form.request;
  return request && buildReservationReservePayload(request, master);
}
