import { japanTodayAsLocalDate } from '../../domain/dates/bookableWindow.ts';
import type { Locale } from '../../domain/i18n/locale.ts';
import type { ApiClient } from '../api/client.ts';
import type { DeviceType } from './device.ts';
import type { AppHistory } from './history.ts';
import { LanguageMenu } from './languageMenu.ts';
import { CityStore } from './resources/CityStore.ts';
import { holidayStore, belongingsMasterStore, type HolidayStore, type BelongingsMasterStore } from './resources/referenceResources.ts';
import type { KeyValueStorage } from './storage.ts';

/** What the stores are built from; the browser passes the real ones, tests fakes. */
export interface RootStoreDeps {
  api: ApiClient;
  history: AppHistory;
  storage: KeyValueStorage;
  device: DeviceType;
  /**
   * The page's language: the API answers place names in it, so the cities and districts it keeps are kept per language.
   * @default 'ja'
   */
  locale?: Locale;
  now?: () => Date;
}

/**
 * The shared resources of a page: the injected API client, history, storage, clock and device,
 * and the resource stores every flow reads (holidays, belongings master, cities). A flow's own
 * store is built on top of it by the flow's entry point (app/wizard/bootFlow.tsx), so no page
 * loads another flow's code.
 */
export class RootStore {
  readonly api: ApiClient;
  readonly history: AppHistory;
  readonly storage: KeyValueStorage;
  readonly device: DeviceType;
  readonly locale: Locale;
  readonly now: () => Date;
  readonly holidays: HolidayStore;
  readonly belongingsMaster: BelongingsMasterStore;
  readonly cities: CityStore;
  /** The link to this page in the other language, and what the flows hand over as the visitor follows it. */
  readonly languageMenu: LanguageMenu;

  constructor(deps: RootStoreDeps) {
    this.api = deps.api;
    this.history = deps.history;
    this.storage = deps.storage;
    this.device = deps.device;
    this.locale = deps.locale ?? 'ja';
    this.now = deps.now ?? (() => new Date());
    this.holidays = holidayStore(deps.api, deps.storage);
    this.belongingsMaster = belongingsMasterStore(deps.api, deps.storage);
    this.cities = new CityStore(deps.api, deps.storage, this.locale);
    this.languageMenu = new LanguageMenu(deps.history);
  }

  /** Today in Japan, as the local midnight the forms' date rules count from (domain/dates). */
  today(): Date {
    return japanTodayAsLocalDate(this.now());
  }
}
