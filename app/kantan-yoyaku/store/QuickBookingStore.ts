import { makeAutoObservable, runInAction } from 'mobx';
import { API_ERROR_CODES } from '../../../domain/api/errors.ts';
import type { CompanyInfo, QuickBookingReserveResponse } from '../../../domain/api/quickBooking.ts';
import type { PriceLine } from '../../../domain/api/priceLines.ts';
import { BELONGINGS_SUB_STEPS } from '../../../domain/belongings/quantity.ts';
import { calendarFallbackDates, companySearchDates } from '../../../domain/dates/search.ts';
import { japanToday } from '../../../domain/dates/bookableWindow.ts';
import { ERROR_PAGE } from '../../../domain/flows/urls.ts';
import { weekdayNamesIn } from '../../../domain/format/japanTime.ts';
import type { Locale } from '../../../domain/i18n/locale.ts';
import { DEFAULT_SORT_TYPE, type SortType } from '../../../domain/options/quickBooking.ts';
import type { DesiredTime } from '../../../domain/options/schedule.ts';
import type { ApiResult } from '../../api/http.ts';
import type { RootStore } from '../../stores/RootStore.ts';
import { handOff } from '../../stores/flowHandOff.ts';
import { BusyTracker } from '../../wizard/BusyTracker.ts';
import { EditSession } from '../../wizard/EditSession.ts';
import { Feedback } from '../../wizard/Feedback.ts';
import { FlowPersistence } from '../../wizard/FlowPersistence.ts';
import { StepNavigator } from '../../wizard/StepNavigator.ts';
import { companiesForSlot, priceFor, priceLinesFor } from './companies.ts';
import { CompanyCalendar } from './CompanyCalendar.ts';
import { QuickBookingInputs } from './QuickBookingInputs.ts';
import { companyAvailabilityRequest, reserveRequest } from './payload.ts';
import { handOverAcrossLanguages, takeQuickBookingHandOff, type QuickBookingLanguageHandOff } from './languageHandOff.ts';
import { QUICK_BOOKING_PERSISTENCE, type SavedState } from './persistence.ts';
import { monthOf } from './searchWindow.ts';
import { MODULE_STEPS, changesPrice, quickBookingSteps, type EditModule, type Step } from './steps.ts';
import { resumeTypedForm, typedFormOf } from './typedForms.ts';

/** The modals and the toast of the flow (spec §2); one shows at a time. */
export type QuickBookingFeedback =
  | { kind: 'apology' }
  | { kind: 'reservationFull' }
  | { kind: 'cannotReserveWithModification' }
  | { kind: 'priceChange'; previous: number; current: number; previousLines: PriceLine[]; currentLines: PriceLine[] }
  | { kind: 'companyDetail'; companyId: string };

/**
 * The quick-booking flow (spec §2, §4) on the wizard kit: what is particular to it, the company
 * search with its retries, the price re-check after an edit, and the reserve outcomes. The inputs
 * and their step actions live in QuickBookingInputs, the calendar in CompanyCalendar.
 */
export class QuickBookingStore {
  reservationResult: QuickBookingReserveResponse | null = null;
  /** The price booked with the last reservation: the one the visitor was shown (the server refuses any other). */
  bookedPrice: number | null = null;
  duplicate = false;

  readonly busy = new BusyTracker();
  readonly feedback = new Feedback<QuickBookingFeedback>();
  readonly inputs: QuickBookingInputs;
  readonly calendar: CompanyCalendar;
  readonly navigator: StepNavigator<Step>;
  readonly edits: EditSession<EditModule, Step>;
  readonly persistence: FlowPersistence<SavedState>;
  readonly #root: RootStore;
  readonly #disposers: (() => void)[] = [];

