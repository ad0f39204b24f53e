import { runInAction } from 'mobx';
import type { QuickBookingReserveResponse } from '../../../domain/api/quickBooking.ts';
import { weekdayNamesIn } from '../../../domain/format/japanTime.ts';
import type { Locale } from '../../../domain/i18n/locale.ts';
import type { BuildingStepValues } from '../../../domain/validation/quickBookingRules.ts';
import type { AddressInputState } from '../../forms/AddressInput.ts';
import { setValues } from '../../forms/stepForm.ts';
import { handOff, handOffAcrossLanguages, takeHandOffAcrossLanguages } from '../../stores/flowHandOff.ts';
import type { KeyValueStorage } from '../../stores/storage.ts';
import { hasShapeOf } from '../../wizard/shape.ts';
import { EMPTY_ADDRESS, EMPTY_BELONGINGS, EMPTY_BUILDINGS, EMPTY_CUSTOMER, EMPTY_DETAIL_ADDRESS } from './forms.ts';
import type { AddressForm, BelongingsForm, CustomerForm, DetailAddressForm } from './forms.ts';
import type { QuickBookingStore } from './QuickBookingStore.ts';
import { buildingStepValues, type QuickBookingForms } from './stepForms.ts';
import { MODULE_STEPS, type EditModule } from './steps.ts';

/** A step's form as the visitor left it, typed but not yet taken by the step's next. */
export type TypedForm =
  | { form: 'address'; values: AddressForm; address: AddressInputState }
  | { form: 'origin' | 'destination'; values: BuildingStepValues }
  | { form: 'belongings'; values: BelongingsForm }
  | { form: 'customer'; values: CustomerForm };

/**
 * What quick booking hands the same page in the other language as the visitor follows the
 * language switch (issue 28): what its storage never keeps (spec §4: personal info, detail
 * addresses, step 5 and confirm, the reservation's result), the open step's form as typed, and the
 * edit under way. Written at the click, taken and removed by the next page, never in a URL
 * (app/stores/flowHandOff.ts); the rest comes from the flow's storage as after a reload.
 */
export interface QuickBookingLanguageHandOff {
  detail: DetailAddressForm;
  customer: CustomerForm;
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

/** The form of the step showing, which holds what the visitor typed there. */
function openForm(store: QuickBookingStore): keyof QuickBookingForms | null {
  switch (store.step) {
    case 'step1':
      return 'address';
    case 'step2':
      return store.inputs.step2Part === 'from' ? 'origin' : 'destination';
    case 'step3':
      return 'belongings';
    case 'step5':
      return 'customer';
    default:
      return null;
  }
}

function typedFormOf(store: QuickBookingStore): TypedForm | null {
  const { forms, addressInput } = store.inputs;
  const form = openForm(store);
  switch (form) {
    case 'address':
      return { form, values: forms.address.getState().values, address: addressInput.state };
    case 'origin':
    case 'destination':
      return { form, values: forms[form].getState().values };
    case 'belongings':
      return { form, values: forms.belongings.getState().values };
    case 'customer':
      return { form, values: forms.customer.getState().values };
    case null:
      return null;
  }
}

/** What `store` hands the page in `to`: the booking's closed days as the server would have named them in `to` ('水' → 'Wed'). */
export function quickBookingHandOffOf(store: QuickBookingStore, to: Locale): QuickBookingLanguageHandOff {
  const result = store.reservationResult;
  return {
    detail: store.inputs.detail,
    customer: store.inputs.customer,
    confirmed: store.inputs.confirmed,
    typed: typedFormOf(store),
    editing: store.edits.module,
    booked: result ? { result: { ...result, closedDays: weekdayNamesIn(result.closedDays, to) }, price: store.bookedPrice } : null,
    duplicate: store.duplicate,
  };
}

/**
 * As the visitor follows the language switch: leaves `store`'s hand-over for the page in `to`, and
 * hands on again what the estimate form handed over and step 1's next has not taken yet.
 */
export function handOverAcrossLanguages(storage: KeyValueStorage, store: QuickBookingStore, to: Locale): void {
  handOffAcrossLanguages(storage, 'kantan-yoyaku', to, quickBookingHandOffOf(store, to));
  handOff(storage, 'kantan-yoyaku', store.inputs.pendingArrival);
}

const TYPED_TEMPLATES: Readonly<Record<TypedForm['form'], object>> = {
  address: { values: EMPTY_ADDRESS, address: { pickedAddress: '', destinationEdited: false } },
  origin: { values: buildingStepValues({ buildings: EMPTY_BUILDINGS, detail: EMPTY_DETAIL_ADDRESS }, 'from') },
  destination: { values: buildingStepValues({ buildings: EMPTY_BUILDINGS, detail: EMPTY_DETAIL_ADDRESS }, 'to') },
  belongings: { values: EMPTY_BELONGINGS },
  customer: { values: EMPTY_CUSTOMER },
};

const TEMPLATE = { detail: EMPTY_DETAIL_ADDRESS, customer: EMPTY_CUSTOMER, confirmed: false, duplicate: false };
const RESULT_TEMPLATE: QuickBookingReserveResponse = { reservationId: '', expiredDate: '', closedDays: [], errors: [] };

function typedFormIn(value: unknown): TypedForm | null {
  if (typeof value !== 'object' || value === null) return null;
  const form = (value as { form?: unknown }).form;
  if (typeof form !== 'string' || !(form in TYPED_TEMPLATES)) return null;
  return hasShapeOf(value, TYPED_TEMPLATES[form as TypedForm['form']]) ? (value as TypedForm) : null;
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
    customer: { ...EMPTY_CUSTOMER, ...handed.customer },
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

/**
 * Before the steps start: what the guards need to let the visitor stand on the same step (the
 * detail addresses, the personal info and confirm, the booking or the duplicate refusal).
 */
export function takeOverInputs(store: QuickBookingStore, handed: QuickBookingLanguageHandOff): void {
  runInAction(() => {
    store.inputs.detail = handed.detail;
    store.inputs.customer = handed.customer;
    store.inputs.confirmed = handed.confirmed;
    if (handed.booked) {
      store.reservationResult = handed.booked.result;
      store.bookedPrice = handed.booked.price;
    }
    store.duplicate = handed.duplicate;
  });
}

/** Once the step shows (its form started over from the inputs taken): the form as the visitor typed it, and the edit under way. */
export function resumeOpenStep(store: QuickBookingStore, handed: QuickBookingLanguageHandOff): void {
  const { typed, editing } = handed;
  if (typed && typed.form === openForm(store)) {
    if (typed.form === 'address') {
      setValues(store.inputs.forms.address, typed.values);
      store.inputs.addressInput.restore(typed.address);
      void store.inputs.addressInput.loadNames();
    } else if (typed.form === 'belongings') setValues(store.inputs.forms.belongings, typed.values);
    else if (typed.form === 'customer') setValues(store.inputs.forms.customer, typed.values);
    else setValues(store.inputs.forms[typed.form], typed.values);
  }
  if (editing) store.edits.resume(editing);
}
