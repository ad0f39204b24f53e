import { priceLinesOf } from '../../../domain/api/priceLines.ts';
import type { Recipient } from '../../../ui/RecipientList/index.ts';
import type { PricedCompanyOnWire } from '../delivery.ts';

/**
 * A priced company as ui/ lists show it: name, logo, and its price opening into the lines it adds up to.
 * Apart from the stores' delivery.ts, so the price lines load with the views that show them.
 */
export function recipientOf(company: PricedCompanyOnWire): Recipient {
  return {
    id: company.kissCd,
    name: company.name,
    logoUrl: company.logoFileNm || undefined,
    price: company.price,
    priceLines: company.priceParts === null ? undefined : priceLinesOf(company.priceParts),
  };
}
