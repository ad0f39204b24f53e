import { makeAutoObservable, reaction, runInAction } from 'mobx';
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
import type { Alliance } from '../../domain/api/company.ts';
import type { EmailCheckResponse, PostalResult } from '../../domain/api/lookups.ts';
import type { NimotsuCategory } from '../../domain/api/nimotsu.ts';
import type { MoveLink } from '../../domain/flows/flowLinks.ts';
import { baggageAfterPersonCountChange, BAGGAGE_SUB_STEPS, changeHasEtcBaggages, personTypeOf, resetCategory } from '../../domain/baggage/index.ts';
import type { ContactPreference } from '../../domain/options/contactPreference.ts';
import type { AddressFormat, PersonCount } from '../../domain/options/household.ts';
import type { HasEtcBaggages } from '../../domain/validation/baggageRules.ts';
import {
  belongingsErrors,
  contactErrors,
  hasNoErrors,
  movingAddressErrors,
  type FieldErrors,
  type MovingFormFlow,
} from '../../domain/validation/movingFormRules.ts';
import type { ContactValues } from '../../ui/ContactFields/index.ts';
import type { ApiResult } from '../api/http.ts';
import { lookUpPostalCode } from '../forms/postalLookup.ts';
import type { CityStore } from '../stores/resources/CityStore.ts';
import type { NimotsuStore } from '../stores/resources/referenceResources.ts';
import { AllianceSelection } from './AllianceSelection.ts';
import { CompanySelection } from './CompanySelection.ts';
import { debounced, type Debounced } from './debounce.ts';
import { emailCheckOutcome, type EmailCheckOutcome } from './emailCheck.ts';
import type { MovingFormSections } from './formValues.ts';
import {
  EMPTY_BELONGINGS,
  EMPTY_CONTACT,
  EMPTY_MOVING_ADDRESS,
  type BelongingsValues,
  type ContactSectionValues,
  type MovingAddressValues,
} from './values.ts';

/** What the form is built on: the shared resource stores, the e-mail check call and the clock. */
export interface MovingFormDeps {
  cities: CityStore;
  nimotsu: NimotsuStore;
  checkEmail(email: string): Promise<ApiResult<EmailCheckResponse>>;
  now: () => Date;
  /** Makes the 400 ms debounces (tests pass their own). */
  debounce?: () => Debounced;
}

/** The values the company list depends on. */
export interface MovingFormInputs<S> {
  address: MovingAddressValues;
  schedule: S;
  belongings: BelongingsValues;
  master: readonly NimotsuCategory[];
}

/** A company call's answer as the form uses it: the companies and, when the same call lists them, the alliance partners. */
export interface CompaniesAnswer<C> {
  companies: C[];
  alliances?: Alliance[];
  /** Average price of the listed companies in yen, when the call gives one (reservation). */
  averagePrice?: number | null;
}

/** What differs between the estimate and the reservation form. */
export interface MovingFormConfig<S, C, Q> {
  flow: MovingFormFlow;
  /** The schedule's starting values (spec §4 defaults). */
  initialSchedule(today: Date): S;
  scheduleErrors(schedule: S): FieldErrors<string>;
  /** kissCd of a company. */
  companyCode(company: C): string;
  /** Most companies chosen (reservation: 3). */
  companyLimit?: number;
  /** Whether listed companies start chosen. */
  preselectCompanies: boolean;
  /** The company query of the inputs, or undefined while they cannot be searched. */
  companiesQuery(inputs: MovingFormInputs<S>): Q | undefined;
  fetchCompanies(query: Q): Promise<ApiResult<CompaniesAnswer<C>>>;
}

/** The closable tooltips of the address (spec §2). */
export type FormHint = 'fromPostalCode' | 'toPrefecture' | 'toCity';

/** The form's values as kept across a reload. */
export interface MovingFormState<S, C> {
  address: MovingAddressValues;
  schedule: S;
  belongings: BelongingsValues;
  contact: ContactSectionValues;
  baggageModalOpened: boolean;
  closedHints: FormHint[];
  companies: C[];
  selectedCompanies: string[];
  alliances: Alliance[];
  checkedAlliances: string[];
  /** The last answer's average price (reservation); absent in states saved before it was kept. */
  averagePrice?: number | null;
}

/**
 * What the estimate and reservation forms share (spec §3 "Reservation and estimate form", §4):
 * the address with postal lookup, suggest and prefecture copy; the schedule; the person count
 * filling default belongings until the baggage modal was opened; the baggage modal; contact
 * with the debounced e-mail check; the company list and the alliance partners.
 */
