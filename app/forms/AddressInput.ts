import { makeAutoObservable, runInAction } from 'mobx';
import { changeDestinationPrefecture, changeOriginCity, changeOriginPrefecture, changePostalCode, destinationAfterOriginPrefecture, pickDistrict, shouldLookUpPostalCode, type OriginAddress } from '../../domain/address/addressChanges.ts';
import type { PostalResult } from '../../domain/api/lookups.ts';
import { POSTAL_CODE_LENGTH } from '../../domain/validation/addressRules.ts';
import { toHalfWidth } from '../../domain/validation/halfWidth.ts';
import type { CityStore } from '../stores/resources/CityStore.ts';
import { lookUpPostalCode } from './postalLookup.ts';

/** A move's route as an address form holds it, whatever names the flow gives its fields. */
export interface Route {
  postalCode: string;
  prefecture: string;
  city: string;
  district: string;
  toPrefecture: string;
  toCity: string;
}

/** Where the address input reads and writes the route: the flow's form, under the flow's field names. */
export interface RouteFields {
  read(): Route;
  write(route: Partial<Route>): void;
}

/** What the address input keeps beyond the form's values (saved with the estimate and reservation forms). */
export interface AddressInputState {
  /** The address text of the postal result that filled the origin ('' when chosen by hand). */
  pickedAddress: string;
  /** Whether the visitor chose the destination: until then it follows the origin prefecture. */
  destinationEdited: boolean;
}

/**
 * The address rules of spec §4 for every flow, over the route of the flow's form: a postal code
 * is looked up from 6 digits (one address for 7 digits fills the origin, else the addresses are
 * suggested), changing the postal code, the origin prefecture or city clears what depends on it,
 * a district fills its postal code, and the origin prefecture is copied to the destination until
 * the visitor chooses the destination. It loads the city and district lists the chosen codes need.
 */
export class AddressInput {
  /** Addresses the postal code may mean, for the suggest list. */
  suggestions: PostalResult[] = [];
  /** Why the postal lookup did not fill the address (not found, several addresses, a server error). */
  postalMessage: string | undefined = undefined;
  pickedAddress = '';
  destinationEdited = false;

  readonly #cities: CityStore;
  readonly #fields: RouteFields;

  constructor(cities: CityStore, fields: RouteFields) {
    this.#cities = cities;
    this.#fields = fields;
    makeAutoObservable<this, '#cities' | '#fields'>(this, { '#cities': false, '#fields': false }, { autoBind: true });
  }

  get state(): AddressInputState {
    return { pickedAddress: this.pickedAddress, destinationEdited: this.destinationEdited };
  }

  /** Starts over on the form's route (a restored or new form): an earlier lookup's answers are forgotten. */
  restore(state: AddressInputState): void {
    this.pickedAddress = state.pickedAddress;
    this.destinationEdited = state.destinationEdited;
    this.suggestions = [];
    this.postalMessage = undefined;
  }

