import { belongingsErrors, contactErrors, movingAddressErrors, type FieldErrors } from '../../domain/validation/movingFormRules.ts';
import type { MovingFormFlowId } from '../../domain/flows/flows.ts';
import type { MovingFormValues } from './values.ts';

/**
 * The parts of the moving form (spec §3 "Reservation and estimate form"), from which each flow
 * makes its modules: the estimate's belongingsCounts module is the person count and the belongings,
 * the reservation asks them on two steps.
 */
export type MovingFormPart = 'fromAddress' | 'toAddress' | 'schedule' | 'headCount' | 'belongings' | 'contact' | 'otherRequests' | 'companies' | 'alliances';

/** A field of the moving form, whatever the flow's schedule. */
export type MovingFormField = keyof MovingFormValues<object>;

/** The fields of each part; the schedule's are the flow's own. */
export const PART_FIELDS = {
  fromAddress: ['fromAddressFormat', 'fromPostalCode', 'fromPrefecture', 'fromCity', 'fromDistrict', 'fromHouseNumber', 'fromHousingType', 'fromFloorPlan'],
  toAddress: ['toPrefecture', 'toCity', 'toTownArea', 'toHouseNumber', 'toHousingType', 'toFloorPlan'],
  headCount: ['headCount'],
  belongings: ['belongingsCounts', 'hasOtherBelongings', 'otherBelongings', 'stashedOtherBelongings', 'hasIkeaBelongings'],
  contact: ['name', 'nameKana', 'email', 'tel', 'contactPreference'],
  otherRequests: ['otherRequests'],
  companies: ['companyList'],
  alliances: ['checkedAlliances'],
} as const satisfies Readonly<Record<Exclude<MovingFormPart, 'schedule'>, readonly MovingFormField[]>>;

/** What a part's messages read beyond the values: the flow's rules and what only the store knows. */
export interface PartRules<S extends object> {
  flow: MovingFormFlowId;
  scheduleErrors(schedule: S): FieldErrors<string>;
  companiesRule(codes: readonly string[]): string | undefined;
  /** Why the postal lookup did not fill the origin. */
  postalMessage: string | undefined;
  /** The server check's message on the e-mail now typed. */
  emailMessage: string | undefined;
  /** The final submit reads the estimate phone as required (spec §5). */
  phoneRequired: boolean;
}

function only(errors: FieldErrors<string>, fields: readonly string[]): FieldErrors<string> {
  return Object.fromEntries(fields.map((field) => [field, errors[field]]));
}

/**
 * The messages of one part (spec §5): the address rules with the postal lookup's outcome on the
 * postal code once its own rule passes, the flow's schedule rules, the belongings, the contact
 * with the e-mail check's message once the pattern passes, the flow's rule for the companies chosen.
 */
export function partErrors<S extends object>(part: MovingFormPart, values: MovingFormValues<S>, rules: PartRules<S>): FieldErrors<string> {
  switch (part) {
    case 'fromAddress': {
      const errors = only(movingAddressErrors(values, rules.flow), PART_FIELDS.fromAddress);
      if (values.fromAddressFormat === 'postalCode') errors.fromPostalCode ??= rules.postalMessage;
      return errors;
    }
    case 'toAddress':
      return only(movingAddressErrors(values, rules.flow), PART_FIELDS.toAddress);
    case 'schedule':
      return rules.scheduleErrors(values);
    case 'headCount':
    case 'belongings':
      return only(belongingsErrors(values), part === 'headCount' ? ['headCount'] : ['belongingsCounts', 'otherBelongings']);
    case 'contact': {
      const errors = only(contactErrors(values, rules.flow, { final: rules.phoneRequired }), PART_FIELDS.contact);
      errors.email ??= rules.emailMessage;
      return errors;
    }
    case 'otherRequests':
      return only(contactErrors(values, rules.flow), ['otherRequests']);
    case 'companies':
      return { companyList: rules.companiesRule(values.companyList) };
    case 'alliances':
      return {};
  }
}
