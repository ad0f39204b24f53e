import { makeAutoObservable, reaction, runInAction } from 'mobx';
import { ERROR_PAGE, FALLBACK_PAGE } from '../../../domain/flows/urls.ts';
import { API_ERROR_CODES } from '../../../domain/api/errors.ts';
import type { CompanyInfo, DayAvailability, KantanReserveResponse } from '../../../domain/api/kantanYoyaku.ts';
import type { PostalResult } from '../../../domain/api/lookups.ts';
import { BAGGAGE_SUB_STEPS, defaultBaggageQuantity, personTypeOf } from '../../../domain/baggage/index.ts';
import { calendarFallbackDates, companySearchDates, toIsoDate } from '../../../domain/dates/index.ts';
import { isLargeFloorPlan } from '../../../domain/options/floorPlans.ts';
import type { SortType } from '../../../domain/options/quickBooking.ts';
import { DEFAULT_SORT_TYPE, PARKING_UNKNOWN } from '../../../domain/options/quickBooking.ts';
import type { DesiredTime } from '../../../domain/options/schedule.ts';
import { canProceedFromBaggage } from '../../../domain/validation/baggageRules.ts';
import { canProceedFromBuildingDetails } from '../../../domain/validation/buildingDetailRules.ts';
import { emailRule } from '../../../domain/validation/contactRules.ts';
import type { ApiClient } from '../../api/client.ts';
import type { ApiResult } from '../../api/http.ts';
import type { DeviceType } from '../../stores/device.ts';
import type { AppHistory } from '../../stores/history.ts';
import type { CityStore } from '../../stores/resources/CityStore.ts';
import type { HolidayStore, NimotsuStore } from '../../stores/resources/referenceResources.ts';
import type { KeyValueStorage } from '../../stores/storage.ts';
import { companiesForSlot, lowestPrices, priceFor, sortCompanies } from './companies.ts';
import { emailCheckOf, type EmailCheck } from './emailCheck.ts';
import { addressErrors, customerErrors, hasNoErrors } from './formErrors.ts';
import {
  EMPTY_ADDRESS,
  EMPTY_BAGGAGE,
  EMPTY_BUILDINGS,
  EMPTY_CUSTOMER,
  EMPTY_DETAIL_ADDRESS,
  EMPTY_RESERVATION,
  type AddressForm,
  type BaggageForm,
  type BuildingForm,
  type CustomerForm,
  type DetailAddressForm,
  type ReservationForm,
} from './forms.ts';
import { companyAvailabilityRequest, reserveRequest, type MoveInputs } from './payload.ts';
import { clearSavedState, markSession, restoreSavedState, saveState, type SavedState } from './persistence.ts';
import { prefillFromQuery } from './prefill.ts';
import { calendarWindow, monthOf, monthRange } from './searchWindow.ts';
import {
  INPUT_STEPS,
  MODULE_STEPS,
  STEP_PATHS,
  changesPrice,
  stepFromPath,
  type EditModule,
  type InputStep,
  type Step,
} from './steps.ts';

/** Reserve answers (marketplace): the company is full that day (reservation-full modal), the price changed (toast). */
export const RESERVATION_FULL_CODE = API_ERROR_CODES.reservationFull;
export const PRICE_CHANGED_CODE = API_ERROR_CODES.priceChanged;

export interface KantanYoyakuDeps {
  api: ApiClient;
  history: AppHistory;
  storage: KeyValueStorage;
  now: () => Date;
  device: DeviceType;
  holidays: HolidayStore;
  nimotsu: NimotsuStore;
  cities: CityStore;
}

/** The previous and current price of the chosen company after an edit (the price-change toast). */
export interface PriceChange {
  previous: number;
  current: number;
}

/** What a postal-code lookup means for the step-1 form. */
export type PostalOutcome =
  | { kind: 'filled'; address: PostalResult }
  | { kind: 'suggest'; addresses: PostalResult[] }
  | { kind: 'error'; message: string }
  | { kind: 'cancelled' };

/** The outcome of looking for companies on a list of dates, tried in order. */
type SearchOutcome = { kind: 'found'; date: string } | { kind: 'none' } | { kind: 'stopped' };

/**
 * The quick-booking flow (spec §2, §4): the step shown and its URL, the accumulated inputs of each
 * step, the company search, edits from confirm with the price re-check, and the reservation.
 */
