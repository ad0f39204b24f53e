import { makeAutoObservable, reaction, runInAction } from 'mobx';
import type { AvailabilityQuery } from '../../../domain/api/quickBooking.ts';
import { addIsoDays, bookableWindow, japanToday } from '../../../domain/dates/bookableWindow.ts';
import { isRouteChosen } from '../../../domain/validation/movingFormRules.ts';
import type { ApiClient } from '../../api/client.ts';
import type { MovingAddressValues } from '../../moving-form/values.ts';

/** How far the availability question looks ahead from the first bookable day. */
const AVAILABILITY_DAYS = 30;

/**
 * The estimate form's quick-booking recommendation (spec §1, §4): once both ends are chosen and
 * GET /api/kantan-yoyaku/availability/ says quick booking serves the route, the form recommends
 * it with a two-way question, unless quick-booking data was already entered. The rest of the
 * form ("the other section") shows when the question is not shown or the visitor chose the estimate.
 */
export class QuickBookingRecommendation {
  /** Whether quick booking serves the route of the last answer. */
  available = false;
  /** The visitor answered the question with the estimate form. */
  estimateChosen = false;
  readonly #dispose: () => void;

  constructor(
    api: ApiClient,
    route: () => MovingAddressValues,
    now: () => Date,
    /** Whether quick-booking data was entered (then nothing is recommended). */
    readonly hasQuickBookingData: () => boolean,
  ) {
    makeAutoObservable<this, '#dispose'>(this, { '#dispose': false, hasQuickBookingData: false }, { autoBind: true });
    this.#dispose = reaction(
      () => queryOf(route(), now()),
      (query) => void this.#check(api, query),
      { fireImmediately: true, equals: (a, b) => JSON.stringify(a) === JSON.stringify(b) },
    );
  }

  dispose(): void {
    this.#dispose();
  }

  /** The recommendation with its question shows. */
  get shown(): boolean {
    return this.available && !this.hasQuickBookingData();
  }

  /** The rest of the form shows. */
  get otherSectionShown(): boolean {
    return !this.shown || this.estimateChosen;
  }

  chooseEstimate(): void {
    this.estimateChosen = true;
  }

  async #check(api: ApiClient, query: AvailabilityQuery | undefined): Promise<void> {
    if (query === undefined) {
      this.available = false;
      return;
    }
    const result = await api.quickBooking.availability(query);
    if (result.kind === 'cancelled') return;
    runInAction(() => (this.available = result.kind === 'ok' && result.data.result));
  }
}

/** The availability query of a route, or undefined while an end is missing. */
function queryOf(address: MovingAddressValues, now: Date): AvailabilityQuery | undefined {
  if (!isRouteChosen(address)) return undefined;
  const { fromPrefecture, fromCity, fromDistrict, toPrefecture, toCity } = address;
  const { first } = bookableWindow(japanToday(now));
  return {
    fromPrefectureId: fromPrefecture,
    fromCityId: fromCity,
    fromDistrictId: fromDistrict,
    toPrefectureId: toPrefecture,
    toCityId: toCity,
    fromDate: first,
    toDate: addIsoDays(first, AVAILABILITY_DAYS),
  };
}
