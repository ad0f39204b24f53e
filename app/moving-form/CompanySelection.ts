import { makeAutoObservable, runInAction } from 'mobx';
import type { CompanyLanguages } from '../../domain/api/company.ts';
import type { Locale } from '../../domain/i18n/locale.ts';
import { toggleCompany } from '../../domain/validation/companyRules.ts';
import type { ApiResult } from '../api/http.ts';
import { debounced, type Debounced } from '../forms/debounce.ts';
import type { FieldAccess } from '../forms/StepForms.ts';
import { SpokenLanguageFilter, type SpokenLanguageListing } from '../stores/spokenLanguageFilter.ts';
import type { MovingChoices } from './values.ts';

/**
 * Where the list stands (spec §4): 'empty' before any answer, 'stale' after a change of the
 * inputs it depends on, 'fresh' after an answer, 'failed' when the last call failed.
 */
export type CompanyListStatus = 'empty' | 'stale' | 'fresh' | 'failed';

/** A listed company: its kissCd is what the choice and the request name; the English filter reads its languages and names it. */
export interface ListedCompany {
  kissCd: string;
  name: string;
  languages?: CompanyLanguages;
}

export interface CompanySelectionOptions {
  /**
   * Most companies the visitor may choose; a choice beyond it is refused with a warning (reservation: 3).
   * @default Infinity
   */
  limit?: number;
  /** Whether a newly listed company starts chosen (estimate: yes; reservation: the visitor picks). */
  preselect: boolean;
  /** The debounce of the fetch, injected for tests. */
  debounce?: Debounced;
  /** The form's field of the chosen companies. */
  fields: FieldAccess<Pick<MovingChoices, 'companyList'>>;
  /** The page's language: the filter keeps the companies that serve it. */
  locale: Locale;
}

/**
 * The companies offered for the move and the form's field of the ones chosen (spec §4 "Company
 * list"): the list is fetched 400 ms after the last change of its inputs, is stale meanwhile and
 * fresh after the answer, and is replaced only when the answer differs from the list shown.
 * Toggling adds or removes a company; a choice beyond the limit is refused with a warning.
 */
export class CompanySelection<C extends ListedCompany> {
  companies: C[] = [];
  status: CompanyListStatus = 'empty';
  /** The warning of a refused choice, until the next toggle. */
  warning: string | undefined = undefined;
  /** Why the request was refused for the companies chosen (their day filled up meanwhile), until the next toggle. */
  refusal: string | undefined = undefined;
  /** The English pages' filter of the list (issue 28): kept across the flow's steps, not saved. */
  readonly spokenLanguage: SpokenLanguageFilter;
  /** Whether the visitor changed the choice: from then on new companies are not chosen for them. */
  #touched = false;
  readonly #options: CompanySelectionOptions;
  readonly #debounce: Debounced;

  constructor(options: CompanySelectionOptions) {
    this.#options = options;
    this.#debounce = options.debounce ?? debounced();
    this.spokenLanguage = new SpokenLanguageFilter(options.locale);
    makeAutoObservable<this, '#options' | '#debounce'>(this, { spokenLanguage: false, '#options': false, '#debounce': false }, { autoBind: true });
  }

  get loading(): boolean {
    return this.status === 'stale';
  }

  /** Codes of the chosen companies, in the order chosen. */
  get selected(): string[] {
    return this.#options.fields.values().companyList;
  }

  /** The chosen companies as listed. */
  get chosen(): C[] {
    return this.companies.filter((company) => this.selected.includes(company.kissCd));
  }

  isSelected(code: string): boolean {
    return this.selected.includes(code);
  }

  /**
   * The list as the page shows it (issue 28): every company, or with the English filter on those
   * serving English. Chosen companies the filter leaves out stay chosen and are named to the visitor
   * (`hiddenChosen`); they are not kept in the list, because the estimate form chooses every company
   * at first (the filter would then narrow nothing) and a company listed only while chosen would
   * vanish as it is unticked.
   */
  get listing(): SpokenLanguageListing<C> {
    return this.spokenLanguage.listing(this.companies, (company) => this.isSelected(company.kissCd));
  }

  /** The visitor asks to leave out the chosen companies the English filter hides (they are named beside the button). */
  unselectHiddenChosen(): void {
    const hidden = new Set(this.listing.hiddenChosen.map((company) => company.kissCd));
    this.choose(this.selected.filter((code) => !hidden.has(code)));
  }

  /** The inputs changed: the list is stale and `call` runs after the debounce; undefined means the inputs cannot be searched yet. */
  inputsChanged(call: (() => Promise<ApiResult<C[]>>) | undefined): void {
    if (call === undefined) {
      this.#debounce.cancel();
      this.status = this.companies.length === 0 ? 'empty' : 'stale';
      return;
    }
    this.status = 'stale';
    this.#debounce.run(() => void this.#fetch(call));
  }

  /** Stops a pending fetch (the form is left). */
  dispose(): void {
    this.#debounce.cancel();
  }

  toggle(code: string): void {
    const { companies, warning } = toggleCompany(this.selected, code, this.#options.limit);
    this.#options.fields.change({ companyList: companies });
    this.warning = warning;
    this.refusal = undefined;
    this.#touched = true;
  }

  /** The chosen companies could not take the request after all: the visitor is told why until the next toggle. */
  refuse(message: string): void {
    this.refusal = message;
  }

  /** The choice as a list hands it over: each company added or removed is toggled, so the limit holds. */
  choose(codes: readonly string[]): void {
    const added = codes.filter((code) => !this.selected.includes(code));
    const removed = this.selected.filter((code) => !codes.includes(code));
    for (const code of [...removed, ...added]) this.toggle(code);
  }

  /**
   * Restores a saved list (a reload; the choice is the form's); a list saved before any answer starts
   * afresh, choosing what comes. A `stale` list (saved in the other language) is shown until the
   * form's next answer replaces it, the choice kept.
   */
  restore(companies: C[], { stale = false }: { stale?: boolean } = {}): void {
    this.companies = companies;
    this.#touched = companies.length > 0;
    this.status = companies.length === 0 ? 'empty' : stale ? 'stale' : 'fresh';
  }

  async #fetch(call: () => Promise<ApiResult<C[]>>): Promise<void> {
    const result = await call();
    if (result.kind === 'cancelled') return;
    runInAction(() => {
      if (result.kind === 'failed') {
        this.status = 'failed';
        return;
      }
      this.status = 'fresh';
      if (sameList(this.companies, result.data)) return;
      this.#replace(result.data);
    });
  }

  #replace(companies: C[]): void {
    const codes = companies.map((company) => company.kissCd);
    this.companies = companies;
    const kept = this.selected.filter((code) => codes.includes(code));
    this.#options.fields.set({ companyList: this.#options.preselect && !this.#touched ? codes.slice(0, this.#options.limit) : kept });
  }
}

/** Two answers are the same list when they hold the same companies with the same data in the same order. */
function sameList<C>(shown: readonly C[], answer: readonly C[]): boolean {
  return JSON.stringify(shown) === JSON.stringify(answer);
}