  constructor(root: RootStore) {
    this.#root = root;
    this.persistence = new FlowPersistence(root.storage, QUICK_BOOKING_PERSISTENCE);
    this.calendar = new CompanyCalendar({
      api: root.api,
      busy: this.busy,
      today: () => this.today,
      request: (fromDate, toDate) => companyAvailabilityRequest(this.inputs.move(root.belongingsMaster.value), fromDate, toDate),
      fail: () => this.#leaveForError(),
      locale: root.locale,
    });
    this.navigator = new StepNavigator(
      quickBookingSteps({
        isComplete: (step) => this.inputs.isComplete(step),
        hasResult: () => this.reservationResult !== null,
        isDuplicate: () => this.duplicate,
        confirmed: () => this.inputs.confirmed,
        onEnter: (step) => {
          this.inputs.open(step);
          if (step === 'step3') void this.#enterBelongings();
          if (step === 'step4') void this.#enterCalendar();
        },
      }),
      root.history,
    );
    this.edits = new EditSession(this.navigator, {
      moduleSteps: MODULE_STEPS,
      returnStep: 'confirm',
      onFinish: (module) => (changesPrice(module) ? this.recheckPrice() : this.navigator.goTo('confirm')),
    });
    this.inputs = new QuickBookingInputs({ root, navigator: this.navigator, edits: this.edits, calendar: this.calendar, saved: this.persistence.restore() });
    makeAutoObservable(this, { busy: false, feedback: false, inputs: false, calendar: false, navigator: false, edits: false, persistence: false }, { autoBind: true });
    this.inputs.applyQuery(root.history.search, root.today());
    // Issue 28: what the page in the other language handed over as the visitor switched (languageHandOff.ts).
    const handedOver = takeQuickBookingHandOff(root.storage, root.locale);
    if (handedOver) this.#restore(handedOver);
    this.#disposers.push(this.persistence.autosave(() => this.savedState), () => this.inputs.dispose(), () => this.edits.dispose(), () => this.navigator.dispose());
    this.#disposers.push(root.languageMenu.onFollow((to) => handOverAcrossLanguages(root.storage, to, this.languageSnapshot(to), this.inputs.pendingArrival)));
    this.navigator.start();
    if (handedOver) {
      this.#resume(handedOver);
      root.languageMenu.receive();
    }
  }

  /**
   * The visit as it stands, for the same page in `to` (issue 28): what storage never keeps, the open
   * step's form as typed, the edit under way, and the booking, its closed days as the server would
   * have named them in `to` ('水' → 'Wed').
   */
  languageSnapshot(to: Locale): QuickBookingLanguageHandOff {
    const result = this.reservationResult;
    const { detail, customer, confirmed } = this.inputs;
    return {
      detail,
      customer,
      confirmed,
      typed: typedFormOf(this.inputs, this.step),
      editing: this.edits.module,
      booked: result ? { result: { ...result, closedDays: weekdayNamesIn(result.closedDays, to) }, price: this.bookedPrice } : null,
      duplicate: this.duplicate,
    };
  }

