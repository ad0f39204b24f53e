import { DEFAULT_CONTACT_PREFERENCE } from '../../domain/options/contactPreference.ts';
import { EMPTY_CONTACT_VALUES, type ContactSectionValues } from './values.ts';

/*
 * The empty values of the contact section (the estimate and the reservation). They sit apart from
 * ./values.ts so that quick booking, which shares only the contact itself, loads neither the contact
 * preference nor its words.
 */

export const EMPTY_CONTACT_PREFERENCE: Pick<ContactSectionValues, 'contactPreference'> = { contactPreference: DEFAULT_CONTACT_PREFERENCE };

export const EMPTY_OTHER_REQUESTS: Pick<ContactSectionValues, 'otherRequests'> = { otherRequests: '' };

export const EMPTY_CONTACT: ContactSectionValues = { ...EMPTY_CONTACT_VALUES, ...EMPTY_CONTACT_PREFERENCE, ...EMPTY_OTHER_REQUESTS };
