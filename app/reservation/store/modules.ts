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
import { RESERVATION_SCHEDULE_PART } from '../../moving-form/schedule.ts';

/** The steps of the reservation flow (spec §2). */
export type ReservationInputStep = 'step1' | 'step2' | 'step3' | 'step4';
export type ReservationStep = ReservationInputStep | 'noHit' | 'confirm' | 'complete';

/** The modules the confirm page edits, each on its step (spec §2 "Reservation flow"). */
export type ReservationModule =
  | 'fromAddress'
  | 'toAddress'
  | 'schedule'
  | 'headCount'
  | 'belongingsCounts'
  | 'contactInfo'
  | 'company'
  | 'alliance'
  | 'otherRequests';

/** The modules of step 4, whose sections load with the step's own code. */
export type LaterModule = Extract<ReservationModule, 'contactInfo' | 'company' | 'alliance' | 'otherRequests'>;

export const RESERVATION_INPUT_STEPS: readonly ReservationInputStep[] = ['step1', 'step2', 'step3', 'step4'];

export const RESERVATION_MODULE_STEPS: Readonly<Record<ReservationModule, ReservationStep>> = {
  fromAddress: 'step1',
  toAddress: 'step1',
  schedule: 'step1',
  headCount: 'step1',
  belongingsCounts: 'step2',
  contactInfo: 'step3',
  company: 'step4',
  alliance: 'step4',
  otherRequests: 'confirm',
};

/** The parts of the moving form each module shows. */
export const RESERVATION_MODULE_PARTS: Readonly<Record<ReservationModule, readonly MovingFormPart[]>> = {
  fromAddress: [FROM_ADDRESS_PART],
  toAddress: [TO_ADDRESS_PART],
  schedule: [RESERVATION_SCHEDULE_PART],
  headCount: [HEAD_COUNT_PART],
  belongingsCounts: [BELONGINGS_PART],
  contactInfo: [CONTACT_PART, CONTACT_PREFERENCE_PART],
  company: [COMPANIES_PART],
  alliance: [ALLIANCES_PART],
  otherRequests: [OTHER_REQUESTS_PART],
};

/** Every module in page order. */
export const RESERVATION_MODULES = Object.keys(RESERVATION_MODULE_STEPS) as ReservationModule[];

/** The modules on `step`, in page order. */
export function modulesOn(step: ReservationStep): ReservationModule[] {
  return RESERVATION_MODULES.filter((module) => RESERVATION_MODULE_STEPS[module] === step);
}