export class KantanYoyakuStore {
  step: Step = 'step1';
  /** Step 2 asks for the origin first, then the destination. */
  step2Part: 'from' | 'to' = 'from';
  /** Sub-step 1..7 of the baggage step. */
  baggageSubStep = 1;
  moduleToEdit: EditModule | null = null;

  address: AddressForm = EMPTY_ADDRESS;
  buildings: BuildingForm = EMPTY_BUILDINGS;
  detail: DetailAddressForm = EMPTY_DETAIL_ADDRESS;
  baggage: BaggageForm = EMPTY_BAGGAGE;
  reservation: ReservationForm = EMPTY_RESERVATION;
  customer: CustomerForm = EMPTY_CUSTOMER;
  /** The server's answer on the last e-mail address checked on step 5. */
  emailCheck: EmailCheck | null = null;
  confirmed = false;

  hasOnceVisitedStep3Form = false;
  hasPassedStep4Once = false;
  ikeaPanelOpen = false;
  /** The pickedDate of the query, 'yyyy/MM/dd' as shown. */
  pickedDate = '';

  /** Month ('yyyy-MM') the calendar shows, and the days fetched per month. */
  calendarMonth = '';
  fetchedCompaniesByMonthly: Record<string, DayAvailability[]> = {};

  apologyOpen = false;
  /** The company whose detail modal is open. */
  detailCompanyId: string | null = null;
  reservationFullOpen = false;
  cannotReserveWithModificationOpen = false;
  priceChange: PriceChange | null = null;
  reservationResult: KantanReserveResponse | null = null;
  duplicate = false;

  /** Calls in flight that block the page (overlay) or only show progress (loading). */
  overlayCount = 0;
  loadingCount = 0;
  /** True when this page load is a reload of a visit begun earlier in the tab. */
  readonly isReload: boolean;
  readonly device: DeviceType;

  readonly #deps: KantanYoyakuDeps;
  readonly #disposers: (() => void)[] = [];

