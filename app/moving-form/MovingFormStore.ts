import type { Locale } from '../../domain/i18n/locale.ts';
import { makeAutoObservable, reaction, runInAction } from 'mobx';
import type { MovingRequestValues } from '../../domain/api/payloads/movingRequest.ts';
import type { MoveLink } from '../../domain/flows/flowLinks.ts';
import { movingFormRulesOf, type MovingFormFlowId } from '../../domain/flows/flows.ts';
import type { FieldErrors } from '../../domain/validation/fieldErrors.ts';
import { hasNoErrors } from '../../domain/validation/ruleList.ts';
import type { ApiResult } from '../api/http.ts';
import { AddressInput, ROUTE_NAMES, routeFieldsOf } from '../forms/AddressInput.ts';
import { debounced } from '../forms/debounce.ts';
import { EmailCheck } from '../forms/emailCheck.ts';
import { StepForms, type FieldAccess } from '../forms/StepForms.ts';
import { AllianceSelection } from './AllianceSelection.ts';
import { BelongingsInputs } from './BelongingsInputs.ts';
import { CompanySelection, type ListedCompany } from './CompanySelection.ts';
import { companyListMoveOf, movingRequestOf } from './movingRequest.ts';
import type { FormHint, MovingFormConfig, MovingFormDeps, MovingFormState } from './movingFormTypes.ts';
import { errorsOfParts, fieldsOfPart, pickFields } from '../forms/formPart.ts';
import { initialMovingFormValues, type MovingFormPart, type MovingFormValues, type MovingPartContext } from './parts.ts';
import { savedStateOf, valuesOfSaved } from './savedState.ts';

/** Where a flow shows the form: the parts on each of its steps, and what next does once a step passes its rules. */
export interface MovingFormSteps<Step extends string> {
  parts: Readonly<Partial<Record<Step, readonly MovingFormPart[]>>>;
  onNext(step: Step): void;
}

/**
 * What the estimate and reservation forms share (spec §3 "Reservation and estimate form", §4):
 * the values in one final-form form per step (StepForms), which final-form's subscriptions copy
 * here as the visitor types, and around them the address input, the belongings, the e-mail check,
 * the company list and the alliance partners. It follows the values with the company list and keeps
 * the state across a reload.
 */
export class MovingFormStore<S extends object, C extends ListedCompany, Q, Step extends string = string> {
  /** kissCd of the company whose detail modal is open. */
  detailCompanyCode: string | null = null;
  /** Average price of the listed companies, for comparing each price (reservation); null when not given. */
  averagePrice: number | null = null;
  /** The final submit reads the estimate phone as required (spec §5). */
  phoneRequired = false;
  /** The tooltips the visitor closed; each closes once and stays closed (spec §2). */
  closedHints: FormHint[] = [];

  readonly fields: StepForms<Step, MovingFormValues<S>>;
  readonly address: AddressInput;
  readonly belongings: BelongingsInputs;
  readonly emailCheck: EmailCheck;
  readonly companies: CompanySelection<C>;
  readonly alliances: AllianceSelection;
  readonly config: MovingFormConfig<S, C, Q>;

  readonly #today: () => Date;
  readonly #locale: Locale;
  readonly #scheduleFields: readonly (keyof S)[];
  readonly #stepParts: MovingFormSteps<Step>['parts'];
  readonly #disposers: (() => void)[] = [];