export class MovingFormStore<S, C, Q> {
  address: MovingAddressValues = EMPTY_MOVING_ADDRESS;
  schedule: S;
  belongings: BelongingsValues = EMPTY_BELONGINGS;
  contact: ContactSectionValues = EMPTY_CONTACT;

  /** Addresses the postal code may mean, for the suggest list. */
  postalSuggestions: PostalResult[] = [];
  /** Why the postal lookup did not fill the address. */
  postalError: string | undefined = undefined;
  /** The server's answer on the last e-mail address checked. */
  emailCheck: EmailCheckOutcome | null = null;

  /** Whether the visitor ever opened the baggage modal: person-count changes then keep their counts. */
  baggageModalOpened = false;
  baggageModalOpen = false;
  baggageSubStep = 1;
  ikeaPanelOpen = false;

  /** The tooltips the visitor closed; each closes once and stays closed (spec §2). */
  closedHints: FormHint[] = [];
  /** kissCd of the company whose detail modal is open. */
  detailCompanyCode: string | null = null;
  /** Average price of the listed companies, for comparing each price (reservation); null when not given. */
  averagePrice: number | null = null;

  readonly companies: CompanySelection<C>;
  readonly alliances = new AllianceSelection();
  readonly config: MovingFormConfig<S, C, Q>;

  readonly #deps: MovingFormDeps;
  readonly #emailDebounce: Debounced;
  readonly #disposers: (() => void)[] = [];

  constructor(config: MovingFormConfig<S, C, Q>, deps: MovingFormDeps) {
    this.config = config;
    this.#deps = deps;
    const debounce = deps.debounce ?? (() => debounced());
    this.#emailDebounce = debounce();
    this.schedule = config.initialSchedule(deps.now());
    this.companies = new CompanySelection<C>({
      codeOf: config.companyCode,
      limit: config.companyLimit,
      preselect: config.preselectCompanies,
      debounce: debounce(),
    });
    makeAutoObservable<this, '#deps' | '#emailDebounce' | '#disposers'>(
      this,
      { config: false, companies: false, alliances: false, '#deps': false, '#emailDebounce': false, '#disposers': false },
      { autoBind: true },
    );
  }

  /** Follows the inputs from now on: the company list and the alliance partners (call once the state is restored). */
  start(): void {
    this.#disposers.push(
      reaction(() => JSON.stringify(this.companiesQuery ?? null), () => this.#refreshCompanies()),
      reaction(
        () => this.address.toPrefecture,
        () => this.alliances.markStale(),
      ),
    );
    if (this.companies.status === 'empty' && this.companiesQuery !== undefined) this.#refreshCompanies();
  }

