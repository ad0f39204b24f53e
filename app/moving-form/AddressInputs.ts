import { makeAutoObservable, runInAction } from 'mobx';
import {
  changeDestinationPrefecture,
  changeOriginCity,
  changeOriginPrefecture,
  changePostalCode,
  destinationAfterOriginPrefecture,
  pickDistrict,
  shouldLookUpPostalCode,
  type OriginAddress,
} from '../../domain/address/index.ts';
import type { PostalResult } from '../../domain/api/lookups.ts';
import type { MoveLink } from '../../domain/flows/flowLinks.ts';
import type { AddressFormat } from '../../domain/options/household.ts';
import { hasNoErrors, movingAddressErrors, type FieldErrors, type MovingFormFlow } from '../../domain/validation/movingFormRules.ts';
import { lookUpPostalCode } from '../forms/postalLookup.ts';
import type { CityStore } from '../stores/resources/CityStore.ts';
import type { FormHint } from './movingFormTypes.ts';
import { EMPTY_MOVING_ADDRESS, type MovingAddressValues } from './values.ts';

/** The moving form's address (spec §4 "Address rules"): postal lookup and suggest, prefecture copy, the closable hints. */
export class AddressInputs {
  values: MovingAddressValues = EMPTY_MOVING_ADDRESS;
  /** Addresses the postal code may mean, for the suggest list. */
  postalSuggestions: PostalResult[] = [];
  /** Why the postal lookup did not fill the address. */
  postalError: string | undefined = undefined;
  /** The tooltips the visitor closed; each closes once and stays closed (spec §2). */
  closedHints: FormHint[] = [];

  readonly #cities: CityStore;
  readonly #flow: MovingFormFlow;

  constructor(cities: CityStore, flow: MovingFormFlow) {
    this.#cities = cities;
    this.#flow = flow;
    makeAutoObservable<this, '#cities' | '#flow'>(this, { '#cities': false, '#flow': false }, { autoBind: true });
  }