  constructor(config: MovingFormConfig<S, C, Q>, deps: MovingFormDeps, steps: MovingFormSteps<Step>, saved?: MovingFormState<S, C>) {
    this.config = config;
    this.#today = deps.today;
    this.#locale = deps.locale;
    this.#stepParts = steps.parts;
    const debounce = deps.debounce ?? (() => debounced());
    const initialValues = initialMovingFormValues(config.schedule, deps.today());
    this.#scheduleFields = fieldsOfPart(config.schedule);
    // The parts reach the step forms through this: the forms come last, as their rules read the parts.
    const fields: FieldAccess<MovingFormValues<S>> = {
      values: () => this.fields.values,
      set: (values) => this.fields.set(values),
      change: (values) => this.fields.change(values),
    };
    this.address = new AddressInput(deps.cities, routeFieldsOf(fields.values, fields.set, ROUTE_NAMES));
    this.belongings = new BelongingsInputs(deps.belongingsMaster, fields);
    this.emailCheck = new EmailCheck(config.flow, deps.checkEmail, debounce());
    this.companies = new CompanySelection<C>({ limit: config.companyLimit, preselect: config.preselectCompanies, debounce: debounce(), fields, locale: deps.locale });
    this.alliances = new AllianceSelection(fields);
    this.fields = new StepForms<Step, MovingFormValues<S>>({
      steps: this.#fieldsOfSteps(),
      initialValues: saved ? valuesOfSaved(saved, initialValues) : initialValues,
      validate: (step, values) => this.#stepErrors(step, values),
      onSubmit: (step) => steps.onNext(step),
    });
    if (saved) this.#restore(saved);
    makeAutoObservable<this, '#today' | '#locale' | '#scheduleFields' | '#stepParts' | '#disposers'>(
      this,
      {
        fields: false,
        address: false,
        belongings: false,
        emailCheck: false,
        companies: false,
        alliances: false,
        config: false,
        '#today': false,
        '#locale': false,
        '#scheduleFields': false,
        '#stepParts': false,
        '#disposers': false,
      },
      { autoBind: true },
    );
    this.#disposers.push(
      // A changed e-mail is checked by the server 400 ms after the last change (spec §7).
      reaction(
        () => this.values.email,
        (email) => this.emailCheck.checkLater(email),
      ),
      // What only the store knows is part of the steps' rules.
      reaction(
        () => [this.address.postalMessage, this.emailCheck.outcome, this.phoneRequired],
        () => this.fields.revalidate(),
      ),
    );
  }

  /** Follows the values from now on with the company list and the alliance partners (call once the flow has prefilled the form). */
  start(): void {
    this.#disposers.push(
      reaction(() => JSON.stringify(this.companiesQuery ?? null), () => this.#refreshCompanies()),
      reaction(
        () => this.values.toPrefecture,
        () => this.alliances.markStale(),
      ),
    );
    if ((this.companies.status === 'empty' || this.companies.status === 'stale') && this.companiesQuery !== undefined) this.#refreshCompanies();
  }

  dispose(): void {
    for (const dispose of this.#disposers.splice(0)) dispose();
    this.companies.dispose();
    this.emailCheck.dispose();
    this.fields.dispose();
  }

  // ---------- values and rules ----------

  get flow(): MovingFormFlowId {
    return this.config.flow;
  }

  get values(): MovingFormValues<S> {
    return this.fields.values;
  }

  get schedule(): S {
    return pickFields<S, keyof S>(this.values, this.#scheduleFields);
  }

  /** The messages of a part of the form (spec §5), under the values now or `values`. */
  errorsOf(part: MovingFormPart, values: MovingFormValues<S> = this.values): FieldErrors<string> {
    return part.errors(values, this.#partContext(values));
  }

  /** What the parts' rules read beyond `values`. */
  #partContext(values: MovingFormValues<S>): MovingPartContext {
    return {
      flow: this.config.flow,
      companiesRule: this.config.companiesRule,
      postalMessage: this.address.postalMessage,
      emailMessage: this.emailCheck.messageFor(values.email),
      phoneOptional: movingFormRulesOf(this.config.flow).phoneAtSubmit && !this.phoneRequired,
    };
  }

  /** Whether every part of `parts` holds what it needs. */
  isComplete(parts: readonly MovingFormPart[]): boolean {
    return parts.every((part) => hasNoErrors(this.errorsOf(part)));
  }

  /** The company query of the move, once both ends, the person count and the schedule are given. */
  get companiesQuery(): Q | undefined {
    const move = companyListMoveOf(this.values);
    return move && this.isComplete([this.config.schedule]) ? this.config.companiesQuery(move, this.schedule, this.belongings.master) : undefined;
  }

  /** The moving request with the flow's schedule, for the payload builders; undefined while the person count is missing. */
  get request(): (MovingRequestValues & S) | undefined {
    const request = movingRequestOf(this.values, this.alliances.allianceList);
    return request && { ...request, ...this.schedule };
  }

  /** The state kept across a reload. */
  get state(): MovingFormState<S, C> {
    return savedStateOf(this.values, this.schedule, {
      address: this.address.state,
      belongingsModalOpened: this.belongings.belongingsModalOpened,
      closedHints: this.closedHints,
      companies: this.companies.companies,
      alliances: this.alliances.alliances,
      averagePrice: this.averagePrice,
      listsLocale: this.#locale,
    });
  }

  /**
   * What a link from quick booking carries (domain/flows/flowLinks.ts): the route, floor plans,
   * person count and belongings. A destination given counts as the visitor's choice.
   */
  prefill(move: Partial<MoveLink>): void {
    const { fromPostalCode, fromPrefecture, fromCity, fromDistrict, toPrefecture, toCity, fromFloorPlan, toFloorPlan } = move;
    const given = { fromPrefecture, fromCity, fromDistrict, toPrefecture, toCity, fromFloorPlan, toFloorPlan };
    this.fields.set({
      ...Object.fromEntries(Object.entries(given).filter((entry) => entry[1] !== undefined)),
      ...(fromPostalCode ? { fromAddressFormat: 'postalCode' as const, fromPostalCode: fromPostalCode } : {}),
    } as Partial<MovingFormValues<S>>);
    if (toPrefecture !== undefined) this.address.restore({ ...this.address.state, destinationEdited: true });
    this.belongings.prefill(move);
    void this.address.loadNames();
  }

  /** The move as links name it (for the quick-booking link). */
  get moveLink(): Omit<MoveLink, 'movingDate'> {
    const values = this.values;
    return {
      fromPostalCode: values.fromPostalCode,
      fromPrefecture: values.fromPrefecture,
      fromCity: values.fromCity,
      fromDistrict: values.fromDistrict,
      toPrefecture: values.toPrefecture,
      toCity: values.toCity,
      fromFloorPlan: values.fromFloorPlan,
      toFloorPlan: values.toFloorPlan,
      headCount: values.headCount,
      belongingsCounts: values.belongingsCounts,
    };
  }

  /** Clears every input (after a request was sent, so going back starts a new one); the closed tooltips stay closed. */
  reset(): void {
    this.fields.reset(initialMovingFormValues(this.config.schedule, this.#today()));
    this.address.restore({ pickedAddress: '', destinationEdited: false });
    this.belongings.reset();
    this.emailCheck.clear();
    this.companies.restore([]);
    this.alliances.restore([]);
    this.averagePrice = null;
    this.phoneRequired = false;
  }

  /** Schedule values the flow decided (a link's date). */
  setSchedule(schedule: Partial<S>): void {
    this.fields.set(schedule as Partial<MovingFormValues<S>>);
  }

  /** The final submit (estimate): the phone is required from now on (spec §5). */
  requirePhone(): void {
    this.phoneRequired = true;
  }

  isHintOpen(hint: FormHint): boolean {
    return !this.closedHints.includes(hint);
  }

  closeHint(hint: FormHint): void {
    if (this.isHintOpen(hint)) this.closedHints = [...this.closedHints, hint];
  }

  // ---------- companies ----------

  showCompanyDetail(code: string): void {
    this.detailCompanyCode = code;
  }

  closeCompanyDetail(): void {
    this.detailCompanyCode = null;
  }

  /** The company whose detail modal is open. */
  get detailCompany(): C | undefined {
    const code = this.detailCompanyCode;
    return code === null ? undefined : this.companies.companies.find((company) => company.kissCd === code);
  }

  /**
   * The request was refused because the chosen companies' day filled up meanwhile (1002): the list
   * is asked for again (a full company leaves it, and the choice with it) and the visitor told why.
   */
  companiesFull(message: string): void {
    this.#refreshCompanies();
    this.companies.refuse(message);
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

  // ---------- the steps' forms ----------

  #fieldsOfSteps(): Partial<Record<Step, (keyof MovingFormValues<S>)[]>> {
    const fields: Partial<Record<Step, (keyof MovingFormValues<S>)[]>> = {};
    for (const [step, parts] of Object.entries(this.#stepParts) as [Step, readonly MovingFormPart[]][]) {
      fields[step] = parts.flatMap((part) => fieldsOfPart(part) as (keyof MovingFormValues<S>)[]);
    }
    return fields;
  }

  #stepErrors(step: Step, values: MovingFormValues<S>): FieldErrors<string> {
    return errorsOfParts(this.#stepParts[step] ?? [], values, this.#partContext(values));
  }

  #restore(saved: MovingFormState<S, C>): void {
    this.address.restore({ pickedAddress: saved.address.pickedFromAddress, destinationEdited: saved.address.toEdited });
    this.belongings.restore(saved.belongingsModalOpened);
    this.closedHints = saved.closedHints;
    // Lists saved by the page in the other language (its language switch) are shown until the same
    // call in this page's language answers (start), with the visitor's choices kept.
    const inOtherLanguage = (saved.listsLocale ?? 'ja') !== this.#locale;
    this.companies.restore(saved.companies, { stale: inOtherLanguage });
    this.alliances.restore(saved.alliances);
    if (inOtherLanguage) this.alliances.markStale();
    this.averagePrice = saved.averagePrice ?? null;
    void this.address.loadNames();
  }
}
