import { FALLBACK_PAGE, QUICK_BOOKING_PATHS } from '../../../domain/flows/urls.ts';
import type { StepFlowConfig } from '../../wizard/StepNavigator.ts';

/** The screens of quick booking (spec §2, §4). */
export type Step = 'step1' | 'step2' | 'step3' | 'step4' | 'step5' | 'confirm' | 'complete' | 'duplicateError';

/** The URL of each step (spec §2 table), from domain/flows/. */
export const STEP_PATHS: Readonly<Record<Step, string>> = QUICK_BOOKING_PATHS;

/** Input steps in order; a guard sends the visitor to the first incomplete one. */
export const INPUT_STEPS = ['step1', 'step2', 'step3', 'step4', 'step5'] as const satisfies readonly Step[];
export type InputStep = (typeof INPUT_STEPS)[number];

export interface QuickBookingStepState {
  isComplete(step: InputStep): boolean;
  /** A reservation was made (the complete page has something to show). */
  hasResult(): boolean;
  /** The server answered that the visitor already holds a quick booking. */
  isDuplicate(): boolean;
  /** Step 5 was submitted: confirm may show. */
  confirmed(): boolean;
  onEnter(step: Step): void;
}

/**
 * Quick booking's steps for the wizard's navigator (spec §2): guards push to the earliest
 * incomplete input step; confirm also needs the confirmed flag (step 5 submitted); complete and
 * duplicate-error need their answer, else they count as confirm; paths outside go to /mitsumori/.
 */
export function quickBookingSteps(state: QuickBookingStepState): StepFlowConfig<Step> {
  return {
    paths: STEP_PATHS,
    inputSteps: INPUT_STEPS,
    isComplete: (step) => !isInputStep(step) || state.isComplete(step),
    redirect: (target) => {
      if (target === 'complete') return state.hasResult() ? undefined : 'confirm';
      if (target === 'duplicateError') return state.isDuplicate() ? undefined : 'confirm';
      if (target === 'confirm') return state.confirmed() ? undefined : 'step5';
      return undefined;
    },
    endSteps: ['complete', 'duplicateError'],
    unknownPathUrl: FALLBACK_PAGE,
    onEnter: state.onEnter,
  };
}

function isInputStep(step: Step): step is InputStep {
  return (INPUT_STEPS as readonly Step[]).includes(step);
}

/** The modules the confirm page can edit, and the step holding each (spec §2). */
export type EditModule =
  | 'fromAddressInfo'
  | 'toAddressInfo'
  | 'fromAddressDetailInfo'
  | 'toAddressDetailInfo'
  | 'belongingsInfo'
  | 'reservationInfo'
  | 'customerInfo';

export const MODULE_STEPS: Readonly<Record<EditModule, InputStep>> = {
  fromAddressInfo: 'step1',
  toAddressInfo: 'step1',
  fromAddressDetailInfo: 'step2',
  toAddressDetailInfo: 'step2',
  belongingsInfo: 'step3',
  reservationInfo: 'step4',
  customerInfo: 'step5',
};

/** Edits that can change the price, so the price is checked again before confirm (spec §4). */
export function changesPrice(module: EditModule): boolean {
  return module !== 'customerInfo' && module !== 'reservationInfo';
}
