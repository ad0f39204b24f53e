import { makeAutoObservable, reaction, runInAction } from 'mobx';
import type { CompanyInfo } from '../../../domain/api/quickBooking.ts';
import type { BelongingsCategory } from '../../../domain/api/belongings.ts';
import { defaultBelongingsCounts, personTypeOf } from '../../../domain/belongings/personType.ts';
import { DEFAULT_SORT_TYPE } from '../../../domain/options/quickBooking.ts';
import { canProceedFromBelongings } from '../../../domain/validation/belongingsRules.ts';
import { canProceedFromBuildingDetails } from '../../../domain/validation/buildingDetailRules.ts';
import { QUICK_ADDRESS_RULES, type BuildingStepValues } from '../../../domain/validation/quickBookingRules.ts';
import { hasNoErrors, passes } from '../../../domain/validation/ruleList.ts';
import type { ContactValues } from '../../../ui/ContactFields/index.ts';
import { AddressInput, ROUTE_NAMES, routeFieldsOf } from '../../forms/AddressInput.ts';
import { EmailCheck } from '../../forms/emailCheck.ts';
import { CONTACT_PART } from '../../forms/parts/contactPart.ts';
import { revalidate, setValues } from '../../forms/stepForm.ts';
import type { StepForms } from '../../forms/StepForms.ts';
import { takeHandOff, type FlowHandOff } from '../../stores/flowHandOff.ts';
import type { RootStore } from '../../stores/RootStore.ts';
import type { EditSession } from '../../wizard/EditSession.ts';
import type { StepNavigator } from '../../wizard/StepNavigator.ts';
import type { BelongingsAnswers } from '../../moving-form/values.ts';
import type { CompanyCalendar } from './CompanyCalendar.ts';
import { DETAIL_ADDRESS_ENDS, EMPTY_CALENDAR_CHOICE } from './forms.ts';
import type { AddressForm, BuildingForm, DetailAddressEnd, DetailAddressForm, CalendarChoice } from './forms.ts';
import type { MoveInputs } from './payload.ts';
import type { SavedState } from './persistence.ts';
import { quickContactContext, type QuickBookingFormName, type QuickBookingValues } from './parts.ts';
import { prefillFromQuery } from './prefill.ts';
import { monthOf } from './searchWindow.ts';
import type { EditModule, InputStep, Step } from './steps.ts';
import { EMPTY_VALUES, formOfStep, formValuesOf, quickBookingFields } from './stepForms.ts';

export interface QuickBookingInputsDeps {
  root: RootStore;
  navigator: StepNavigator<Step>;
  edits: EditSession<EditModule, Step>;
  calendar: CompanyCalendar;
  saved: SavedState | undefined;
}

/**
 * The inputs of quick booking's steps as taken on each next (spec §2, §3, §4): the steps' forms,
 * one per part (./parts.ts), the calendar's choice, and the step actions that take them.
 */
export class QuickBookingInputs {
  reservation: CalendarChoice = EMPTY_CALENDAR_CHOICE;
  confirmed = false;
  /** Step 2 asks for the origin first, then the destination. */
  step2Part: DetailAddressEnd = 'from';
  /** Sub-step 1..7 of the belongings step. */
  belongingsSubStep = 1;
  hasOnceVisitedStep3Form = false;
  hasPassedStep4Once = false;
  ikeaPanelOpen = false;
  /** The moving date a link brought (its pickedDate query), 'yyyy/MM/dd' as shown. */
  prefilledMovingDate = '';
  /** The ends whose detail address the visitor had typed before the page was reloaded (storage keeps only that it was). */
  detailAddressesBeforeReload: readonly DetailAddressEnd[] = [];
  /** The server's check of the e-mail the visitor left on step 5. */
  readonly emailCheck: EmailCheck;
  /** The steps' forms and the values taken from them. */
  readonly fields: StepForms<QuickBookingFormName, QuickBookingValues>;
  /** The address rules on step 1's form. */
  readonly addressInput: AddressInput;
  readonly #deps: QuickBookingInputsDeps;
  readonly #stopRevalidating: () => void;
  /** What the estimate form handed over (app/stores/flowHandOff.ts) and step 1's next has not pushed yet. */
  #arrival: FlowHandOff;