  dispose(): void {
    for (const dispose of this.#disposers.splice(0)) dispose();
    this.companies.dispose();
    this.#emailDebounce.cancel();
  }

  // ---------- derived ----------

  get flow(): MovingFormFlow {
    return this.config.flow;
  }

  get master(): readonly NimotsuCategory[] {
    return this.#deps.nimotsu.value;
  }

  get inputs(): MovingFormInputs<S> {
    return { address: this.address, schedule: this.schedule, belongings: this.belongings, master: this.master };
  }

  get companiesQuery(): Q | undefined {
    return this.config.companiesQuery(this.inputs);
  }

  /** Address messages, the postal lookup's outcome shown on the postal code once its own rule passes. */
  get addressErrors(): FieldErrors<keyof MovingAddressValues> {
    const errors = movingAddressErrors(this.address, this.flow);
    if (this.address.fromAddressFormat === 'postalCode') errors.fromPostalcode ??= this.postalError;
    return errors;
  }

  get scheduleErrors(): FieldErrors<string> {
    return this.config.scheduleErrors(this.schedule);
  }

  get belongingsErrors(): FieldErrors<'personCount' | 'baggageQuantity' | 'etcBaggages'> {
    return belongingsErrors(this.belongings);
  }

  /** Contact messages while typing: the e-mail check's message replaces the pattern one for the address it checked. */
  get contactErrors(): FieldErrors<keyof ContactSectionValues> {
    return this.#contactErrors(false);
  }

  /** Contact messages at the final submit (the estimate phone is required then). */
  get finalContactErrors(): FieldErrors<keyof ContactSectionValues> {
    return this.#contactErrors(true);
  }

  get emailCorrection(): EmailCheckOutcome['correction'] {
    return this.emailCheck?.email === this.contact.email ? this.emailCheck.correction : undefined;
  }

  get addressComplete(): boolean {
    return hasNoErrors(this.addressErrors);
  }

  get scheduleComplete(): boolean {
    return hasNoErrors(this.scheduleErrors);
  }

  get belongingsComplete(): boolean {
    return hasNoErrors(this.belongingsErrors);
  }

  get contactComplete(): boolean {
    return hasNoErrors(this.contactErrors);
  }

  /** Every section with the chosen companies and partners, for the payload builders. */
  get sections(): Required<MovingFormSections> {
    return {
      address: this.address,
      belongings: this.belongings,
      contact: this.contact,
      companyList: this.companies.selected,
      allianceList: this.alliances.allianceList,
    };
  }

  /** The state kept across a reload. */
  get state(): MovingFormState<S, C> {
    return {
      address: this.address,
      schedule: this.schedule,
      belongings: this.belongings,
      contact: this.contact,
      baggageModalOpened: this.baggageModalOpened,
      closedHints: this.closedHints,
      companies: this.companies.companies,
      selectedCompanies: this.companies.selected,
      alliances: this.alliances.alliances,
      checkedAlliances: this.alliances.checked,
      averagePrice: this.averagePrice,
    };
  }

  restore(state: MovingFormState<S, C>): void {
    this.address = { ...EMPTY_MOVING_ADDRESS, ...state.address };
    this.schedule = state.schedule;
    this.belongings = { ...EMPTY_BELONGINGS, ...state.belongings };
    this.contact = { ...EMPTY_CONTACT, ...state.contact };
    this.baggageModalOpened = state.baggageModalOpened;
    this.closedHints = state.closedHints;
    this.companies.restore(state.companies, state.selectedCompanies);
    this.alliances.restore(state.alliances, state.checkedAlliances);
    this.averagePrice = state.averagePrice ?? null;
    void this.#loadAddressNames();
  }

  /**
   * What a link from quick booking carries (domain/flows/flowLinks.ts): the route, floor plans,
   * person count and belongings. Given counts are kept; a person count alone fills the defaults.
   */
  prefill(move: Partial<MoveLink>): void {
    const { fromPostalCode, fromPrefecture, fromCity, fromDistrict, toPrefecture, toCity, fromFloorPlan, toFloorPlan } = move;
    this.address = {
      ...this.address,
      fromAddressFormat: fromPostalCode ? 'postalCode' : this.address.fromAddressFormat,
      fromPostalcode: fromPostalCode ?? this.address.fromPostalcode,
      fromPrefecture: fromPrefecture ?? this.address.fromPrefecture,
      fromCity: fromCity ?? this.address.fromCity,
      fromDistrict: fromDistrict ?? this.address.fromDistrict,
      toPrefecture: toPrefecture ?? this.address.toPrefecture,
      toCity: toCity ?? this.address.toCity,
      toEdited: this.address.toEdited || toPrefecture !== undefined,
      fromFloorPlan: fromFloorPlan ?? this.address.fromFloorPlan,
      toFloorPlan: toFloorPlan ?? this.address.toFloorPlan,
    };
    if (move.baggageQuantity) this.belongings = { ...this.belongings, baggageQuantity: move.baggageQuantity, personCount: move.personCount ?? this.belongings.personCount };
    else if (move.personCount) void this.setPersonCount(move.personCount);
    void this.#loadAddressNames();
  }

  /** The move as links name it (for the quick-booking link). */
  get moveLink(): Omit<MoveLink, 'pickedDate'> {
    const { address, belongings } = this;
    return {
      fromPostalCode: address.fromPostalcode,
      fromPrefecture: address.fromPrefecture,
      fromCity: address.fromCity,
      fromDistrict: address.fromDistrict,
      toPrefecture: address.toPrefecture,
      toCity: address.toCity,
      fromFloorPlan: address.fromFloorPlan,
      toFloorPlan: address.toFloorPlan,
      personCount: belongings.personCount,
      baggageQuantity: belongings.baggageQuantity,
    };
  }

  /** Clears every input (after a request was sent, so going back starts a new one). */
  reset(): void {
    this.address = EMPTY_MOVING_ADDRESS;
    this.schedule = this.config.initialSchedule(this.#deps.now());
    this.belongings = EMPTY_BELONGINGS;
    this.contact = EMPTY_CONTACT;
    this.baggageModalOpened = false;
    this.emailCheck = null;
    this.companies.restore([], []);
    this.alliances.restore([], []);
    this.averagePrice = null;
  }

  // ---------- address (spec §4 "Address rules") ----------

  isHintOpen(hint: FormHint): boolean {
    return !this.closedHints.includes(hint);
  }

  closeHint(hint: FormHint): void {
    if (this.isHintOpen(hint)) this.closedHints = [...this.closedHints, hint];
  }

  setAddressFormat(format: AddressFormat): void {
    this.address = { ...this.address, fromAddressFormat: format };
    this.postalSuggestions = [];
  }

  /** A postal-code change clears the origin; from 6 characters it is looked up, and a unique 7-digit code fills the address. */
  async changePostalCode(postalCode: string): Promise<void> {
    this.#setOrigin(changePostalCode(this.#origin, postalCode));
    this.postalError = undefined;
    this.postalSuggestions = [];
    if (!shouldLookUpPostalCode(postalCode)) return;
    const outcome = await lookUpPostalCode(this.#deps.cities, postalCode);
    if (outcome.kind === 'cancelled' || this.address.fromPostalcode !== postalCode) return;
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
    this.address = { ...this.address, pickedFromAddress: result.address };
    this.postalError = undefined;
    this.postalSuggestions = [];
    void this.#loadAddressNames();
  }

  changeFromPrefecture(prefecture: string): void {
    this.#setOrigin(changeOriginPrefecture(this.#origin, prefecture));
    void this.#deps.cities.loadCities(prefecture);
  }

  changeFromCity(city: string): void {
    this.#setOrigin(changeOriginCity(this.#origin, city));
    void this.#deps.cities.loadDistricts(this.address.fromPrefecture, city);
  }

  /** Picking a district fills its postal code. */
  changeFromDistrict(districtCode: string): void {
    const { fromPrefecture, fromCity } = this.address;
    const district = this.#deps.cities.districtsOf(fromPrefecture, fromCity).find((entry) => entry.districtCode === districtCode);
    this.#setOrigin(district ? pickDistrict(this.#origin, district) : { ...this.#origin, district: districtCode });
  }

  changeToPrefecture(prefecture: string): void {
    const destination = changeDestinationPrefecture({ prefecture: this.address.toPrefecture, city: this.address.toCity }, prefecture);
    this.address = { ...this.address, toPrefecture: destination.prefecture, toCity: destination.city, toEdited: true };
    void this.#deps.cities.loadCities(prefecture);
  }

  changeToCity(city: string): void {
    this.address = { ...this.address, toCity: city, toEdited: true };
  }

  /** Floor plans, housing types, house numbers and the town area: plain values. */
  setAddressDetail(
    field: 'fromFloorPlan' | 'toFloorPlan' | 'fromHousingType' | 'toHousingType' | 'fromHouseNumber' | 'toHouseNumber' | 'toTownArea',
    value: string,
  ): void {
    this.address = { ...this.address, [field]: value };
  }

  get #origin(): OriginAddress {
    const { fromPostalcode, fromPrefecture, fromCity, fromDistrict } = this.address;
    return { postalCode: fromPostalcode, prefecture: fromPrefecture, city: fromCity, district: fromDistrict };
  }

  /** Sets the origin; a new origin prefecture is copied to a destination the visitor has not chosen. */
  #setOrigin(origin: OriginAddress): void {
    const prefectureChanged = origin.prefecture !== this.address.fromPrefecture;
    const { prefecture: toPrefecture, city: toCity } =
      prefectureChanged && origin.prefecture !== ''
        ? destinationAfterOriginPrefecture({ prefecture: this.address.toPrefecture, city: this.address.toCity }, origin.prefecture, this.address.toEdited)
        : { prefecture: this.address.toPrefecture, city: this.address.toCity };
    this.address = {
      ...this.address,
      fromPostalcode: origin.postalCode,
      fromPrefecture: origin.prefecture,
      fromCity: origin.city,
      fromDistrict: origin.district,
      pickedFromAddress: prefectureChanged || origin.city !== this.address.fromCity ? '' : this.address.pickedFromAddress,
      toPrefecture,
      toCity,
    };
  }

  /** The city and district lists the chosen codes need, so the selects and the confirm page can name them. */
  async #loadAddressNames(): Promise<void> {
    const { fromPrefecture, fromCity, toPrefecture } = this.address;
    await Promise.all([
      this.#deps.cities.loadCities(fromPrefecture),
      this.#deps.cities.loadDistricts(fromPrefecture, fromCity),
      this.#deps.cities.loadCities(toPrefecture),
    ]);
  }