  /** Before the steps start, a snapshot's part the guards read to let the visitor stand on the same step. */
  #restore(handed: QuickBookingLanguageHandOff): void {
    runInAction(() => {
      this.inputs.restoreUnsaved(handed);
      if (handed.booked) {
        this.reservationResult = handed.booked.result;
        this.bookedPrice = handed.booked.price;
      }
      this.duplicate = handed.duplicate;
    });
  }

  /** Once the step shows (its form started over from the inputs taken): the form as the visitor typed it, and the edit under way. */
  #resume({ typed, editing }: QuickBookingLanguageHandOff): void {
    if (typed) resumeTypedForm(this.inputs, this.step, typed);
    if (editing) this.edits.resume(editing);
  }

  dispose(): void {
    for (const dispose of this.#disposers) dispose();
  }

  get step(): Step {
    return this.navigator.step;
  }

  /** Today in Japan ('yyyy-MM-dd'), whatever the device's time zone. */
  get today(): string {
    return japanToday(this.#root.now());
  }

  /** Lowest price per day of the month shown, for the chosen time slot. */
  get monthLowestPrices(): Record<string, number> {
    return this.calendar.lowestPrices(this.inputs.reservation.desiredTime);
  }

  /** Dates on which at least one company takes the chosen slot. */
  get availableDatesForCompanies(): string[] {
    return Object.keys(this.monthLowestPrices).sort();
  }

  /** Companies of the chosen date taking the chosen slot, in the chosen order. */
  get companiesOfMovingDate(): CompanyInfo[] {
    const { movingDate, desiredTime, sortType } = this.inputs.reservation;
    return this.calendar.companiesOf(movingDate, desiredTime, sortType);
  }

  /** The price of the chosen company for the chosen slot. */
  get selectedPrice(): number | undefined {
    const company = this.inputs.reservation.selectedCompany;
    return company ? priceFor(company, this.inputs.reservation.desiredTime) : undefined;
  }

  /** The lines of the chosen company's price for the chosen slot. */
  get selectedPriceLines(): PriceLine[] | undefined {
    const company = this.inputs.reservation.selectedCompany;
    return company ? priceLinesFor(company, this.inputs.reservation.desiredTime) : undefined;
  }

  /** What is kept in browser storage (see persistence.ts). */
  get savedState(): SavedState {
    return this.inputs.saved(this.calendar.month);
  }

  /**
   * The visitor follows a link to the estimate form: the contact typed on step 5, if any, goes
   * with them through session storage, never the URL (spec §1, app/stores/flowHandOff.ts).
   */
  leaveForEstimate(): void {
    handOff(this.#root.storage, 'mitsumori', { contact: this.inputs.customer });
  }

  // ---------- step 3: the company search ----------

  async #enterBelongings(): Promise<void> {
    const loaded = await this.busy.track('loading', this.#root.belongingsMaster.load());
    if (loaded) this.inputs.fillDefaultBelongings(this.#root.belongingsMaster.value);
  }

  /** Next within the belongings modal, taking the sub-step's answers; next from sub-step 7 searches companies (or finishes an edit). */
  async nextBelongingsSubStep(): Promise<void> {
    this.inputs.takeBelongings();
    this.feedback.close('apology');
    if (this.inputs.belongingsSubStep < BELONGINGS_SUB_STEPS) {
      this.inputs.belongingsSubStep += 1;
      return;
    }
    await this.edits.finishOr(() => this.searchCompanies(), 'belongingsInfo');
  }

  /** Back within the modal; back from sub-step 1 returns to step 2 (or to confirm, ending an edit) and closes the apology. */
  previousBelongingsSubStep(): void {
    this.feedback.close('apology');
    this.inputs.previousBelongingsSubStep();
  }

  /**
   * The company search after the belongings step (spec §4, §9): four attempts in all, on business days
   * from the moving date a link brought, when given, else from today + 5; the first date with a company opens
   * the calendar there, none found shows the apology.
   */
  async searchCompanies(): Promise<void> {
    await this.#root.holidays.load();
    const picked = this.inputs.prefilledMovingDate.replaceAll('/', '-');
    const dates = companySearchDates(this.#root.today(), this.#root.holidays.value, picked || undefined);
    const desiredTime = this.inputs.reservation.desiredTime;
    const outcome = await this.busy.track('overlay', this.calendar.firstDateWithCompanies(dates, desiredTime));
    if (outcome.kind === 'stopped') return;
    runInAction(() => {
      if (outcome.kind === 'none') {
        this.feedback.open({ kind: 'apology' });
        return;
      }
      this.inputs.openCalendarOn(outcome.date, { sortType: DEFAULT_SORT_TYPE });
      this.navigator.goTo('step4');
    });
  }

  // ---------- step 4 ----------

  async #enterCalendar(): Promise<void> {
    const { movingDate, initialOpenedCalenderDate } = this.inputs.reservation;
    if (!this.calendar.month) runInAction(() => (this.calendar.month = monthOf(movingDate || initialOpenedCalenderDate || this.today)));
    await this.calendar.loadMonth(this.calendar.month);
  }

  setDesiredTime(desiredTime: DesiredTime): void {
    this.inputs.setReservation({ desiredTime });
  }

  setSortType(sortType: SortType): void {
    this.inputs.setReservation({ sortType });
  }

  /** Picks a company: while editing it replaces the company and returns to confirm, else personal info follows (spec §4). */
  chooseCompany(company: CompanyInfo): void {
    this.feedback.close();
    this.inputs.chooseCompany(company);
  }

  // ---------- price re-check and reserve ----------

  /**
   * Price re-check after an edit: the chosen company on the chosen date. A different price replaces
   * the company and shows the price-change toast; a company no longer available sends the visitor
   * to the calendar at the first of the fallback dates that has companies.
   */
  async recheckPrice(): Promise<void> {
    const { selectedCompany: chosen, movingDate: date, desiredTime } = this.inputs.reservation;
    this.calendar.clear();
    const days = await this.calendar.fetchDays(date, date, 'overlay');
    if (days === undefined) return;
    const offers = companiesForSlot(days.find((day) => day.date === date)?.companyInfos ?? [], desiredTime);
    const current = offers.find((company) => company.companyId === chosen?.companyId);
    if (chosen && current) {
      runInAction(() => {
        const previous = priceFor(chosen, desiredTime) ?? 0;
        const now = priceFor(current, desiredTime) ?? 0;
        if (previous !== now) {
          const previousLines = priceLinesFor(chosen, desiredTime) ?? [];
          const currentLines = priceLinesFor(current, desiredTime) ?? [];
          this.feedback.open({ kind: 'priceChange', previous, current: now, previousLines, currentLines });
        }
        this.inputs.setReservation({ selectedCompany: current });
        this.navigator.goTo('confirm');
      });
      return;
    }
    const fallback = await this.busy.track('overlay', this.calendar.firstDateWithCompanies(calendarFallbackDates(this.#root.today()), desiredTime));
    if (fallback.kind === 'stopped') return;
    runInAction(() => {
      this.inputs.openCalendarOn(fallback.kind === 'found' ? fallback.date : date, {});
      this.feedback.open({ kind: 'cannotReserveWithModification' });
      this.navigator.goTo('step4');
    });
  }

  /**
   * Sends the reservation: success → complete, code 1001 → duplicate-error (spec §4, §8); a full day
   * → the calendar with the reservation-full modal; a changed price → the price re-check and its
   * toast; anything else → the error page.
   */
  async reserve(): Promise<void> {
    const company = this.inputs.reservation.selectedCompany;
    const price = this.selectedPrice;
    if (!company || price === undefined || this.navigator.earliestIncompleteStep) {
      this.navigator.goTo('confirm');
      return;
    }
    const request = reserveRequest({ ...this.inputs.move(this.#root.belongingsMaster.value), detail: this.inputs.detail, customer: this.inputs.customer, reservation: this.inputs.reservation, price, companyId: company.companyId });
    const result = await this.busy.track('overlay', this.#root.api.quickBooking.reserve(request));
    if (result.kind === 'cancelled') return;
    if (result.kind === 'failed' && result.errors[0]?.code === API_ERROR_CODES.priceChanged) {
      await this.recheckPrice();
      return;
    }
    runInAction(() => this.#settleReserve(result, price));
  }

  #settleReserve(result: Exclude<ApiResult<QuickBookingReserveResponse>, { kind: 'cancelled' }>, price: number): void {
    if (result.kind === 'ok') {
      this.reservationResult = result.data;
      this.bookedPrice = price;
      // After a booking the inputs are cleared, so going back starts a new booking instead of repeating this one.
      this.inputs.clear();
      this.calendar.clear();
      this.persistence.clear();
      this.navigator.show('complete', 'push');
      return;
    }
    const code = result.errors[0]?.code;
    if (code === API_ERROR_CODES.duplicateOrSoldOut) {
      this.duplicate = true;
      this.navigator.show('duplicateError', 'push');
    } else if (code === API_ERROR_CODES.reservationFull) {
      this.inputs.setReservation({ selectedCompany: null });
      this.calendar.clear();
      this.feedback.open({ kind: 'reservationFull' });
      this.navigator.goTo('step4');
    } else {
      this.#leaveForError();
    }
  }

  #leaveForError(): void {
    this.navigator.leave(ERROR_PAGE);
  }
}
