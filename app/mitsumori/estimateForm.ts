import type { EstimateCompany } from '../../domain/api/company.ts';
import type { CompaniesQuery, EstimateRequest } from '../../domain/api/estimate.ts';
import { buildEstimatePayload, estimateCompaniesQueryOf } from '../../domain/api/payloads/estimatePayload.ts';
import type { BelongingsCategory } from '../../domain/api/belongings.ts';
import { estimateCompaniesRule } from '../../domain/validation/companyRules.ts';
import type { ApiClient } from '../api/client.ts';
import type { MovingFormStore } from '../moving-form/MovingFormStore.ts';
import type { MovingFormConfig } from '../moving-form/movingFormTypes.ts';
import type { EstimateStep } from './store/layouts.ts';
import { ESTIMATE_SCHEDULE_PART, type EstimateSchedule } from '../moving-form/schedule.ts';

/** The estimate form: the shared moving form with the estimate schedule and company list. */
export type EstimateMovingForm = MovingFormStore<EstimateSchedule, EstimateCompany, CompaniesQuery, EstimateStep>;

/**
 * What the estimate form is, for the PC and mobile pages and the embedded form alike: the
 * estimate schedule, every listed company chosen to begin with (no limit, at least one), and the
 * list from GET /api/companies/ for the move and its schedule.
 */
export function estimateFormConfig(api: ApiClient): MovingFormConfig<EstimateSchedule, EstimateCompany, CompaniesQuery> {
  return {
    flow: 'estimate',
    schedule: ESTIMATE_SCHEDULE_PART,
    companiesRule: estimateCompaniesRule,
    preselectCompanies: true,
    companiesQuery: (move, schedule, master) => estimateCompaniesQueryOf({ ...move, ...schedule }, master),
    async fetchCompanies(query) {
      const result = await api.estimate.companies(query);
      return result.kind === 'ok' ? { kind: 'ok', data: { companies: result.data.kaisha, alliances: result.data.alliance } } : result;
    },
  };
}

/** POST /api/estimate/ body of the form; undefined while the person count is missing. */
export function estimatePayloadOf(form: Pick<EstimateMovingForm, 'request'>, master: readonly BelongingsCategory[]): EstimateRequest | undefined {
  const request = form.request;
  return request && buildEstimatePayload(request, master);
}