  // ---------- schedule ----------

  setSchedule(schedule: S): void {
    this.schedule = schedule;
  }

  // ---------- belongings (spec §4 "Estimate and reservation form behaviour") ----------

  /** A person count fills the master's default counts, unless the baggage modal was already opened. */
  async setPersonCount(personCount: PersonCount): Promise<void> {
    this.belongings = { ...this.belongings, personCount };
    await this.#deps.nimotsu.load();
    runInAction(() => {
      if (this.belongings.personCount !== personCount) return;
      const baggageQuantity = baggageAfterPersonCountChange(this.belongings.baggageQuantity, this.master, personTypeOf(personCount), this.baggageModalOpened);
      this.belongings = { ...this.belongings, baggageQuantity };
    });
  }

  async openBaggageModal(): Promise<void> {
    this.baggageModalOpened = true;
    this.baggageModalOpen = true;
    this.baggageSubStep = 1;
    await this.#deps.nimotsu.load();
  }

  closeBaggageModal(): void {
    this.baggageModalOpen = false;
  }

  /** Next within the modal; next from the last sub-step closes it. */
  nextBaggageSubStep(): void {
    if (this.baggageSubStep < BAGGAGE_SUB_STEPS) this.baggageSubStep += 1;
    else this.baggageModalOpen = false;
  }