  constructor(deps: QuickBookingInputsDeps) {
    this.#deps = deps;
    this.#arrival = takeHandOff(deps.root.storage, 'kantan-yoyaku');
    let values = EMPTY_VALUES;
    const { saved } = deps;
    if (saved) {
      const { calendarMonth, detailAddressTyped, ...app } = saved.app;
      // The saved inputs have every field (persistence.ts checks their shape).
      const { address, buildings, belongings, reservation } = saved.inputs;
      Object.assign(this, app);
      this.reservation = reservation;
      values = { ...values, ...address, fromBuilding: buildings.from, toBuilding: buildings.to, ...belongings };
      this.detailAddressesBeforeReload = DETAIL_ADDRESS_ENDS.filter((end) => detailAddressTyped[end]);
      deps.calendar.month = calendarMonth;
    }
    // The person count is a step-1 field: it shows there at once.
    if (this.#arrival.headCount && values.headCount === '') values = { ...values, headCount: this.#arrival.headCount };
    this.emailCheck = new EmailCheck('quickBooking', (email) => deps.root.api.reference.email(email));
    this.fields = quickBookingFields({ initialValues: values, emailMessage: (email) => this.emailCheck.messageFor(email), onNext: (form, typed) => this.#next(form, typed) });
    const address = this.fields.form('address');
    this.addressInput = new AddressInput(deps.root.cities, routeFieldsOf(() => address.getState().values, (route) => setValues(address, route), ROUTE_NAMES));
    makeAutoObservable<this, '#stopRevalidating'>(this, { emailCheck: false, fields: false, addressInput: false, '#stopRevalidating': false }, { autoBind: true });
    // The check's answer is part of step 5's rules.
    this.#stopRevalidating = reaction(
      () => this.emailCheck.outcome,
      () => revalidate(this.fields.form('customer')),
    );
  }

  dispose(): void {
    this.#stopRevalidating();
    this.emailCheck.dispose();
    this.fields.dispose();
  }

  /** Step 1 as taken: both ends, their floor plans and the head count. */
  get address(): AddressForm {
    return formValuesOf(this.fields.values, 'address');
  }

  /** Step 2's buildings as taken. */
  get buildings(): BuildingForm {
    return { from: this.fields.values.fromBuilding, to: this.fields.values.toBuilding };
  }

  /** Step 2's detail addresses as taken (never kept in storage, spec §4). */
  get detail(): DetailAddressForm {
    return { fromDetailAddress: this.fields.values.fromDetailAddress, toDetailAddress: this.fields.values.toDetailAddress };
  }

  /** Step 3 as taken. */
  get belongings(): BelongingsAnswers {
    return formValuesOf(this.fields.values, 'belongings');
  }

  /** Step 5 as taken (never kept in storage, spec §4). */
  get customer(): ContactValues {
    return formValuesOf(this.fields.values, 'customer');
  }

  /** A form's next passed its rules: its step action takes the values. */
  #next(form: QuickBookingFormName, typed: Partial<QuickBookingValues>): void {
    switch (form) {
      case 'address':
        return this.submitAddress(formValuesOf(typed, 'address'));
      case 'origin': {
        const { fromBuilding, fromDetailAddress } = formValuesOf(typed, 'origin');
        return this.submitBuilding('from', { building: fromBuilding, detailAddress: fromDetailAddress });
      }
      case 'destination': {
        const { toBuilding, toDetailAddress } = formValuesOf(typed, 'destination');
        return this.submitBuilding('to', { building: toBuilding, detailAddress: toDetailAddress });
      }
      case 'customer':
        return this.submitCustomer(formValuesOf(typed, 'customer'));
      case 'belongings':
        // Step 3's sub-steps go on through the store (nextBelongingsSubStep); Enter in its text field only shows its errors.
        return;
    }
  }

  /** What the estimate form handed over that step 1's next has not taken yet (handed on again when the visitor switches language). */
  get pendingArrival(): FlowHandOff {
    return this.#arrival;
  }

  /** What storage never keeps (spec §4: the detail addresses, the personal info, confirm), taken back from a hand-over. */
  restoreUnsaved({ detail, customer, confirmed }: Pick<QuickBookingInputs, 'detail' | 'customer' | 'confirmed'>): void {
    this.fields.set({ ...detail, ...customer });
    this.confirmed = confirmed;
  }

  /**
   * A step's form starts over from the inputs last taken whenever its step (or step-2 part) opens,
   * as a page of its own would: what was typed there and left without next is dropped.
   */
  open(step: Step): void {
    const form = formOfStep(step, this.step2Part);
    if (form !== null) this.fields.restart(form);
    if (step !== 'step1') return;
    this.addressInput.restore({ pickedAddress: '', destinationEdited: this.address.toPrefecture !== '' });
    void this.addressInput.loadNames();
  }

  /** Whether an input step holds everything it needs (the step guards). */
  isComplete(step: InputStep): boolean {
    if (step === 'step1') return passes(QUICK_ADDRESS_RULES, this.address);
    if (step === 'step2') return canProceedFromBuildingDetails({ from: this.buildings.from, to: this.buildings.to, ...this.detail });
    if (step === 'step3') return canProceedFromBelongings(this.belongings);
    if (step === 'step4') return this.reservation.movingDate !== '' && this.reservation.selectedCompany !== null;
    return hasNoErrors(CONTACT_PART.errors(this.customer, quickContactContext(undefined)));
  }

  /** The inputs a company search or a reservation is built from. */
  move(categories: readonly BelongingsCategory[]): MoveInputs {
    return { address: this.address, buildings: this.buildings, belongings: this.belongings, reservation: this.reservation, categories };
  }

  /**
   * The ends whose detail address a reload cleared (spec §4 keeps detail addresses out of storage,
   * and the field is optional, so nothing else would stop the booking without it): confirm says so.
   * One handed over across the language switch, or typed again, is no longer missing.
   */
  get clearedDetailAddresses(): DetailAddressEnd[] {
    return this.detailAddressesBeforeReload.filter((end) => this.detail[`${end}DetailAddress`] === '');
  }

  saved(calendarMonth: string): SavedState {
    return {
      app: {
        step2Part: this.step2Part,
        belongingsSubStep: this.belongingsSubStep,
        hasOnceVisitedStep3Form: this.hasOnceVisitedStep3Form,
        hasPassedStep4Once: this.hasPassedStep4Once,
        ikeaPanelOpen: this.ikeaPanelOpen,
        prefilledMovingDate: this.prefilledMovingDate,
        calendarMonth,
        detailAddressTyped: { from: this.#detailAddressTyped('from'), to: this.#detailAddressTyped('to') },
      },
      inputs: { address: this.address, buildings: this.buildings, belongings: this.belongings, reservation: this.reservation },
    };
  }

  #detailAddressTyped(end: DetailAddressEnd): boolean {
    return this.detail[`${end}DetailAddress`] !== '' || this.detailAddressesBeforeReload.includes(end);
  }

  /**
   * The step-1 values a link carries (spec §2). A postal code without the address it stands for
   * is looked up as if typed, so the address fills in and the visitor can go on.
   */
  applyQuery(search: string, now: Date): void {
    const prefill = prefillFromQuery(new URLSearchParams(search), now);
    if (!prefill) return;
    this.fields.set(prefill.address);
    if (prefill.movingDate) this.prefilledMovingDate = prefill.movingDate;
    const zipCode = prefill.address.fromPostalCode;
    if (zipCode && !prefill.address.fromPrefecture) void this.#takeLinkedAddress(zipCode);
  }

  /** The address the link's postal code fills in (the address input's lookup) counts as taken like the rest of the link: a reload keeps it. */
  async #takeLinkedAddress(zipCode: string): Promise<void> {
    await this.addressInput.fillFromPostalCode(zipCode);
    const { fromPrefecture, fromCity, fromDistrict, toPrefecture, toCity } = this.fields.form('address').getState().values;
    runInAction(() => this.fields.set({ fromPrefecture, fromCity, fromDistrict, toPrefecture, toCity }));
  }

