import type { FlowId } from '../../../domain/flows/flows.ts';
import { shownErrors, type FieldErrors } from '../../../domain/validation/fieldErrors.ts';
import { contactRules, type ContactValues } from '../../../domain/validation/contactRules.ts';
import { errorsOf } from '../../../domain/validation/ruleList.ts';
import { EMPTY_CONTACT_VALUES } from '../../moving-form/values.ts';
import type { FormPart } from '../formPart.ts';

/** What the contact's rules read beyond its values. */
export interface ContactPartContext {
  /** The flow whose messages and phone minimum apply (spec §5). */
  flow: FlowId;
  /** The estimate checks the phone as optional while typing, and as required at its final submit. */
  phoneOptional: boolean;
  /** The server check's message on the e-mail now typed. */
  emailMessage: string | undefined;
}

/**
 * The contact itself (spec §3 "Contact"): name, its reading, e-mail and phone. Quick booking's
 * step 5 asks only this part; the estimate and the reservation ask it with the contact choice.
 */
export const CONTACT_PART: FormPart<ContactValues, ContactPartContext> = {
  name: 'contact',
  initialValues: () => EMPTY_CONTACT_VALUES,
  errors(values, { flow, phoneOptional, emailMessage }) {
    const errors: FieldErrors<keyof ContactValues> = shownErrors(errorsOf(contactRules(flow, { phoneOptional }), values));
    // The server check's message, once the address's own pattern passes.
    errors.email ??= emailMessage;
    return errors;
  },
};
