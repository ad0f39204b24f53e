import { makeAutoObservable, reaction, runInAction } from 'mobx';
import type { MoveLink } from '../../domain/flows/flowLinks.ts';
import { hasNoErrors, type FieldErrors, type MovingFormFlow } from '../../domain/validation/movingFormRules.ts';
import type { ApiResult } from '../api/http.ts';
import { AddressInputs } from './AddressInputs.ts';
import { AllianceSelection } from './AllianceSelection.ts';
import { BelongingsInputs } from './BelongingsInputs.ts';
import { CompanySelection } from './CompanySelection.ts';
import { ContactInputs } from './ContactInputs.ts';
import { debounced } from '../forms/debounce.ts';
import { companyListMoveOf, type MovingFormSections } from './movingRequest.ts';
import type { MovingFormConfig, MovingFormDeps, MovingFormState } from './movingFormTypes.ts';

/**
 * What the estimate and reservation forms share (spec §3 "Reservation and estimate form", §4):
 * the address, the schedule, the belongings, the contact, the company list and the alliance partners,
 * each its own store; this one holds the schedule, follows the inputs with the company list and keeps the state.
 */
export class MovingFormStore<S, C, Q> {
  schedule: S;
  /** kissCd of the company whose detail modal is open. */
  detailCompanyCode: string | null = null;
  /** Average price of the listed companies, for comparing each price (reservation); null when not given. */
  averagePrice: number | null = null;

  readonly address: AddressInputs;
  readonly belongings: BelongingsInputs;
  readonly contact: ContactInputs;
  readonly companies: CompanySelection<C>;
  readonly alliances = new AllianceSelection();
  readonly config: MovingFormConfig<S, C, Q>;

  readonly #today: () => Date;
  readonly #disposers: (() => void)[] = [];

  constructor(config: MovingFormConfig<S, C, Q>, deps: MovingFormDeps) {
    this.config = config;
    this.#today = deps.today;
    const debounce = deps.debounce ?? (() => debounced());
    this.address = new AddressInputs(deps.cities, config.flow);
    this.belongings = new BelongingsInputs(deps.nimotsu);
    this.contact = new ContactInputs(config.flow, (email) => deps.checkEmail(email), debounce());
    this.schedule = config.initialSchedule(deps.today());
    this.companies = new CompanySelection<C>({
      codeOf: config.companyCode,
      limit: config.companyLimit,
      preselect: config.preselectCompanies,
      debounce: debounce(),
    });
    makeAutoObservable<this, '#today' | '#disposers'>(
      this,
      { config: false, address: false, belongings: false, contact: false, companies: false, alliances: false, '#today': false, '#disposers': false },
      { autoBind: true },
    );
  }

  /** Follows the inputs from now on: the company list and the alliance partners (call once the state is restored). */
  start(): void {
    this.#disposers.push(
      reaction(() => JSON.stringify(this.companiesQuery ?? null), () => this.#refreshCompanies()),
      reaction(
        () => this.address.values.toPrefecture,
        () => this.alliances.markStale(),
      ),
    );
    if (this.companies.status === 'empty' && this.companiesQuery !== undefined) this.#refreshCompanies();
  }

  dispose(): void {
    for (const dispose of this.#disposers.splice(0)) dispose();
    this.companies.dispose();
    this.contact.dispose();
  }

  // ---------- derived ----------

  get flow(): MovingFormFlow {
    return this.config.flow;
  }

  /** The company query of the move, once both ends, the person count and the schedule are given. */
  get companiesQuery(): Q | undefined {
    const move = companyListMoveOf(this.address.values, this.belongings.values);
    return move && this.scheduleComplete ? this.config.companiesQuery(move, this.schedule, this.belongings.master) : undefined;
  }

  get scheduleErrors(): FieldErrors<string> {
    return this.config.scheduleErrors(this.schedule);
  }

  get scheduleComplete(): boolean {
    return hasNoErrors(this.scheduleErrors);
  }

  /** Every section with the chosen companies and partners, for the payload builders. */
  get sections(): MovingFormSections {
    return {
      address: this.address.values,
      belongings: this.belongings.values,
      contact: this.contact.values,
      companyList: this.companies.selected,
      allianceList: this.alliances.allianceList,
    };
  }

  /** The state kept across a reload. */
  get state(): MovingFormState<S, C> {
    return {
      address: this.address.values,
      schedule: this.schedule,
      belongings: this.belongings.values,
      contact: this.contact.values,
      baggageModalOpened: this.belongings.baggageModalOpened,
      closedHints: this.address.closedHints,
      companies: this.companies.companies,
      selectedCompanies: this.companies.selected,
      alliances: this.alliances.alliances,
      checkedAlliances: this.alliances.checked,
      averagePrice: this.averagePrice,
    };
  }

  restore(state: MovingFormState<S, C>): void {
    this.address.restore(state.address, state.closedHints);
    this.schedule = state.schedule;
    this.belongings.restore(state.belongings, state.baggageModalOpened);
    this.contact.restore(state.contact);
    this.companies.restore(state.companies, state.selectedCompanies);
    this.alliances.restore(state.alliances, state.checkedAlliances);
    this.averagePrice = state.averagePrice ?? null;
    void this.address.loadNames();
  }

  /**
   * What a link from quick booking carries (domain/flows/flowLinks.ts): the route, floor plans,
   * person count and belongings. Given counts are kept; a person count alone fills the defaults.
   */
  prefill(move: Partial<MoveLink>): void {
    this.address.prefill(move);
    this.belongings.prefill(move);
    void this.address.loadNames();
  }

  /** The move as links name it (for the quick-booking link). */
  get moveLink(): Omit<MoveLink, 'pickedDate'> {
    const address = this.address.values;
    const belongings = this.belongings.values;
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
    this.address.reset();
    this.schedule = this.config.initialSchedule(this.#today());
    this.belongings.reset();
    this.contact.reset();
    this.companies.restore([], []);
    this.alliances.restore([], []);
    this.averagePrice = null;
  }

  setSchedule(schedule: S): void {
    this.schedule = schedule;
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
}
