import type { ContactMethod, ContactPreference, ContactWindow } from '../options/contactPreference.ts';
import { orderedContactWindows } from '../validation/contactPreferenceRules.ts';

/**
 * The contact choice as the estimate and reservation bodies name it, without the schema (zod):
 * the payload builders run on every flow's first page, the schema only where requests are checked.
 */

/** The contact choice of a body, as the wire names it. */
export interface ContactPreferenceWire {
  contactMethod: ContactMethod;
  contactWindows: ContactWindow[];
}

/** The wire keys of a contact choice. */
export function contactPreferenceWire(preference: ContactPreference): ContactPreferenceWire {
  return { contactMethod: preference.method, contactWindows: orderedContactWindows(preference.windows) };
}

/** The contact choice a body carries. */
export function contactPreferenceOf(request: ContactPreferenceWire): ContactPreference {
  return { method: request.contactMethod, windows: request.contactWindows };
}
