import { estimateUrlOfQuickBooking } from '../../domain/flows/flowLinks.ts';
import { localizedHref } from '../../domain/i18n/i18n.ts';
import type { QuickBookingStore } from './store/QuickBookingStore.ts';
import type { AddressForm } from './store/forms.ts';

/**
 * The estimate form's URL, in the page's language (/en/mitsumori/… on an English page), with what
 * the visitor entered here; step 1 passes the address it is editing.
 */
export function estimateLinkOf(store: QuickBookingStore, address: AddressForm = store.inputs.address): string {
  const { belongings, reservation } = store.inputs;
  return localizedHref(estimateUrlOfQuickBooking({ ...address, belongingsCounts: belongings.belongingsCounts, movingDate: reservation.movingDate }));
}
