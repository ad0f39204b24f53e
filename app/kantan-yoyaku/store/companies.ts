import type { DesiredTime } from '../../../domain/options/schedule.ts';
import type { SortType } from '../../../domain/options/quickBooking.ts';
import type { CompanyInfo, DayAvailability } from '../../../domain/api/quickBooking.ts';
import { byRankingScore } from '../../../domain/reviews/reviewScore.ts';
import { priceLinesOf, type PriceLine } from '../../../domain/api/priceLines.ts';

/** The price a company asks for the slot; undefined when it does not take that slot. */
export function priceFor(company: CompanyInfo, desiredTime: DesiredTime): number | undefined {
  if (desiredTime === 'free') return company.price;
  return company.acceptAmPreferredRequest && company.priceForAm !== null ? company.priceForAm : undefined;
}

/** The visitor's lines of the price a company asks for the slot; undefined when it does not take that slot. */
export function priceLinesFor(company: CompanyInfo, desiredTime: DesiredTime): PriceLine[] | undefined {
  if (priceFor(company, desiredTime) === undefined) return undefined;
  const parts = desiredTime === 'free' ? company.priceParts : company.priceForAmParts;
  return parts === null ? undefined : priceLinesOf(parts);
}

/** The companies that take the slot; for AM only those accepting AM count (spec §4). */
export function companiesForSlot(companies: readonly CompanyInfo[], desiredTime: DesiredTime): CompanyInfo[] {
  return companies.filter((company) => priceFor(company, desiredTime) !== undefined);
}

/** Each day's lowest price for the slot; days where no company takes the slot are left out. */
export function lowestPrices(days: readonly DayAvailability[], desiredTime: DesiredTime): Record<string, number> {
  const prices: Record<string, number> = {};
  for (const day of days) {
    const offered = companiesForSlot(day.companyInfos, desiredTime).map((company) => priceFor(company, desiredTime) ?? Infinity);
    if (offered.length > 0) prices[day.date] = Math.min(...offered);
  }
  return prices;
}

/** Sort 1 by order, 2 by price (AM price for AM), 3 by the reviews' ranking score, highest first, companies without reviews last (spec §3, issue 38). */
export function sortCompanies(companies: readonly CompanyInfo[], sortType: SortType, desiredTime: DesiredTime): CompanyInfo[] {
  const sorted = [...companies];
  if (sortType === 1) sorted.sort((a, b) => a.order - b.order);
  if (sortType === 2) sorted.sort((a, b) => (priceFor(a, desiredTime) ?? Infinity) - (priceFor(b, desiredTime) ?? Infinity) || a.order - b.order);
  if (sortType === 3) sorted.sort((a, b) => byRankingScore(a.reviews, b.reviews) || a.order - b.order);
  return sorted;
}
