import type { Locale } from '../../domain/i18n/locale.ts';
import type { Alliance } from '../../domain/api/company.ts';
import type { AddressInputState } from '../forms/AddressInput.ts';
import type { FormHint, MovingFormState } from './movingFormTypes.ts';
import { fieldsOfPart, pickFields } from '../forms/formPart.ts';
import { CONTACT_PART } from '../forms/parts/contactPart.ts';
import { BELONGINGS_PART, CONTACT_PREFERENCE_PART, FROM_ADDRESS_PART, HEAD_COUNT_PART, OTHER_REQUESTS_PART, TO_ADDRESS_PART, type MovingFormValues } from './parts.ts';
import { EMPTY_CONTACT } from './contactSection.ts';
import { EMPTY_BELONGINGS, EMPTY_MOVING_ADDRESS } from './values.ts';

/** An empty form state with the flow's schedule: the shape a flow's saved state is checked against before it is restored. */
export function movingFormStateTemplate<S, C>(schedule: S): MovingFormState<S, C> {
  return {
    address: { ...EMPTY_MOVING_ADDRESS, pickedFromAddress: '', toEdited: false },
    schedule,
    belongings: EMPTY_BELONGINGS,
    contact: EMPTY_CONTACT,
    belongingsModalOpened: false,
    closedHints: [],
    companies: [],
    selectedCompanies: [],
    alliances: [],
    checkedAlliances: [],
  };
}

/** What the form's stores keep beside its values, for the saved state. */
export interface MovingFormExtras<C> {
  address: AddressInputState;
  belongingsModalOpened: boolean;
  closedHints: FormHint[];
  companies: C[];
  alliances: Alliance[];
  averagePrice: number | null;
  listsLocale: Locale;
}


/** The state kept across a reload, of the form's values, its schedule and what its stores keep beside them. */
export function savedStateOf<S, C>(values: MovingFormValues<object>, schedule: S, extras: MovingFormExtras<C>): MovingFormState<S, C> {
  return {
    address: {
      ...pickFields(values, [...fieldsOfPart(FROM_ADDRESS_PART), ...fieldsOfPart(TO_ADDRESS_PART)]),
      pickedFromAddress: extras.address.pickedAddress,
      toEdited: extras.address.destinationEdited,
    },
    schedule,
    belongings: pickFields(values, [...fieldsOfPart(HEAD_COUNT_PART), ...fieldsOfPart(BELONGINGS_PART)]),
    contact: pickFields(values, [...fieldsOfPart(CONTACT_PART), ...fieldsOfPart(CONTACT_PREFERENCE_PART), ...fieldsOfPart(OTHER_REQUESTS_PART)]),
    belongingsModalOpened: extras.belongingsModalOpened,
    closedHints: extras.closedHints,
    companies: extras.companies,
    selectedCompanies: values.companyList,
    alliances: extras.alliances,
    checkedAlliances: values.checkedAlliances,
    averagePrice: extras.averagePrice,
    listsLocale: extras.listsLocale,
  };
}

/** A saved state's values over a new form's (`empty`): only the form's own fields (a state edited by hand may hold others). */
export function valuesOfSaved<S extends object, C>(saved: MovingFormState<S, C>, empty: MovingFormValues<S>): MovingFormValues<S> {
  const known = (part: object) => Object.fromEntries(Object.entries(part).filter(([field]) => field in empty)) as Partial<MovingFormValues<S>>;
  return {
    ...empty,
    ...known(saved.address),
    ...known(saved.schedule),
    ...known(saved.belongings),
    ...known(saved.contact),
    companyList: saved.selectedCompanies,
    checkedAlliances: saved.checkedAlliances,
  };
}
