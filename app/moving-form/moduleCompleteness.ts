import type { MovingFormStore } from './MovingFormStore.ts';

type AnyMovingForm = MovingFormStore<unknown, unknown, unknown>;

const FROM_ADDRESS_KEYS = ['fromPostalcode', 'fromPrefecture', 'fromCity', 'fromDistrict', 'fromFloorPlan', 'fromHouseNumber', 'fromHousingType'] as const;
const TO_ADDRESS_KEYS = ['toPrefecture', 'toCity', 'toFloorPlan', 'toTownArea', 'toHouseNumber', 'toHousingType'] as const;
const CONTACT_KEYS = ['name', 'nameKana', 'email', 'tel', 'contactPreference'] as const;

/** The modules the estimate and reservation flows check alike. */
export type SharedModule = 'fromAddress' | 'toAddress' | 'schedule' | 'contactInfo' | 'otherRequests';

/** Whether a module both flows share holds what it needs (spec §5; the estimate phone is checked apart, at the final submit). */
export function isSharedModuleComplete(form: AnyMovingForm, module: SharedModule): boolean {
  switch (module) {
    case 'fromAddress':
      return noneOf(form.address.errors, FROM_ADDRESS_KEYS);
    case 'toAddress':
      return noneOf(form.address.errors, TO_ADDRESS_KEYS);
    case 'schedule':
      return form.scheduleComplete;
    case 'contactInfo':
      return noneOf(form.contact.errors, CONTACT_KEYS);
    case 'otherRequests':
      return form.contact.errors.otherRequests === undefined;
  }
}

/** Whether none of `keys` has a message. */
export function noneOf<K extends string>(errors: Partial<Record<K, string>>, keys: readonly K[]): boolean {
  return keys.every((key) => errors[key] === undefined);
}
