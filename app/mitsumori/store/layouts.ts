import { ESTIMATE_PATHS } from '../../../domain/flows/urls.ts';
import {
  ALLIANCES_PART,
  BELONGINGS_PART,
  COMPANIES_PART,
  CONTACT_PREFERENCE_PART,
  FROM_ADDRESS_PART,
  HEAD_COUNT_PART,
  OTHER_REQUESTS_PART,
  TO_ADDRESS_PART,
  type MovingFormPart,
} from '../../moving-form/parts.ts';
import { CONTACT_PART } from '../../forms/parts/contactPart.ts';
import { ESTIMATE_SCHEDULE_PART } from '../../moving-form/schedule.ts';

/** The modules of the estimate form, each a section the confirm page can edit (spec §2). */
export type EstimateModule =
  | 'fromAddress'
  | 'toAddress'
  | 'schedule'
  | 'belongingsCounts'
  | 'contactInfo'
  | 'company'
  | 'otherRequests'
  | 'alliance';

/** Every module, in the order the pages and the confirm page show them. */
export const ESTIMATE_MODULES: readonly EstimateModule[] = [
  'fromAddress',
  'toAddress',
  'schedule',
  'belongingsCounts',
  'contactInfo',
  'company',
  'otherRequests',
  'alliance',
];

/** The parts of the moving form each module shows: the belongings module asks the person count too. */
export const ESTIMATE_MODULE_PARTS: Readonly<Record<EstimateModule, readonly MovingFormPart[]>> = {
  fromAddress: [FROM_ADDRESS_PART],
  toAddress: [TO_ADDRESS_PART],
  schedule: [ESTIMATE_SCHEDULE_PART],
  belongingsCounts: [HEAD_COUNT_PART, BELONGINGS_PART],
  contactInfo: [CONTACT_PART, CONTACT_PREFERENCE_PART],
  company: [COMPANIES_PART],
  otherRequests: [OTHER_REQUESTS_PART],
  alliance: [ALLIANCES_PART],
};

/** The input steps a layout may use: PC and mobile use step 1 (and 2), the embedded form steps 1 to 3. */
export type EstimateInputStep = 'step1' | 'step2' | 'step3';
/** Every screen of the estimate flow. */
export type EstimateStep = EstimateInputStep | 'confirm' | 'complete';

/**
 * How the estimate form is laid out on a device (spec §2): its input steps, their URLs and the
 * step each module sits on. The PC and mobile pages use the ones below; the embedded form
 * brings its own (steps 1 to 3 on a memory history), the flow store is the same.
 */
export interface EstimateLayout {
  /** 'pc' or 'sp' record A/B patterns; 'iframe' never does (spec §4). */
  readonly device: 'pc' | 'sp' | 'iframe';
  /** The URL of each step; a step the layout does not use shows its last input step. */
  readonly paths: Readonly<Record<EstimateStep, string>>;
  /** The input steps in order. */
  readonly inputSteps: readonly EstimateInputStep[];
  /** The step each module sits on. */
  readonly moduleSteps: Readonly<Record<EstimateModule, EstimateInputStep>>;
  /** Modules the layout leaves out (the embedded form has no alliance, spec §2); none by default. */
  readonly omittedModules?: readonly EstimateModule[];
}

/** The PC and mobile URLs (spec §2); step 3 is the embedded form's only and is never linked here. */
const PAGE_PATHS: Readonly<Record<EstimateStep, string>> = { ...ESTIMATE_PATHS, step3: `${ESTIMATE_PATHS.step1}step3/` };

/** PC: step 1 the move, step 2 contact, companies, other requests and partners. */
export const PC_LAYOUT: EstimateLayout = {
  device: 'pc',
  paths: PAGE_PATHS,
  inputSteps: ['step1', 'step2'],
  moduleSteps: {
    fromAddress: 'step1',
    toAddress: 'step1',
    schedule: 'step1',
    belongingsCounts: 'step1',
    contactInfo: 'step2',
    company: 'step2',
    otherRequests: 'step2',
    alliance: 'step2',
  },
};

/** Mobile: every module on step 1 (spec §2), shown in four progress parts. */
export const MOBILE_LAYOUT: EstimateLayout = {
  device: 'sp',
  paths: PAGE_PATHS,
  inputSteps: ['step1'],
  moduleSteps: {
    fromAddress: 'step1',
    toAddress: 'step1',
    schedule: 'step1',
    belongingsCounts: 'step1',
    contactInfo: 'step1',
    company: 'step1',
    otherRequests: 'step1',
    alliance: 'step1',
  },
};

/** The modules a layout shows, in page order. */
export function modulesShown(layout: EstimateLayout): EstimateModule[] {
  return ESTIMATE_MODULES.filter((module) => !layout.omittedModules?.includes(module));
}

/** The modules on `step` of a layout, in page order. */
export function modulesOf(layout: EstimateLayout, step: EstimateStep): EstimateModule[] {
  return modulesShown(layout).filter((module) => layout.moduleSteps[module] === step);
}
