import type { Locale } from '../../../domain/i18n/locale.ts';
import { makeAutoObservable, runInAction } from 'mobx';
import { API_ERROR_CODES } from '../../../domain/api/errors.ts';
import type { CompanyAvailabilityRequest, CompanyInfo, DayAvailability } from '../../../domain/api/quickBooking.ts';
import type { SortType } from '../../../domain/options/quickBooking.ts';
import type { DesiredTime } from '../../../domain/options/schedule.ts';
import type { ApiClient } from '../../api/client.ts';
import type { ApiResult } from '../../api/http.ts';
import type { BusyKind, BusyTracker } from '../../wizard/BusyTracker.ts';
import { SpokenLanguageFilter, type SpokenLanguageListing } from '../../stores/spokenLanguageFilter.ts';
import { companiesForSlot, lowestPrices, sortCompanies } from './companies.ts';
import { bookableWindow } from '../../../domain/dates/bookableWindow.ts';
import { monthOf, monthRange } from './searchWindow.ts';

/** The outcome of looking for companies on a list of dates, tried in order. */
export type SearchOutcome = { kind: 'found'; date: string } | { kind: 'none' } | { kind: 'stopped' };

export interface CompanyCalendarDeps {
  api: ApiClient;
  busy: BusyTracker;
  /** Today in Japan ('yyyy-MM-dd'). */
  today(): string;
  /** The availability request of the visitor's move for a range of dates. */
  request(fromDate: string, toDate: string): CompanyAvailabilityRequest;
  /** Leaves for the error page (an availability call failed). */
  fail(): void;
  /** The page's language: the filter keeps the companies that serve it. */
  locale: Locale;
}

/**
 * The calendar of step 4: the month shown, the days fetched per month, and the company search
 * that fills it (spec §4). A month counts as loaded only once fetched as a whole.
 */
export class CompanyCalendar {
  /** Month ('yyyy-MM') the calendar shows. */
  month = '';
  /** Days fetched, per month. */
  daysByMonth: Record<string, DayAvailability[]> = {};
  /**
   * The English page's filter of a day's companies (issue 28), kept across the flow's steps, not
   * saved. It narrows the list only: the calendar's daily lowest prices stay those of every company.
   */
  readonly spokenLanguage: SpokenLanguageFilter;
  readonly #deps: CompanyCalendarDeps;
  readonly #fullyLoaded = new Set<string>();

  constructor(deps: CompanyCalendarDeps) {
    this.spokenLanguage = new SpokenLanguageFilter(deps.locale);
    this.#deps = deps;
    makeAutoObservable(this, { spokenLanguage: false }, { autoBind: true });
  }

  /** The first and last bookable day (domain/dates, Japan time). */
  get window(): { first: string; last: string } {
    return bookableWindow(this.#deps.today());
  }

  /** The first and last month the calendar can show. */
  get months(): { first: string; last: string } {
    const { first, last } = this.window;
    return { first: monthOf(first), last: monthOf(last) };
  }

  get days(): DayAvailability[] {
    return this.daysByMonth[this.month] ?? [];
  }

  get monthLoaded(): boolean {
    return this.month in this.daysByMonth;
  }

  /** Each day of the month shown with its lowest free and AM prices. */
  get dayPrices(): { date: string; lowestPrice?: number; lowestPriceAm?: number }[] {
    const free = lowestPrices(this.days, 'free');
    const am = lowestPrices(this.days, 'am');
    return this.days.map((day) => ({ date: day.date, lowestPrice: free[day.date], lowestPriceAm: am[day.date] }));
  }

  /** Lowest price per day of the month shown, for a time slot. */
  lowestPrices(desiredTime: DesiredTime): Record<string, number> {
    return lowestPrices(this.days, desiredTime);
  }

  /** Companies of `date` taking the slot, in the chosen order. */
  companiesOf(date: string, desiredTime: DesiredTime, sortType: SortType): CompanyInfo[] {
    const day = Object.values(this.daysByMonth)
      .flat()
      .find((entry) => entry.date === date);
    return sortCompanies(companiesForSlot(day?.companyInfos ?? [], desiredTime), sortType, desiredTime);
  }

  /**
   * Companies of `date` taking the slot as step 4 lists them: in the chosen order, narrowed by the
   * English filter when it is on. A chosen company the filter leaves out stays chosen and is named.
   */
  listingOf(date: string, desiredTime: DesiredTime, sortType: SortType, chosenId: string | undefined): SpokenLanguageListing<CompanyInfo> {
    return this.spokenLanguage.listing(this.companiesOf(date, desiredTime, sortType), (company) => company.companyId === chosenId);
  }

  /** Shows a month ('yyyy-MM') within the window, fetching it unless it is here. */
  async showMonth(month: string): Promise<void> {
    const { first, last } = this.months;
    if (month < first || month > last) return;
    this.month = month;
    await this.loadMonth(month);
  }

  async loadMonth(month: string): Promise<void> {
    const range = monthRange(month, this.#deps.today());
    if (!range || this.#fullyLoaded.has(month)) return;
    const days = await this.fetchDays(range.fromDate, range.toDate, 'loading');
    if (days === undefined) return;
    runInAction(() => {
      this.daysByMonth[month] = days;
      this.#fullyLoaded.add(month);
    });
  }

  /** The days of a range: code 1001 means none; a cancellation or other failure gives undefined (the latter on the error page). */
  async fetchDays(fromDate: string, toDate: string, busy: BusyKind): Promise<DayAvailability[] | undefined> {
    const result = await this.#deps.busy.track(busy, this.#deps.api.quickBooking.companyAvailability(this.#deps.request(fromDate, toDate)));
    return this.#daysOf(result);
  }

  /** Tries each date in order and keeps the days of the first one where a company takes the slot. */
  async firstDateWithCompanies(dates: readonly string[], desiredTime: DesiredTime): Promise<SearchOutcome> {
    for (const date of dates) {
      const result = await this.#deps.api.quickBooking.companyAvailability(this.#deps.request(date, date));
      const days = this.#daysOf(result);
      if (days === undefined) return { kind: 'stopped' };
      const day = days.find((entry) => entry.date === date);
      if (day && companiesForSlot(day.companyInfos, desiredTime).length > 0) {
        runInAction(() => this.#storeDays(days));
        return { kind: 'found', date };
      }
    }
    return { kind: 'none' };
  }

  /** Forgets every fetched day (the move changed, or the day filled up). */
  clear(): void {
    this.daysByMonth = {};
    this.#fullyLoaded.clear();
  }

  #daysOf(result: ApiResult<{ results: DayAvailability[] }>): DayAvailability[] | undefined {
    if (result.kind === 'ok') return result.data.results;
    if (result.kind === 'cancelled') return undefined;
    if (result.errors.some((error) => error.code === API_ERROR_CODES.duplicateOrSoldOut)) return [];
    this.#deps.fail();
    return undefined;
  }

  #storeDays(days: readonly DayAvailability[]): void {
    for (const day of days) {
      const month = monthOf(day.date);
      const known = (this.daysByMonth[month] ?? []).filter((entry) => entry.date !== day.date);
      this.daysByMonth[month] = [...known, day].sort((a, b) => a.date.localeCompare(b.date));
    }
  }
}
