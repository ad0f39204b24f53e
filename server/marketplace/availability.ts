import { quoteMove } from '../pricing/index.ts';
import type { MoveSpec, Quote, Slot } from '../pricing/index.ts';
import { isJapaneseHoliday, weekdayOf } from './calendar.ts';
import { dayUnitKey } from './day-capacity-repository.ts';
import { LruCache } from './lru-cache.ts';
import { canonicalJson } from './request-hash.ts';
import type { DayPrice, MarketplaceCompany } from './types.ts';

/** Whether a company serves both ends of a move. */
export function servesMove(company: MarketplaceCompany, move: Pick<MoveSpec, 'from' | 'to'>): boolean {
  return company.servicePrefectures.has(move.from.prefectureCode) && company.servicePrefectures.has(move.to.prefectureCode);
}

/** Whether a company works on a date at all (closed weekdays; capacity is checked apart). */
export function worksOn(company: MarketplaceCompany, isoDate: string): boolean {
  return company.dailyCapacity > 0 && !company.closedWeekdays.includes(weekdayOf(isoDate));
}

/** A company's quote for a move on a date and slot. */
export function quoteFor(company: MarketplaceCompany, move: MoveSpec, isoDate: string, slot: Slot): Quote {
  return quoteMove(move, { date: isoDate, isHoliday: isJapaneseHoliday(isoDate), slot }, company.tariff);
}

/** A date and the companies that can still take a booking on it. */
export interface DayOffers {
  date: string;
  offers: DayPrice[];
}

/**
 * Prices of every company serving a move on every date of a range, computed in memory and kept
 * in a small LRU cache keyed by the move and the range: prices do not depend on bookings, so the
 * same calendar asked again costs one query for the booked counts and a filter.
 */
export class PriceBoard {
  readonly #companies: readonly MarketplaceCompany[];
  readonly #cache: LruCache<DayOffers[]>;

  constructor(companies: readonly MarketplaceCompany[], cacheSize = 500) {
    this.#companies = [...companies].sort((a, b) => a.order - b.order);
    this.#cache = new LruCache(cacheSize);
  }

  /** Every date with the companies serving the move that work that day, priced (capacity not applied). */
  pricedDays(move: MoveSpec, dates: readonly string[]): DayOffers[] {
    const key = `${canonicalJson(move)}|${dates[0] ?? ''}|${dates.at(-1) ?? ''}|${dates.length}`;
    return this.#cache.getOrCreate(key, () => {
      const serving = this.#companies.filter((company) => servesMove(company, move));
      return dates.map((date) => ({
        date,
        offers: serving
          .filter((company) => worksOn(company, date))
          .map((company) => ({
            company,
            free: quoteFor(company, move, date, 'free'),
            am: company.acceptsAm ? quoteFor(company, move, date, 'am') : null,
          })),
      }));
    });
  }
}

/** Drops the offers of companies whose capacity for the day is used up. */
export function withoutFullDays(days: readonly DayOffers[], bookedUnits: ReadonlyMap<string, number>): DayOffers[] {
  return days.map((day) => ({
    date: day.date,
    offers: day.offers.filter(
      (offer) => (bookedUnits.get(dayUnitKey(offer.company.code, day.date)) ?? 0) < offer.company.dailyCapacity,
    ),
  }));
}