  /** The postal code as typed: half-width digits only, at most 7; the address it stood for is cleared and looked up again. */
  async changePostalCode(typed: string): Promise<void> {
    const postalCode = toHalfWidth(typed).replace(/\D/g, '').slice(0, POSTAL_CODE_LENGTH);
    this.#setOrigin(changePostalCode(this.#origin, postalCode));
    this.postalMessage = undefined;
    this.suggestions = [];
    if (!shouldLookUpPostalCode(postalCode)) return;
    const outcome = await lookUpPostalCode(this.#cities, postalCode);
    if (outcome.kind === 'cancelled' || this.#fields.read().postalCode !== postalCode) return;
    runInAction(() => {
      if (outcome.kind === 'error') this.postalMessage = outcome.message;
      else if (outcome.kind === 'filled') this.pickSuggestion(outcome.address);
      else {
        this.suggestions = outcome.addresses;
        this.postalMessage = outcome.message;
      }
    });
  }

  /** A postal code a link carries without its address (quick booking, spec §2): the address fills in when the code has exactly one. */
  async fillFromPostalCode(postalCode: string): Promise<void> {
    const outcome = await lookUpPostalCode(this.#cities, postalCode);
    if (outcome.kind !== 'filled' || this.#fields.read().postalCode !== postalCode) return;
    runInAction(() => this.pickSuggestion(outcome.address));
  }

  /** A suggestion (or the one address of a lookup) fills the origin and its postal code. */
  pickSuggestion(result: PostalResult): void {
    this.#setOrigin({ postalCode: result.postalCode, prefecture: result.prefectureCode, city: result.cityCode, district: result.districtCode });
    this.pickedAddress = result.address;
    this.postalMessage = undefined;
    this.suggestions = [];
    void this.loadNames();
  }

  /** The suggest list closes (the origin is entered by address instead). */
  clearSuggestions(): void {
    this.suggestions = [];
  }

  changeOriginPrefecture(prefecture: string): void {
    this.#setOrigin(changeOriginPrefecture(this.#origin, prefecture));
    void this.#cities.loadCities(prefecture);
  }

  changeOriginCity(city: string): void {
    this.#setOrigin(changeOriginCity(this.#origin, city));
    void this.#cities.loadDistricts(this.#origin.prefecture, city);
  }

  /** Picking a district fills its postal code. */
  changeDistrict(districtCode: string): void {
    const { prefecture, city } = this.#origin;
    const district = this.#cities.districtsOf(prefecture, city).find((entry) => entry.districtCode === districtCode);
    this.#setOrigin(district ? pickDistrict(this.#origin, district) : { ...this.#origin, district: districtCode });
  }

  changeDestinationPrefecture(prefecture: string): void {
    const { toPrefecture, toCity } = this.#fields.read();
    const destination = changeDestinationPrefecture({ prefecture: toPrefecture, city: toCity }, prefecture);
    this.destinationEdited = true;
    this.#fields.write({ toPrefecture: destination.prefecture, toCity: destination.city });
    void this.#cities.loadCities(prefecture);
  }

  changeDestinationCity(city: string): void {
    this.destinationEdited = true;
    this.#fields.write({ toCity: city });
  }

  /** The city and district lists the chosen codes need, so the selects and the confirm page can name them. */
  async loadNames(): Promise<void> {
    const { prefecture, city, toPrefecture } = this.#fields.read();
    await Promise.all([this.#cities.loadCities(prefecture), this.#cities.loadDistricts(prefecture, city), this.#cities.loadCities(toPrefecture)]);
  }

  get #origin(): OriginAddress {
    const { postalCode, prefecture, city, district } = this.#fields.read();
    return { postalCode, prefecture, city, district };
  }

  /** Sets the origin; a new origin prefecture is copied to a destination the visitor has not chosen. */
  #setOrigin(origin: OriginAddress): void {
    const route = this.#fields.read();
    const prefectureChanged = origin.prefecture !== route.prefecture;
    if (prefectureChanged || origin.city !== route.city) this.pickedAddress = '';
    const destination = { prefecture: route.toPrefecture, city: route.toCity };
    const { prefecture: toPrefecture, city: toCity } =
      prefectureChanged && origin.prefecture !== '' ? destinationAfterOriginPrefecture(destination, origin.prefecture, this.destinationEdited) : destination;
    this.#fields.write({ ...origin, toPrefecture, toCity });
  }
}

/** The names a flow gives the route's fields. */
export type RouteNames<V> = Readonly<Record<keyof Route, keyof V>>;

/** The names every flow's form gives the route: the moving form's and quick booking's step 1. */
export const ROUTE_NAMES = {
  postalCode: 'fromPostalCode',
  prefecture: 'fromPrefecture',
  city: 'fromCity',
  district: 'fromDistrict',
  toPrefecture: 'toPrefecture',
  toCity: 'toCity',
} as const;

/** The route of a form's values, read and written under the flow's names. */
export function routeFieldsOf<V extends object>(values: () => V, set: (values: Partial<V>) => void, names: RouteNames<V>): RouteFields {
  const parts = Object.keys(names) as (keyof Route)[];
  return {
    read: () => {
      const current = values();
      return Object.fromEntries(parts.map((part) => [part, current[names[part]]])) as unknown as Route;
    },
    write: (route) => set(Object.fromEntries(Object.entries(route).map(([part, value]) => [names[part as keyof Route], value])) as Partial<V>),
  };
}