  /** Back within the modal; back from the first sub-step closes it. */
  previousBaggageSubStep(): void {
    if (this.baggageSubStep > 1) this.baggageSubStep -= 1;
    else this.baggageModalOpen = false;
  }

  /** A count as typed (ui/BaggageSteps warns over the limit and hands back '0' on blur); undefined unsets it. */
  setItemCount(itemCode: string, count: string | undefined): void {
    this.belongings = { ...this.belongings, baggageQuantity: { ...this.belongings.baggageQuantity, [itemCode]: count } };
  }

  resetCategory(categoryCode: string): void {
    const category = this.master.find((entry) => entry.code === categoryCode);
    if (!category) return;
    this.belongings = { ...this.belongings, baggageQuantity: resetCategory(this.belongings.baggageQuantity, category) };
  }

  /** The other-baggage answer: leaving "yes" stashes the text, choosing it again restores it. */
  setHasEtcBaggages(answer: HasEtcBaggages): void {
    this.belongings = { ...this.belongings, ...changeHasEtcBaggages(this.belongings, answer) };
  }

  setEtcBaggages(etcBaggages: string): void {
    this.belongings = { ...this.belongings, etcBaggages };
  }

  setHasIkeaBaggages(hasIkeaBaggages: boolean): void {
    this.belongings = { ...this.belongings, hasIkeaBaggages };
  }

  toggleIkeaPanel(): void {
    this.ikeaPanelOpen = !this.ikeaPanelOpen;
  }

  // ---------- contact ----------

  /** Contact values; a changed e-mail that passes the form's rule is checked by the server 400 ms after the last change. */
  setContact(values: ContactValues): void {
    const emailChanged = values.email !== this.contact.email;
    this.contact = { ...this.contact, ...values };
    if (!emailChanged) return;
    const email = values.email;
    if (contactErrors(this.contact, this.flow).email !== undefined) {
      this.#emailDebounce.cancel();
      return;
    }
    this.#emailDebounce.run(() => void this.#checkEmail(email));
  }

  setContactPreference(contactPreference: ContactPreference): void {
    this.contact = { ...this.contact, contactPreference };
  }

  setOtherRequests(otherRequests: string): void {
    this.contact = { ...this.contact, otherRequests };
  }

  async #checkEmail(email: string): Promise<void> {
    const result = await this.#deps.checkEmail(email);
    if (result.kind === 'cancelled') return;
    runInAction(() => (this.emailCheck = emailCheckOutcome(email, result)));
  }

  #contactErrors(final: boolean): FieldErrors<keyof ContactSectionValues> {
    const errors = contactErrors(this.contact, this.flow, { final });
    if (this.emailCheck?.email === this.contact.email) errors.email ??= this.emailCheck.message;
    return errors;
  }

  // ---------- companies and alliances ----------

  showCompanyDetail(code: string): void {
    this.detailCompanyCode = code;
  }

  closeCompanyDetail(): void {
    this.detailCompanyCode = null;
  }

  /** The company whose detail modal is open. */
  get detailCompany(): C | undefined {
    const code = this.detailCompanyCode;
    return code === null ? undefined : this.companies.companies.find((company) => this.config.companyCode(company) === code);
  }

  #refreshCompanies(): void {
    const query = this.companiesQuery;
    this.companies.inputsChanged(query === undefined ? undefined : () => this.#fetchCompanies(query));
  }

  async #fetchCompanies(query: Q): Promise<ApiResult<C[]>> {
    const result = await this.config.fetchCompanies(query);
    if (result.kind !== 'ok') return result;
    const { alliances, averagePrice } = result.data;
    runInAction(() => {
      if (alliances) this.alliances.replace(alliances);
      if (averagePrice !== undefined) this.averagePrice = averagePrice;
    });
    return { kind: 'ok', data: result.data.companies };
  }
}