  constructor(deps: KantanYoyakuDeps) {
    this.#deps = deps;
    this.device = deps.device;
    this.isReload = markSession(deps.storage);
    this.#restore(restoreSavedState(deps.storage));
    makeAutoObservable(this, {}, { autoBind: true });
    runInAction(() => {
      this.#applyQuery(deps.history.search);
      this.#showPath(deps.history.pathname, 'replace');
    });
    this.#disposers.push(
      reaction(() => this.savedState, (state) => saveState(deps.storage, state)),
      deps.history.listen((pathname) => runInAction(() => this.#showPath(pathname, 'replace'))),
    );
  }

  dispose(): void {
    for (const dispose of this.#disposers) dispose();
  }

  // ---------- derived state ----------

  get today(): string {
    return toIsoDate(this.#deps.now());
  }

  get overlay(): boolean {
    return this.overlayCount > 0;
  }

  get loading(): boolean {
    return this.loadingCount > 0;
  }

  /** Whether any modal or toast is to be shown. */
  get feedbackShown(): boolean {
    return this.apologyOpen || this.reservationFullOpen || this.cannotReserveWithModificationOpen || this.priceChange !== null;
  }

  get step1Complete(): boolean {
    return hasNoErrors(addressErrors(this.address));
  }

  get step2Complete(): boolean {
    return canProceedFromBuildingDetails({ from: this.buildings.from, to: this.buildings.to, ...this.detail });
  }

  get step3Complete(): boolean {
    return canProceedFromBaggage(this.baggage);
  }

  get step4Complete(): boolean {
    return this.reservation.movingDate !== '' && this.reservation.selectedCompany !== null;
  }

  get step5Complete(): boolean {
    return hasNoErrors(customerErrors(this.customer));
  }

  /** The first input step still missing data, or undefined when all are filled. */
  get earliestIncompleteStep(): InputStep | undefined {
    const complete: Record<InputStep, boolean> = {
      step1: this.step1Complete,
      step2: this.step2Complete,
      step3: this.step3Complete,
      step4: this.step4Complete,
      step5: this.step5Complete,
    };
    return INPUT_STEPS.find((step) => !complete[step]);
  }

  /** Step-1 availability alert and extra controls: either floor plan is 5 or more (spec §4). */
  get largeFloorPlan(): boolean {
    return isLargeFloorPlan(this.address.fromFloorPlan) || isLargeFloorPlan(this.address.toFloorPlan);
  }

  /** Price-change warning: unknown destination parking, other baggage or IKEA furniture declared (spec §4). */
  get priceMayChange(): boolean {
    return this.buildings.to.parkingAvailability === PARKING_UNKNOWN || this.baggage.hasEtcBaggages === '1' || this.baggage.hasIkeaBaggages;
  }

  get calendarDays(): DayAvailability[] {
    return this.fetchedCompaniesByMonthly[this.calendarMonth] ?? [];
  }

  /** Each day of the month shown with its lowest free and AM prices, for the calendar. */
  get calendarDayPrices(): { date: string; lowestPrice?: number; lowestPriceAm?: number }[] {
    const free = lowestPrices(this.calendarDays, 'free');
    const am = lowestPrices(this.calendarDays, 'am');
    return this.calendarDays.map((day) => ({ date: day.date, lowestPrice: free[day.date], lowestPriceAm: am[day.date] }));
  }

  /** Lowest price per day of the month shown, for the chosen time slot. */
  get monthLowestPrices(): Record<string, number> {
    return lowestPrices(this.calendarDays, this.reservation.desiredTime);
  }

  /** Dates on which at least one company takes the chosen slot. */
  get availableDatesForCompanies(): string[] {
    return Object.keys(this.monthLowestPrices).sort();
  }

  get calendarMonthLoaded(): boolean {
    return this.calendarMonth in this.fetchedCompaniesByMonthly;
  }

  /** The first and last month the calendar can show. */
  get calendarMonths(): { first: string; last: string } {
    const { first, last } = calendarWindow(this.today);
    return { first: monthOf(first), last: monthOf(last) };
  }

  /** Companies of the chosen date taking the chosen slot, in the chosen order. */
  get companiesOfMovingDate(): CompanyInfo[] {
    const { movingDate, desiredTime, sortType } = this.reservation;
    const day = Object.values(this.fetchedCompaniesByMonthly)
      .flat()
      .find((entry) => entry.date === movingDate);
    return sortCompanies(companiesForSlot(day?.companyInfos ?? [], desiredTime), sortType, desiredTime);
  }

  /** The price of the chosen company for the chosen slot. */
  get selectedPrice(): number | undefined {
    const company = this.reservation.selectedCompany;
    return company ? priceFor(company, this.reservation.desiredTime) : undefined;
  }

  /** What is kept in browser storage; personal info, detail addresses, confirm, modals and results never are. */
  get savedState(): SavedState {
    return {
      app: {
        step2Part: this.step2Part,
        baggageSubStep: this.baggageSubStep,
        hasOnceVisitedStep3Form: this.hasOnceVisitedStep3Form,
        hasPassedStep4Once: this.hasPassedStep4Once,
        ikeaPanelOpen: this.ikeaPanelOpen,
        pickedDate: this.pickedDate,
        calendarMonth: this.calendarMonth,
      },
      inputs: { address: this.address, buildings: this.buildings, baggage: this.baggage, reservation: this.reservation },
    };
  }

  get #moveInputs(): MoveInputs {
    return {
      address: this.address,
      buildings: this.buildings,
      baggage: this.baggage,
      reservation: this.reservation,
      categories: this.#deps.nimotsu.value,
    };
  }

  // ---------- navigation ----------

  /** The step a visitor may see when asking for `target`: guards push to the earliest incomplete step. */
  allowedStep(target: Step): Step {
    const missing = this.earliestIncompleteStep;
    if (target === 'complete') return this.reservationResult ? 'complete' : this.allowedStep('confirm');
    if (target === 'duplicateError') return this.duplicate ? 'duplicateError' : this.allowedStep('confirm');
    if (target === 'confirm') {
      if (missing) return missing;
      return this.confirmed ? 'confirm' : 'step5';
    }
    if (missing && INPUT_STEPS.indexOf(missing) < INPUT_STEPS.indexOf(target)) return missing;
    return target;
  }

  /** Shows `target` (or where the guard sends), pushing its URL. */
  goTo(target: Step): void {
    this.#show(this.allowedStep(target), 'push');
  }

  #showPath(pathname: string, mode: 'push' | 'replace'): void {
    const target = stepFromPath(pathname);
    if (!target) {
      this.#deps.history.leave(FALLBACK_PAGE);
      return;
    }
    const allowed = this.allowedStep(target);
    this.#show(allowed, allowed === target && mode === 'replace' ? 'none' : mode);
  }

  #show(step: Step, mode: 'push' | 'replace' | 'none'): void {
    this.step = step;
    const path = STEP_PATHS[step];
    const history = this.#deps.history;
    if (mode === 'push' && history.pathname !== path) history.push(path);
    if (mode === 'replace' || (mode === 'none' && history.search !== '')) history.replace(path);
    if (step === 'step3') void this.#enterBaggage();
    if (step === 'step4') void this.#enterCalendar();
  }

