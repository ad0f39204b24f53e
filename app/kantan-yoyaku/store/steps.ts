import { QUICK_BOOKING_PATHS } from '../../../domain/flows/urls.ts';

/** The screens of quick booking (spec §2, §4). */
export type Step = 'step1' | 'step2' | 'step3' | 'step4' | 'step5' | 'confirm' | 'complete' | 'duplicateError';

/** The URL of each step (spec §2 table), from domain/flows/. */
export const STEP_PATHS: Readonly<Record<Step, string>> = QUICK_BOOKING_PATHS;

/** Input steps in order; a guard sends the visitor to the first incomplete one. */
export const INPUT_STEPS = ['step1', 'step2', 'step3', 'step4', 'step5'] as const satisfies readonly Step[];
export type InputStep = (typeof INPUT_STEPS)[number];

/** The step a path shows, or undefined for a path outside the flow (the flow falls back to /mitsumori/). */
export function stepFromPath(pathname: string): Step | undefined {
  const normalized = pathname.endsWith('/') ? pathname : `${pathname}/`;
  return (Object.keys(STEP_PATHS) as Step[]).find((step) => STEP_PATHS[step] === normalized);
}

/** The modules the confirm page can edit, and the step holding each (spec §2). */
export type EditModule =
  | 'fromAddressInfo'
  | 'toAddressInfo'
  | 'fromAddressDetailInfo'
  | 'toAddressDetailInfo'
  | 'nimotsuInfo'
  | 'reservationInfo'
  | 'customerInfo';

export const MODULE_STEPS: Readonly<Record<EditModule, InputStep>> = {
  fromAddressInfo: 'step1',
  toAddressInfo: 'step1',
  fromAddressDetailInfo: 'step2',
  toAddressDetailInfo: 'step2',
  nimotsuInfo: 'step3',
  reservationInfo: 'step4',
  customerInfo: 'step5',
};

/** Edits that can change the price, so the price is checked again before confirm (spec §4). */
export function changesPrice(module: EditModule): boolean {
  return module !== 'customerInfo' && module !== 'reservationInfo';
}
