import type { QuickBookingReserveResponse } from '../../../domain/api/quickBooking.ts';
import type { Locale } from '../../../domain/i18n/locale.ts';
import type { ContactValues } from '../../../ui/ContactFields/index.ts';
import { handOff, handOffAcrossLanguages, takeHandOffAcrossLanguages, type FlowHandOff } from '../../stores/flowHandOff.ts';
import type { KeyValueStorage } from '../../stores/storage.ts';
import { EMPTY_CONTACT_VALUES } from '../../moving-form/values.ts';
import { hasShapeOf } from '../../wizard/shape.ts';
import { EMPTY_DETAIL_ADDRESS, type DetailAddressForm } from './forms.ts';
import { QUICK_BOOKING_PARTS, type QuickBookingFormName } from './parts.ts';
import { EMPTY_VALUES, formValuesOf } from './stepForms.ts';
import { MODULE_STEPS, type EditModule } from './steps.ts';
import type { TypedForm } from './typedForms.ts';

/**
 * What quick booking hands the same page in the other language as the visitor follows the
 * language switch (issue 28): what its storage never keeps (spec §4: personal info, detail
 * addresses, step 5 and confirm, the reservation's result), the open step's form as typed, and the
 * edit under way. Written at the click, taken and removed by the next page, never in a URL
 * (app/stores/flowHandOff.ts); the rest comes from the flow's storage as after a reload.
 */
export interface QuickBookingLanguageHandOff {
  detail: DetailAddressForm;
  customer: ContactValues;
  /** Step 5 was submitted: confirm may show. */
  confirmed: boolean;
  typed: TypedForm | null;
  /** The module edited from confirm, its step showing. */
  editing: EditModule | null;
  /** The booking the complete page shows: shown again, never sent again. */
  booked: { result: QuickBookingReserveResponse; price: number | null } | null;
  /** The duplicate-error page shows. */
  duplicate: boolean;
}

/**
 * As the visitor follows the language switch: leaves the store's snapshot for the page in `to`
 * (QuickBookingStore.languageSnapshot), and hands on again what the estimate form handed over and
 * step 1's next has not taken yet.
 */
export function handOverAcrossLanguages(storage: KeyValueStorage, to: Locale, snapshot: QuickBookingLanguageHandOff, pendingArrival: FlowHandOff): void {
  handOffAcrossLanguages(storage, 'kantan-yoyaku', to, snapshot);
  handOff(storage, 'kantan-yoyaku', pendingArrival);
}

/** What a typed form of `form` holds: its part's values, and step 1's address input with them. */
function typedTemplateOf(form: QuickBookingFormName): object {
  const values = formValuesOf(EMPTY_VALUES, form);
  return form === 'address' ? { values, address: { pickedAddress: '', destinationEdited: false } } : { values };
}

const TEMPLATE = { detail: EMPTY_DETAIL_ADDRESS, customer: EMPTY_CONTACT_VALUES, confirmed: false, duplicate: false };
const RESULT_TEMPLATE: QuickBookingReserveResponse = { reservationId: '', expiredDate: '', closedDays: [], errors: [] };

function typedFormIn(value: unknown): TypedForm | null {
  if (typeof value !== 'object' || value === null) return null;
  const form = (value as { form?: unknown }).form;
  if (typeof form !== 'string' || !(form in QUICK_BOOKING_PARTS)) return null;
  return hasShapeOf(value, typedTemplateOf(form as QuickBookingFormName)) ? (value as TypedForm) : null;
}

function bookedIn(value: unknown): QuickBookingLanguageHandOff['booked'] {
  if (!hasShapeOf(value, { result: RESULT_TEMPLATE })) return null;
  const { result, price } = value as { result: QuickBookingReserveResponse; price: unknown };
  return { result, price: typeof price === 'number' ? price : null };
}

/** A hand-over of the shape above; parts that are not what they should be are dropped, and a hand-over without its inputs is none. */
export function parseQuickBookingHandOff(value: unknown): QuickBookingLanguageHandOff | undefined {
  if (!hasShapeOf(value, TEMPLATE)) return undefined;
  const handed = value as QuickBookingLanguageHandOff;
  return {
    detail: { ...EMPTY_DETAIL_ADDRESS, ...handed.detail },
    customer: { ...EMPTY_CONTACT_VALUES, ...handed.customer },
    confirmed: handed.confirmed,
    typed: typedFormIn(handed.typed),
    editing: typeof handed.editing === 'string' && handed.editing in MODULE_STEPS ? handed.editing : null,
    booked: bookedIn(handed.booked),
    duplicate: handed.duplicate,
  };
}

/** What the page in the other language handed this page in `locale`, once (it is removed as it is read). */
export function takeQuickBookingHandOff(storage: KeyValueStorage, locale: Locale): QuickBookingLanguageHandOff | undefined {
  return parseQuickBookingHandOff(takeHandOffAcrossLanguages(storage, 'kantan-yoyaku', locale));
}