  #leaveForError(): void {
    this.#deps.history.leave(ERROR_PAGE);
  }

  // ---------- step 1 ----------

  /** Looks a postal code up: one address fills the form, several are suggested, none is an error (spec §4, §5). */
  async lookupPostal(zipCode: string): Promise<PostalOutcome> {
    const lookup = await this.#deps.cities.lookupPostal(zipCode);
    if (lookup.kind === 'cancelled') return lookup;
    if (lookup.kind === 'failed') return { kind: 'error', message: lookup.message };
    const [first] = lookup.addresses;
    if (zipCode.length === 7 && lookup.addresses.length === 1 && first) return { kind: 'filled', address: first };
    return { kind: 'suggest', addresses: lookup.addresses };
  }

  submitAddress(values: AddressForm): void {
    const headCountChanged = values.headCount !== this.address.headCount;
    const routeChanged =
      values.fromDistrict !== this.address.fromDistrict || values.toCity !== this.address.toCity || values.toPrefecture !== this.address.toPrefecture;
    this.address = values;
    if (headCountChanged && !this.hasOnceVisitedStep3Form) this.baggage = { ...this.baggage, baggageQuantity: {} };
    if (this.moduleToEdit) {
      void this.#finishEdit();
      return;
    }
    if (routeChanged) this.fetchedCompaniesByMonthly = {};
    this.step2Part = 'from';
    this.goTo('step2');
  }

  // ---------- step 2 ----------

  submitOrigin(values: { from: BuildingForm['from']; fromDetailAddress: string }): void {
    this.buildings = { ...this.buildings, from: values.from };
    this.detail = { ...this.detail, fromDetailAddress: values.fromDetailAddress };
    if (this.moduleToEdit === 'fromAddressDetailInfo') {
      void this.#finishEdit();
      return;
    }
    this.step2Part = 'to';
  }

  submitDestination(values: { to: BuildingForm['to']; toDetailAddress: string }): void {
    this.buildings = { ...this.buildings, to: values.to };
    this.detail = { ...this.detail, toDetailAddress: values.toDetailAddress };
    if (this.moduleToEdit === 'toAddressDetailInfo') {
      void this.#finishEdit();
      return;
    }
    this.baggageSubStep = 1;
    this.goTo('step3');
  }

  backFromStep2(): void {
    if (this.step2Part === 'to' && this.moduleToEdit !== 'toAddressDetailInfo') {
      this.step2Part = 'from';
      return;
    }
    this.goTo(this.moduleToEdit ? 'confirm' : 'step1');
  }

  // ---------- step 3 ----------

  async #enterBaggage(): Promise<void> {
    const loaded = await this.#track('loading', this.#deps.nimotsu.load());
    if (!loaded) return;
    runInAction(() => {
      if (this.hasOnceVisitedStep3Form || this.address.headCount === '') return;
      const quantity = defaultBaggageQuantity(this.#deps.nimotsu.value, personTypeOf(this.address.headCount));
      this.baggage = { ...this.baggage, baggageQuantity: quantity };
      this.hasOnceVisitedStep3Form = true;
    });
  }

  /** A change in the baggage form; it closes the apology (spec §4). */
  updateBaggage(values: BaggageForm): void {
    this.baggage = values;
    this.apologyOpen = false;
  }

  toggleIkeaPanel(): void {
    this.ikeaPanelOpen = !this.ikeaPanelOpen;
  }

  /** Next within the baggage modal; next from sub-step 7 searches companies (or re-checks the price when editing). */
  async nextBaggageSubStep(values: BaggageForm): Promise<void> {
    this.updateBaggage(values);
    if (this.baggageSubStep < BAGGAGE_SUB_STEPS) {
      this.baggageSubStep += 1;
      return;
    }
    if (this.moduleToEdit === 'nimotsuInfo') {
      await this.#finishEdit();
      return;
    }
    await this.searchCompanies();
  }

  /** Back within the modal; back from sub-step 1 returns to step 2 and closes the apology. */
  previousBaggageSubStep(): void {
    this.apologyOpen = false;
    if (this.baggageSubStep > 1) {
      this.baggageSubStep -= 1;
      return;
    }
    this.step2Part = 'to';
    this.goTo(this.moduleToEdit ? 'confirm' : 'step2');
  }

  /**
   * The company search after the baggage step (spec §4): the query's pickedDate first when given,
   * then the first business day from today + 5 and up to three more; the first date with a company
   * opens the calendar there, none found shows the apology.
   */
  async searchCompanies(): Promise<void> {
    await this.#deps.holidays.load();
    const dates = companySearchDates(this.#deps.now(), this.#deps.holidays.value);
    const picked = this.pickedDate.replaceAll('/', '-');
    const outcome = await this.#track('overlay', this.#firstDateWithCompanies(picked ? [picked, ...dates] : dates));
    runInAction(() => {
      if (outcome.kind === 'stopped') return;
      if (outcome.kind === 'none') {
        this.apologyOpen = true;
        return;
      }
      this.reservation = {
        ...this.reservation,
        movingDate: outcome.date,
        initialOpenedCalenderDate: outcome.date,
        selectedCompany: null,
        sortType: DEFAULT_SORT_TYPE,
      };
      this.calendarMonth = monthOf(outcome.date);
      this.goTo('step4');
    });
  }

  async #firstDateWithCompanies(dates: readonly string[]): Promise<SearchOutcome> {
    for (const date of dates) {
      const result = await this.#deps.api.kantanYoyaku.companyAvailability(companyAvailabilityRequest(this.#moveInputs, date, date));
      const days = this.#daysOf(result);
      if (days === undefined) return { kind: 'stopped' };
      const day = days.find((entry) => entry.date === date);
      if (day && companiesForSlot(day.companyInfos, this.reservation.desiredTime).length > 0) {
        runInAction(() => this.#storeDays(days));
        return { kind: 'found', date };
      }
    }
    return { kind: 'none' };
  }

  /** The days of an availability answer: code 1001 means none; a cancellation or other failure stops (the latter on the error page). */
  #daysOf(result: ApiResult<{ results: DayAvailability[] }>): DayAvailability[] | undefined {
    if (result.kind === 'ok') return result.data.results;
    if (result.kind === 'cancelled') return undefined;
    if (result.errors.some((error) => error.code === API_ERROR_CODES.duplicateOrSoldOut)) return [];
    this.#leaveForError();
    return undefined;
  }

  #storeDays(days: readonly DayAvailability[]): void {
    for (const day of days) {
      const month = monthOf(day.date);
      const known = (this.fetchedCompaniesByMonthly[month] ?? []).filter((entry) => entry.date !== day.date);
      this.fetchedCompaniesByMonthly[month] = [...known, day].sort((a, b) => a.date.localeCompare(b.date));
    }
  }

  closeApology(): void {
    this.apologyOpen = false;
  }

  // ---------- step 4 ----------

  async #enterCalendar(): Promise<void> {
    if (!this.calendarMonth) {
      runInAction(() => (this.calendarMonth = monthOf(this.reservation.movingDate || this.reservation.initialOpenedCalenderDate || this.today)));
    }
    await this.#loadMonth(this.calendarMonth);
  }

  /** Fetches a month's days unless they are here; the month as a whole (not single days) is what counts. */
  async #loadMonth(month: string): Promise<void> {
    const range = monthRange(month, this.today);
    if (!range || this.#fullyLoaded.has(month)) return;
    const result = await this.#track(
      'loading',
      this.#deps.api.kantanYoyaku.companyAvailability(companyAvailabilityRequest(this.#moveInputs, range.fromDate, range.toDate)),
    );
    const days = this.#daysOf(result);
    if (days === undefined) return;
    runInAction(() => {
      this.fetchedCompaniesByMonthly[month] = days;
      this.#fullyLoaded.add(month);
    });
  }

  readonly #fullyLoaded = new Set<string>();

  /** Shows a month ('yyyy-MM') within the calendar window. */
  async showMonth(month: string): Promise<void> {
    const { first, last } = this.calendarMonths;
    if (month < first || month > last) return;
    this.calendarMonth = month;
    await this.#loadMonth(month);
  }

  selectDate(date: string): void {
    this.reservation = { ...this.reservation, movingDate: date };
  }

  setDesiredTime(desiredTime: DesiredTime): void {
    if (desiredTime === this.reservation.desiredTime) return;
    this.reservation = { ...this.reservation, desiredTime };
  }

  setSortType(sortType: SortType): void {
    this.reservation = { ...this.reservation, sortType };
  }

  /** Picks a company: while editing it replaces the company and returns to confirm, else personal info follows (spec §4). */
  chooseCompany(company: CompanyInfo): void {
    this.apologyOpen = false;
    this.detailCompanyId = null;
    this.reservationFullOpen = false;
    this.reservation = { ...this.reservation, selectedCompany: company, sortType: DEFAULT_SORT_TYPE };
    this.hasPassedStep4Once = true;
    if (this.moduleToEdit === 'reservationInfo') {
      this.moduleToEdit = null;
      this.goTo('confirm');
      return;
    }
    this.goTo('step5');
  }

  showCompanyDetail(companyId: string): void {
    this.detailCompanyId = companyId;
  }

  closeCompanyDetail(): void {
    this.detailCompanyId = null;
  }

  closeReservationFull(): void {
    this.reservationFullOpen = false;
  }

  closeCannotReserveWithModification(): void {
    this.cannotReserveWithModificationOpen = false;
  }

  // ---------- step 5 and confirm ----------

  /**
   * The server's typo check of the e-mail the visitor left on step 5, for an address that passes
   * the form's rule (spec §4). A newer check cancels an older one, whose answer is then dropped.
   */
  async checkEmail(email: string): Promise<void> {
    if (emailRule(email) !== undefined) return;
    const result = await this.#deps.api.reference.email(email);
    if (result.kind === 'cancelled') return;
    runInAction(() => (this.emailCheck = emailCheckOf(email, result)));
  }

  submitCustomer(values: CustomerForm): void {
    this.customer = values;
    this.confirmed = true;
    if (this.moduleToEdit === 'customerInfo') this.moduleToEdit = null;
    this.goTo('confirm');
  }

  /** Edit a module from confirm: jump to its step (spec §2, §4). */
  edit(module: EditModule): void {
    this.moduleToEdit = module;
    if (module === 'fromAddressDetailInfo') this.step2Part = 'from';
    if (module === 'toAddressDetailInfo') this.step2Part = 'to';
    if (module === 'nimotsuInfo') this.baggageSubStep = 1;
    if (module === 'reservationInfo') this.calendarMonth = monthOf(this.reservation.movingDate);
    this.#show(MODULE_STEPS[module], 'push');
  }

  /** Leaves the module being edited: a price-changing edit re-checks the price first (spec §4). */
  async #finishEdit(): Promise<void> {
    const module = this.moduleToEdit;
    this.moduleToEdit = null;
    if (module && changesPrice(module)) {
      await this.recheckPrice();
      return;
    }
    this.goTo('confirm');
  }

  /**
   * Price re-check after an edit: the chosen company on the chosen date. A different price replaces
   * the company and shows the price-change toast; a company no longer available sends the visitor
   * to the calendar at the first of the fallback dates that has companies.
   */
  async recheckPrice(): Promise<void> {
    const chosen = this.reservation.selectedCompany;
    const date = this.reservation.movingDate;
    this.fetchedCompaniesByMonthly = {};
    this.#fullyLoaded.clear();
    const result = await this.#track(
      'overlay',
      this.#deps.api.kantanYoyaku.companyAvailability(companyAvailabilityRequest(this.#moveInputs, date, date)),
    );
    const days = this.#daysOf(result);
    if (days === undefined) return;
    const offers = companiesForSlot(days.find((day) => day.date === date)?.companyInfos ?? [], this.reservation.desiredTime);
    const current = offers.find((company) => company.companyId === chosen?.companyId);
    if (chosen && current) {
      runInAction(() => {
        const previous = priceFor(chosen, this.reservation.desiredTime) ?? 0;
        const now = priceFor(current, this.reservation.desiredTime) ?? 0;
        if (previous !== now) this.priceChange = { previous, current: now };
        this.reservation = { ...this.reservation, selectedCompany: current };
        this.goTo('confirm');
      });
      return;
    }
    const fallback = await this.#track('overlay', this.#firstDateWithCompanies(calendarFallbackDates(this.#deps.now())));
    if (fallback.kind === 'stopped') return;
    runInAction(() => {
      const movingDate = fallback.kind === 'found' ? fallback.date : date;
      this.reservation = { ...this.reservation, movingDate, initialOpenedCalenderDate: movingDate, selectedCompany: null };
      this.calendarMonth = monthOf(movingDate);
      this.cannotReserveWithModificationOpen = true;
      this.goTo('step4');
    });
  }

  closePriceChange(): void {
    this.priceChange = null;
  }

  /**
   * Sends the reservation: success → complete, code 1001 → duplicate-error (spec §4, §8); a full day
   * → the calendar with the reservation-full modal; a changed price → the price re-check and its
   * toast; anything else → the error page.
   */
  async reserve(): Promise<void> {
    const company = this.reservation.selectedCompany;
    const price = this.selectedPrice;
    if (!company || price === undefined || this.earliestIncompleteStep) {
      this.goTo('confirm');
      return;
    }
    const request = reserveRequest({ ...this.#moveInputs, detail: this.detail, reservation: this.reservation, customer: this.customer, price, companyId: company.companyId });
    const result = await this.#track('overlay', this.#deps.api.kantanYoyaku.reserve(request));
    if (result.kind === 'cancelled') return;
    if (result.kind === 'ok') {
      runInAction(() => {
        this.reservationResult = result.data;
        this.#forgetBooking();
        this.#show('complete', 'push');
      });
      return;
    }
    const code = result.errors[0]?.code;
    if (code === API_ERROR_CODES.duplicateOrSoldOut) {
      runInAction(() => {
        this.duplicate = true;
        this.#show('duplicateError', 'push');
      });
      return;
    }
    if (code === RESERVATION_FULL_CODE) {
      runInAction(() => {
        this.reservation = { ...this.reservation, selectedCompany: null };
        this.fetchedCompaniesByMonthly = {};
        this.#fullyLoaded.clear();
        this.reservationFullOpen = true;
        this.goTo('step4');
      });
      return;
    }
    if (code === PRICE_CHANGED_CODE) {
      await this.recheckPrice();
      return;
    }
    this.#leaveForError();
  }

  /** After a booking the inputs are cleared, so going back starts a new booking instead of repeating this one. */
  #forgetBooking(): void {
    this.address = EMPTY_ADDRESS;
    this.buildings = EMPTY_BUILDINGS;
    this.detail = EMPTY_DETAIL_ADDRESS;
    this.baggage = EMPTY_BAGGAGE;
    this.reservation = EMPTY_RESERVATION;
    this.customer = EMPTY_CUSTOMER;
    this.emailCheck = null;
    this.confirmed = false;
    this.hasOnceVisitedStep3Form = false;
    this.hasPassedStep4Once = false;
    this.fetchedCompaniesByMonthly = {};
    this.#fullyLoaded.clear();
    clearSavedState(this.#deps.storage);
  }

  // ---------- plumbing ----------

  async #track<T>(kind: 'overlay' | 'loading', work: Promise<T>): Promise<T> {
    const key = kind === 'overlay' ? 'overlayCount' : 'loadingCount';
    runInAction(() => (this[key] += 1));
    try {
      return await work;
    } finally {
      runInAction(() => (this[key] -= 1));
    }
  }

  #restore(saved: SavedState | undefined): void {
    if (!saved) return;
    Object.assign(this, saved.app);
    this.address = { ...EMPTY_ADDRESS, ...saved.inputs.address };
    this.buildings = { ...EMPTY_BUILDINGS, ...saved.inputs.buildings };
    this.baggage = { ...EMPTY_BAGGAGE, ...saved.inputs.baggage };
    this.reservation = { ...EMPTY_RESERVATION, ...saved.inputs.reservation };
  }

  #applyQuery(search: string): void {
    const prefill = prefillFromQuery(new URLSearchParams(search), this.#deps.now());
    if (!prefill) return;
    this.address = { ...this.address, ...prefill.address };
    if (prefill.pickedDate) this.pickedDate = prefill.pickedDate;
  }
}
