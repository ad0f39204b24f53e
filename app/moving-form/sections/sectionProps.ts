import type { StepForms } from '../../forms/StepForms.ts';
import type { ListedCompany } from '../CompanySelection.ts';
import type { MovingFormStore } from '../MovingFormStore.ts';
import type { MovingFormValues } from '../values.ts';

type Shared = MovingFormStore<object, ListedCompany, unknown>;

/**
 * A moving form of either flow, as the shared sections read it: its values, the parts they act
 * through, and the visitor's edits of several fields at once (they never touch the schedule,
 * company or query types, nor a step).
 */
export type AnyMovingForm = Pick<Shared, 'values' | 'flow' | 'address' | 'belongings' | 'emailCheck' | 'companies' | 'alliances' | 'isHintOpen' | 'closeHint' | 'showCompanyDetail' | 'closeCompanyDetail'> & {
  fields: Pick<StepForms<string, MovingFormValues<object>>, 'change'>;
};

/**
 * What every section of the form takes: the form store for its lists and actions. A section sits
 * inside its step's StepForm, which gives it the step's messages and when they show.
 */
export interface SectionProps {
  form: AnyMovingForm;
}