  // ---------- step 1 ----------

  /** Next on step 1; with an origin the reference data does not know it does nothing further (spec §8). */
  submitAddress(values: AddressForm): void {
    if (this.#deps.root.cities.isUnknownDistrict(values.fromPrefecture, values.fromCity, values.fromDistrict)) return;
    const headCountChanged = values.headCount !== this.address.headCount;
    const routeChanged = values.fromDistrict !== this.address.fromDistrict || values.toCity !== this.address.toCity || values.toPrefecture !== this.address.toPrefecture;
    this.fields.set(values);
    if (headCountChanged && !this.hasOnceVisitedStep3Form) this.fields.set({ belongingsCounts: {} });
    void this.#deps.edits.finishOr(() => {
      if (routeChanged) this.#deps.calendar.clear();
      this.#pushArrival();
      this.step2Part = 'from';
      this.#deps.navigator.goTo('step2');
    });
  }

  /**
   * Spec §4: step 1's next pushes what the estimate form handed over into the forms of the later
   * steps, once: the belongings into the belongings (kept over the person count's defaults) and the
   * contact into personal info, each only where the visitor has typed nothing here yet.
   */
  #pushArrival(): void {
    const { belongingsCounts, contact } = this.#arrival;
    if (belongingsCounts && Object.keys(this.belongings.belongingsCounts).length === 0) {
      this.fields.set({ belongingsCounts });
      this.hasOnceVisitedStep3Form = true;
    }
    if (contact && Object.values(this.customer).every((value) => value === '')) {
      this.fields.set({ name: contact.name, nameKana: contact.nameKana, email: contact.email, tel: contact.tel });
    }
    this.#arrival = {};
  }

  // ---------- step 2 ----------

  /** Next on step 2 for `end`'s building: the origin goes on to the destination, the destination to step 3. */
  submitBuilding(end: DetailAddressEnd, { building, detailAddress }: BuildingStepValues): void {
    this.fields.set({ [`${end}Building`]: building, [`${end}DetailAddress`]: detailAddress });
    this.#answered(end);
    void this.#deps.edits.finishOr(() => {
      if (end === 'from') {
        this.step2Part = 'to';
        this.open('step2');
      } else {
        this.belongingsSubStep = 1;
        this.#deps.navigator.goTo('step3');
      }
    }, `${end}AddressDetailInfo`);
  }

  /** Back from step 2: to the origin part, else to step 1, or to confirm while editing (which ends the edit). */
  backFromStep2(): void {
    const { edits } = this.#deps;
    if (this.step2Part === 'to' && !edits.isEditing('toAddressDetailInfo')) {
      this.step2Part = 'from';
      this.open('step2');
      return;
    }
    edits.backTo('step1');
  }

  // ---------- step 3 ----------

  /** The default counts of the head count, once, on the first visit of the belongings step. */
  fillDefaultBelongings(categories: readonly BelongingsCategory[]): void {
    if (this.hasOnceVisitedStep3Form || this.address.headCount === '') return;
    this.fields.set({ belongingsCounts: defaultBelongingsCounts(categories, personTypeOf(this.address.headCount)) });
    this.hasOnceVisitedStep3Form = true;
  }

  /** Takes the belongings step 3's form holds (each sub-step's next). */
  takeBelongings(): void {
    this.fields.take('belongings');
  }

  toggleIkeaPanel(): void {
    this.ikeaPanelOpen = !this.ikeaPanelOpen;
  }

  /** Back within the modal; back from sub-step 1 returns to step 2, or to confirm while editing (which ends the edit). */
  previousBelongingsSubStep(): void {
    if (this.belongingsSubStep > 1) {
      this.belongingsSubStep -= 1;
      return;
    }
    this.step2Part = 'to';
    this.#deps.edits.backTo('step2');
  }

  // ---------- step 4 ----------

  /** Opens the calendar on `date` with it chosen and no company chosen yet. */
  openCalendarOn(date: string, changes: Partial<CalendarChoice>): void {
    this.reservation = { ...this.reservation, ...changes, movingDate: date, initialOpenedCalenderDate: date, selectedCompany: null };
    this.#deps.calendar.month = monthOf(date);
  }

  selectDate(date: string): void {
    this.reservation = { ...this.reservation, movingDate: date };
  }

  setReservation(changes: Partial<CalendarChoice>): void {
    this.reservation = { ...this.reservation, ...changes };
  }

  chooseCompany(company: CompanyInfo): void {
    this.reservation = { ...this.reservation, selectedCompany: company, sortType: DEFAULT_SORT_TYPE };
    this.hasPassedStep4Once = true;
    void this.#deps.edits.finishOrAdvance('step4');
  }

  // ---------- step 5 and confirm ----------

  submitCustomer(values: ContactValues): void {
    this.fields.set(values);
    this.confirmed = true;
    void this.#deps.edits.finishOrAdvance('step5');
  }

  /** Edit a module from confirm: its step opens where the module is (spec §2, §4). */
  edit(module: EditModule): void {
    if (module === 'fromAddressDetailInfo') this.step2Part = 'from';
    if (module === 'toAddressDetailInfo') this.step2Part = 'to';
    if (module === 'belongingsInfo') this.belongingsSubStep = 1;
    if (module === 'reservationInfo') this.#deps.calendar.month = monthOf(this.reservation.movingDate);
    this.#deps.edits.start(module);
  }

  /** The visitor has answered `end`'s detail address again (empty is an answer: the field is optional). */
  #answered(end: DetailAddressEnd): void {
    this.detailAddressesBeforeReload = this.detailAddressesBeforeReload.filter((cleared) => cleared !== end);
  }

  /** Forgets every input, after a booking. */
  clear(): void {
    this.fields.reset(EMPTY_VALUES);
    this.reservation = EMPTY_CALENDAR_CHOICE;
    this.detailAddressesBeforeReload = [];
    this.emailCheck.clear();
    this.confirmed = false;
    this.hasOnceVisitedStep3Form = false;
    this.hasPassedStep4Once = false;
  }
}
