import type { DesiredTime } from '../../../domain/options/schedule.ts';
import { DESIRED_TIME_OPTIONS } from '../../../domain/options/schedule.ts';
import { BELONGINGS_SUB_STEPS } from '../../../domain/belongings/quantity.ts';
import type { FlowPersistenceConfig } from '../../wizard/FlowPersistence.ts';
import { hasShapeOf } from '../../wizard/shape.ts';
import { EMPTY_BELONGINGS_ANSWERS, type BelongingsAnswers } from '../../moving-form/values.ts';
import { EMPTY_ADDRESS, EMPTY_BUILDINGS, EMPTY_CALENDAR_CHOICE, type AddressForm, type BuildingForm, type CalendarChoice, type DetailAddressEnd } from './forms.ts';

/**
 * What quick booking keeps in browser storage (spec §4): the app state and the inputs (the
 * resource stores keep the resources). Personal info, detail addresses, step 5, confirm, modals,
 * the before-edit state and availability or reserve results are never part of it.
 */
export interface SavedState {
  app: {
    step2Part: 'from' | 'to';
    belongingsSubStep: number;
    hasOnceVisitedStep3Form: boolean;
    hasPassedStep4Once: boolean;
    ikeaPanelOpen: boolean;
    prefilledMovingDate: string;
    calendarMonth: string;
    /**
     * Whether the visitor had typed each end's detail address (never the address itself, which is
     * not kept): a reload clears it, and confirm then says so (issue 34).
     */
    detailAddressTyped: Record<DetailAddressEnd, boolean>;
  };
  inputs: {
    address: AddressForm;
    buildings: BuildingForm;
    belongings: BelongingsAnswers;
    reservation: CalendarChoice;
  };
}

const TEMPLATE: SavedState = {
  app: { step2Part: 'from', belongingsSubStep: 1, hasOnceVisitedStep3Form: false, hasPassedStep4Once: false, ikeaPanelOpen: false, prefilledMovingDate: '', calendarMonth: '', detailAddressTyped: { from: false, to: false } },
  inputs: { address: EMPTY_ADDRESS, buildings: EMPTY_BUILDINGS, belongings: EMPTY_BELONGINGS_ANSWERS, reservation: EMPTY_CALENDAR_CHOICE },
};

const isDesiredTime = (value: string): value is DesiredTime => DESIRED_TIME_OPTIONS.some((option) => option.value === value);

/** A stored state of the current shape, with values the pages can show; anything else is dropped. */
function parseSavedState(stored: unknown): SavedState | undefined {
  if (!hasShapeOf(stored, TEMPLATE)) return undefined;
  const state = stored as SavedState;
  const { step2Part, belongingsSubStep } = state.app;
  if (step2Part !== 'from' && step2Part !== 'to') return undefined;
  if (!Number.isInteger(belongingsSubStep) || belongingsSubStep < 1 || belongingsSubStep > BELONGINGS_SUB_STEPS) return undefined;
  if (!isDesiredTime(state.inputs.reservation.desiredTime)) return undefined;
  return state;
}

export const QUICK_BOOKING_PERSISTENCE: FlowPersistenceConfig<SavedState> = {
  key: 'kantan-yoyaku:state',
  // 2: a stored company carries the parts of its prices (priceParts, priceForAmParts).
  // 4: whether each detail address was typed (detailAddressTyped).
  version: 4,
  parse: parseSavedState,
};
