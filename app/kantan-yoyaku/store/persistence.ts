import { readJson, writeJson, type KeyValueStorage } from '../../stores/storage.ts';
import type { AddressForm, BaggageForm, BuildingForm, ReservationForm } from './forms.ts';

const STATE_KEY = 'kantan-yoyaku:state';
const SESSION_KEY = 'kantan-yoyaku:session';

/**
 * What quick booking keeps in browser storage (spec §4): the app state, the inputs and (in the
 * resource stores) the resources. Personal info, detail addresses, step 5, confirm, modals,
 * the before-edit state and availability or reserve results are never part of it.
 */
export interface SavedState {
  app: {
    step2Part: 'from' | 'to';
    baggageSubStep: number;
    hasOnceVisitedStep3Form: boolean;
    hasPassedStep4Once: boolean;
    ikeaPanelOpen: boolean;
    pickedDate: string;
    calendarMonth: string;
  };
  inputs: {
    address: AddressForm;
    buildings: BuildingForm;
    baggage: BaggageForm;
    reservation: ReservationForm;
  };
}

function isSavedState(value: unknown): value is SavedState {
  if (typeof value !== 'object' || value === null) return false;
  const { app, inputs } = value as Partial<SavedState>;
  return typeof app === 'object' && app !== null && typeof inputs === 'object' && inputs !== null;
}

export function restoreSavedState(storage: KeyValueStorage): SavedState | undefined {
  const saved = readJson(storage, STATE_KEY);
  return isSavedState(saved) ? saved : undefined;
}

export function saveState(storage: KeyValueStorage, state: SavedState): void {
  writeJson(storage, STATE_KEY, state);
}

export function clearSavedState(storage: KeyValueStorage): void {
  storage.removeItem(STATE_KEY);
}

/** Sets the session flag; returns true when it was already set, i.e. this page load is a reload. */
export function markSession(storage: KeyValueStorage): boolean {
  const seen = storage.getItem(SESSION_KEY) === '1';
  if (!seen) storage.setItem(SESSION_KEY, '1');
  return seen;
}
