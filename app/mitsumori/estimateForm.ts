import type { EstimateCompany } from '../../domain/api/company.ts';
import type { CompaniesQuery, EstimateRequest } from '../../domain/api/estimate.ts';
import { buildEstimatePayload, companiesQueryOf } from '../../domain/api/payloads/estimatePayload.ts';
import type { EstimateFormValues } from '../../domain/api/payloads/formValues.ts';
import type { NimotsuCategory } from '../../domain/api/nimotsu.ts';
import { estimateScheduleErrors, hasNoErrors, isRouteChosen } from '../../domain/validation/movingFormRules.ts';
import type { ApiClient } from '../api/client.ts';
import { commonValuesOf, type MovingFormSections } from '../moving-form/formValues.ts';
import type { MovingFormStore } from '../moving-form/MovingFormStore.ts';
import type { MovingFormConfig } from '../moving-form/movingFormTypes.ts';
import { initialEstimateSchedule, type EstimateSchedule } from '../moving-form/schedule.ts';

/** The estimate form: the shared moving form with the estimate schedule and company list. */
export type EstimateForm = MovingFormStore<EstimateSchedule, EstimateCompany, CompaniesQuery>;

/** The estimate payload values of the sections and the schedule; undefined until a person count is chosen. */
function estimateValuesOf(sections: MovingFormSections, schedule: EstimateSchedule): EstimateFormValues | undefined {
  const common = commonValuesOf(sections);
  return common && { ...common, ...schedule };
}

/**
 * What the estimate form is, for the PC and mobile pages and the embedded form alike: the
 * estimate schedule, every listed company chosen to begin with (no limit), and the list from
 * GET /api/companies/ once both ends, the person count and the schedule are given.
 */
export function estimateFormConfig(api: ApiClient): MovingFormConfig<EstimateSchedule, EstimateCompany, CompaniesQuery> {
  return {
    flow: 'estimate',
    initialSchedule: initialEstimateSchedule,
    scheduleErrors: estimateScheduleErrors,
    companyCode: (company) => company.kissCd,
    preselectCompanies: true,
    companiesQuery({ address, schedule, belongings, master }) {
      if (!isRouteChosen(address) || !hasNoErrors(estimateScheduleErrors(schedule))) return undefined;
      const values = estimateValuesOf({ address, belongings }, schedule);
      return values && companiesQueryOf(buildEstimatePayload(values, master));
    },
    async fetchCompanies(query) {
      const result = await api.estimate.companies(query);
      return result.kind === 'ok' ? { kind: 'ok', data: { companies: result.data.kaisha, alliances: result.data.alliance } } : result;
    },
  };
}

/** POST /api/estimate/ body of the form; undefined while the person count is missing. */
export function estimatePayloadOf(form: EstimateForm, master: readonly NimotsuCategory[]): EstimateRequest | undefined {
  const values = estimateValuesOf(form.sections, form.schedule);
  return values && buildEstimatePayload(values, master);
}
