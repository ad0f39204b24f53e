import { quoteMove } from '../pricing/index.ts';
import type { MoveSpec, Quote, Slot } from '../pricing/index.ts';
import { isJapaneseHoliday, weekdayOf } from './calendar.ts';
import { dayUnitKey } from './capacity/day-capacity-repository.ts';
import { LruCache } from './lru-cache.ts';
import { canonicalJson } from './request-hash.ts';
import { mapInSlices } from './slices.ts';
import type { DayPrice, MarketplaceCompany } from './types.ts';

/** Whether a company takes new moves between both ends (it is enabled and serves both prefectures). */
export function servesMove(company: MarketplaceCompany, move: Pick<MoveSpec, 'from' | 'to'>): boolean {
  return company.enabled && company.servicePrefectures.has(move.from.prefectureCode) && company.servicePrefectures.has(move.to.prefectureCode);
}

/** Whether a company works on a date at all (closed weekdays and closed days; capacity is checked apart). */
export function worksOn(company: MarketplaceCompany, isoDate: string): boolean {
  return company.dailyCapacity > 0 && !company.closedWeekdays.includes(weekdayOf(isoDate)) && !company.closedDates.has(isoDate);
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

/** Days priced before the price board lets other work run (a day is about a millisecond of quotes). */
const DAYS_PER_SLICE = 4;

/**
 * Prices of every company serving a move on every date asked, computed in memory. Each company-day
 * of a move is priced once and kept, whatever window asked for it: the search's next attempt shifts
 * its 89-day window by a day and reuses the 88 days both hold, and a calendar asked again costs one
 * query for the booked counts and a filter. Moves are kept in a small LRU cache; prices do not
 * depend on bookings. Days not priced yet are priced a few at a time, letting the event loop run
 * between slices, so a long window never holds up other requests (the health check) for long.
 */
export class PriceBoard {
  readonly #companies: readonly MarketplaceCompany[];
  readonly #moves: LruCache<Map<string, DayOffers>>;

  constructor(companies: readonly MarketplaceCompany[], movesKept = 200) {
    this.#companies = [...companies].sort((a, b) => a.order - b.order);
    this.#moves = new LruCache(movesKept);
  }

  /** Every date with the companies serving the move that work that day, priced (capacity not applied). */
  pricedDays(move: MoveSpec, dates: readonly string[]): Promise<DayOffers[]> {
    const days = this.#moves.getOrCreate(canonicalJson(move), () => new Map());
    const serving = this.#companies.filter((company) => servesMove(company, move));
    return mapInSlices(dates, DAYS_PER_SLICE, (date) => {
      let day = days.get(date);
      if (!day) {
        day = priceDay(serving, move, date);
        days.set(date, day);
      }
      return day;
    });
  }
}

/** One day's offers of the companies serving a move that work that day. */
function priceDay(serving: readonly MarketplaceCompany[], move: MoveSpec, date: string): DayOffers {
  return {
    date,
    offers: serving
      .filter((company) => worksOn(company, date))
      .map((company) => ({
        company,
        free: quoteFor(company, move, date, 'free'),
        am: company.acceptsAm ? quoteFor(company, move, date, 'am') : null,
      })),
  };
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
