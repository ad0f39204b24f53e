import { z } from 'zod';
import { CONTACT_WINDOW_OPTIONS, DEFAULT_CONTACT_METHOD } from '../options/contactPreference.ts';
import type { ContactWindow } from '../options/contactPreference.ts';
import { contactPreferenceRule, orderedContactWindows } from '../validation/contactPreferenceRules.ts';
import { MESSAGES } from '../validation/messages.ts';
import { contactPreferenceOf, type ContactPreferenceWire } from './contactPreferenceWire.ts';
import { oneOf, reportIssue } from './schemaParts.ts';

export { contactPreferenceOf, contactPreferenceWire, type ContactPreferenceWire } from './contactPreferenceWire.ts';

const windowValues = CONTACT_WINDOW_OPTIONS.map((option) => option.value) as [ContactWindow, ...ContactWindow[]];

/**
 * The contact choice on the estimate and reservation bodies. Both keys may be left out: a request
 * without them asks for e-mail only, the choice that lets no company phone the visitor.
 */
export const contactPreferenceShape = {
  contactMethod: oneOf(['email', 'phone'], MESSAGES.contactPreference.method).default(DEFAULT_CONTACT_METHOD),
  contactWindows: z
    .array(oneOf(windowValues, MESSAGES.contactPreference.unknownWindow), { error: MESSAGES.contactPreference.unknownWindow })
    .max(windowValues.length * 2, { error: MESSAGES.contactPreference.unknownWindow })
    .transform(orderedContactWindows)
    .default([]),
};


/** Applies the contact-choice rule to a parsed body (phone needs a window, e-mail only takes none). */
export function refineContactPreference(request: ContactPreferenceWire, ctx: z.RefinementCtx): void {
  const message = contactPreferenceRule(contactPreferenceOf(request));
  if (message !== undefined) reportIssue(ctx, message, [message === MESSAGES.contactPreference.method ? 'contactMethod' : 'contactWindows']);
}

