import type { Locale } from '../../domain/i18n/locale.ts';
import type { Alliance } from '../../domain/api/company.ts';
import type { CompanyListMove } from '../../domain/api/payloads/movingRequest.ts';
import type { EmailCheckResponse } from '../../domain/api/lookups.ts';
import type { BelongingsCategory } from '../../domain/api/belongings.ts';
import type { MovingFormFlowId } from '../../domain/flows/flows.ts';
import type { ApiResult } from '../api/http.ts';
import type { Debounced } from '../forms/debounce.ts';
import type { CityStore } from '../stores/resources/CityStore.ts';
import type { BelongingsMasterStore } from '../stores/resources/referenceResources.ts';
import type { MovingFormPart } from './parts.ts';
import type { BelongingsValues, ContactSectionValues, MovingAddressValues } from './values.ts';

/** What the form is built on: the shared resource stores, the e-mail check call and today's date. */
export interface MovingFormDeps {
  cities: CityStore;
  belongingsMaster: BelongingsMasterStore;
  checkEmail(email: string): Promise<ApiResult<EmailCheckResponse>>;
  /** Today in Japan as a local midnight (RootStore.today). */
  today: () => Date;
  /** The page's language, which the company and partner lists' texts come in (RootStore.locale). */
  locale: Locale;
  /** Makes the 400 ms debounces (tests pass their own). */
  debounce?: () => Debounced;
}

/** A company call's answer as the form uses it: the companies and, when the same call lists them, the alliance partners. */
export interface CompaniesAnswer<C> {
  companies: C[];
  alliances?: Alliance[];
  /** Average price of the listed companies in yen, when the call gives one (reservation). */
  averagePrice?: number | null;
}

/** What differs between the estimate and the reservation form. */
export interface MovingFormConfig<S extends object, C, Q> {
  flow: MovingFormFlowId;
  /** The flow's schedule part: its fields with their starting values (spec §4 defaults), and its rules. */
  schedule: MovingFormPart<S>;
  /** The message of the companies chosen (spec §5 "Companies"). */
  companiesRule(codes: readonly string[]): string | undefined;
  /** Most companies chosen (reservation: 3). */
  companyLimit?: number;
  /** Whether listed companies start chosen. */
  preselectCompanies: boolean;
  /** The company query of a move and its schedule (asked once both ends, the person count and the schedule are given). */
  companiesQuery(move: CompanyListMove, schedule: S, master: readonly BelongingsCategory[]): Q;
  fetchCompanies(query: Q): Promise<ApiResult<CompaniesAnswer<C>>>;
}

/** The closable tooltips of the address (spec §2). */
export type FormHint = 'fromPostalCode' | 'toPrefecture' | 'toCity';

/** The address as kept across a reload: its fields, the postal result's text and whether the destination was chosen. */
export interface SavedMovingAddress extends MovingAddressValues {
  pickedFromAddress: string;
  toEdited: boolean;
}

/** The form's values as kept across a reload. */
export interface MovingFormState<S, C> {
  address: SavedMovingAddress;
  schedule: S;
  belongings: BelongingsValues;
  contact: ContactSectionValues;
  belongingsModalOpened: boolean;
  closedHints: FormHint[];
  companies: C[];
  selectedCompanies: string[];
  alliances: Alliance[];
  checkedAlliances: string[];
  /** The last answer's average price (reservation); absent in states saved before it was kept. */
  averagePrice?: number | null;
  /**
   * The language of the page that saved the company and partner lists, whose texts (price parts,
   * partner services) are in it; absent in states saved before it was kept, which were Japanese.
   */
  listsLocale?: Locale;
}
