import { estimateUrlOfQuickBooking } from '../../domain/flows/flowLinks.ts';
import type { KantanYoyakuStore } from './store/KantanYoyakuStore.ts';
import type { AddressForm } from './store/forms.ts';

/** The estimate form's URL with what the visitor entered here; step 1 passes the address it is editing. */
export function estimateLinkOf(store: KantanYoyakuStore, address: AddressForm = store.inputs.address): string {
  const { baggage, reservation } = store.inputs;
  return estimateUrlOfQuickBooking({ ...address, baggageQuantity: baggage.baggageQuantity, movingDate: reservation.movingDate });
}