  /** Address messages, the postal lookup's outcome shown on the postal code once its own rule passes. */
  get errors(): FieldErrors<keyof MovingAddressValues> {
    const errors = movingAddressErrors(this.values, this.#flow);
    if (this.values.fromAddressFormat === 'postalCode') errors.fromPostalcode ??= this.postalError;
    return errors;
  }

  get complete(): boolean {
    return hasNoErrors(this.errors);
  }

  restore(values: MovingAddressValues, closedHints: FormHint[]): void {
    this.values = { ...EMPTY_MOVING_ADDRESS, ...values };
    this.closedHints = closedHints;
  }

  /** The route and floor plans a link from quick booking carries (domain/flows/flowLinks.ts). */
  prefill(move: Partial<MoveLink>): void {
    const { fromPostalCode, fromPrefecture, fromCity, fromDistrict, toPrefecture, toCity, fromFloorPlan, toFloorPlan } = move;
    const address = this.values;
    this.values = {
      ...address,
      fromAddressFormat: fromPostalCode ? 'postalCode' : address.fromAddressFormat,
      fromPostalcode: fromPostalCode ?? address.fromPostalcode,
      fromPrefecture: fromPrefecture ?? address.fromPrefecture,
      fromCity: fromCity ?? address.fromCity,
      fromDistrict: fromDistrict ?? address.fromDistrict,
      toPrefecture: toPrefecture ?? address.toPrefecture,
      toCity: toCity ?? address.toCity,
      toEdited: address.toEdited || toPrefecture !== undefined,
      fromFloorPlan: fromFloorPlan ?? address.fromFloorPlan,
      toFloorPlan: toFloorPlan ?? address.toFloorPlan,
    };
  }

  reset(): void {
    this.values = EMPTY_MOVING_ADDRESS;
  }

  isHintOpen(hint: FormHint): boolean {
    return !this.closedHints.includes(hint);
  }

  closeHint(hint: FormHint): void {
    if (this.isHintOpen(hint)) this.closedHints = [...this.closedHints, hint];
  }

  setAddressFormat(format: AddressFormat): void {
    this.values = { ...this.values, fromAddressFormat: format };
    this.postalSuggestions = [];
  }

  /** A postal-code change clears the origin; from 6 characters it is looked up, and a unique 7-digit code fills the address. */
  async changePostalCode(postalCode: string): Promise<void> {
    this.#setOrigin(changePostalCode(this.#origin, postalCode));
    this.postalError = undefined;
    this.postalSuggestions = [];
    if (!shouldLookUpPostalCode(postalCode)) return;
    const outcome = await lookUpPostalCode(this.#cities, postalCode);
    if (outcome.kind === 'cancelled' || this.values.fromPostalcode !== postalCode) return;
    runInAction(() => {
      if (outcome.kind === 'error') this.postalError = outcome.message;
      else if (outcome.kind === 'filled') this.pickPostalSuggestion(outcome.address);
      else {
        this.postalSuggestions = outcome.addresses;
        if (outcome.message !== undefined) this.postalError = outcome.message;
      }
    });
  }

  /** A suggestion (or the unique lookup result) fills the origin and its postal code. */
  pickPostalSuggestion(result: PostalResult): void {
    this.#setOrigin({ postalCode: result.postalCode, prefecture: result.prefectureCode, city: result.cityCode, district: result.districtCode });
    this.values = { ...this.values, pickedFromAddress: result.address };
    this.postalError = undefined;
    this.postalSuggestions = [];
    void this.loadNames();
  }

  changeFromPrefecture(prefecture: string): void {
    this.#setOrigin(changeOriginPrefecture(this.#origin, prefecture));
    void this.#cities.loadCities(prefecture);
  }

  changeFromCity(city: string): void {
    this.#setOrigin(changeOriginCity(this.#origin, city));
    void this.#cities.loadDistricts(this.values.fromPrefecture, city);
  }

  /** Picking a district fills its postal code. */
  changeFromDistrict(districtCode: string): void {
    const { fromPrefecture, fromCity } = this.values;
    const district = this.#cities.districtsOf(fromPrefecture, fromCity).find((entry) => entry.districtCode === districtCode);
    this.#setOrigin(district ? pickDistrict(this.#origin, district) : { ...this.#origin, district: districtCode });
  }

  changeToPrefecture(prefecture: string): void {
    const destination = changeDestinationPrefecture({ prefecture: this.values.toPrefecture, city: this.values.toCity }, prefecture);
    this.values = { ...this.values, toPrefecture: destination.prefecture, toCity: destination.city, toEdited: true };
    void this.#cities.loadCities(prefecture);
  }

  changeToCity(city: string): void {
    this.values = { ...this.values, toCity: city, toEdited: true };
  }

  /** Floor plans, housing types, house numbers and the town area: plain values. */
  setAddressDetail(
    field: 'fromFloorPlan' | 'toFloorPlan' | 'fromHousingType' | 'toHousingType' | 'fromHouseNumber' | 'toHouseNumber' | 'toTownArea',
    value: string,
  ): void {
    this.values = { ...this.values, [field]: value };
  }

  /** The city and district lists the chosen codes need, so the selects and the confirm page can name them. */
  async loadNames(): Promise<void> {
    const { fromPrefecture, fromCity, toPrefecture } = this.values;
    await Promise.all([
      this.#cities.loadCities(fromPrefecture),
      this.#cities.loadDistricts(fromPrefecture, fromCity),
      this.#cities.loadCities(toPrefecture),
    ]);
  }

  get #origin(): OriginAddress {
    const { fromPostalcode, fromPrefecture, fromCity, fromDistrict } = this.values;
    return { postalCode: fromPostalcode, prefecture: fromPrefecture, city: fromCity, district: fromDistrict };
  }

  /** Sets the origin; a new origin prefecture is copied to a destination the visitor has not chosen. */
  #setOrigin(origin: OriginAddress): void {
    const address = this.values;
    const prefectureChanged = origin.prefecture !== address.fromPrefecture;
    const { prefecture: toPrefecture, city: toCity } =
      prefectureChanged && origin.prefecture !== ''
        ? destinationAfterOriginPrefecture({ prefecture: address.toPrefecture, city: address.toCity }, origin.prefecture, address.toEdited)
        : { prefecture: address.toPrefecture, city: address.toCity };
    this.values = {
      ...address,
      fromPostalcode: origin.postalCode,
      fromPrefecture: origin.prefecture,
      fromCity: origin.city,
      fromDistrict: origin.district,
      pickedFromAddress: prefectureChanged || origin.city !== address.fromCity ? '' : address.pickedFromAddress,
      toPrefecture,
      toCity,
    };
  }
}
