import type { Alliance, PricedCompany } from '../../domain/api/company.ts';
import { contactPreferenceOf, type ContactPreferenceWire } from '../../domain/api/contactPreferenceWire.ts';
import type { ContactPreference } from '../../domain/options/contactPreference.ts';

/** A company with its price as the API gives it (the reservation list, the estimate and reserve answers). */
export type PricedCompanyOnWire = Pick<PricedCompany, 'kissCd' | 'name' | 'price' | 'priceParts' | 'logoFileNm'>;

/**
 * Who a sent request reached, as the answer tells it (issue 16: the visitor knows exactly who may
 * get in touch, and how): the companies that received it, those it could not reach, the partner
 * services it also went to, and the contact choice as stored.
 */
export interface RequestDelivery {
  companies: readonly PricedCompanyOnWire[];
  undelivered: readonly PricedCompanyOnWire[];
  alliances: readonly Alliance[];
  contact: ContactPreference;
}

/** The delivery of an answer whose received companies are `companies` (each flow's answer names them its own way). */
export function deliveryOf(
  answer: ContactPreferenceWire & { failure: readonly PricedCompanyOnWire[]; alliance: readonly Alliance[] },
  companies: readonly PricedCompanyOnWire[],
  laterAlliances: readonly Alliance[] = [],
): RequestDelivery {
  return { companies, undelivered: answer.failure, alliances: [...answer.alliance, ...laterAlliances], contact: contactPreferenceOf(answer) };
}
