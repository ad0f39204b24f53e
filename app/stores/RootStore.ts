import type { ApiClient } from '../api/client.ts';
import { KantanYoyakuStore } from '../kantan-yoyaku/store/KantanYoyakuStore.ts';
import type { DeviceType } from './device.ts';
import type { AppHistory } from './history.ts';
import { CityStore } from './resources/CityStore.ts';
import { holidayStore, nimotsuStore, type HolidayStore, type NimotsuStore } from './resources/referenceResources.ts';
import type { KeyValueStorage } from './storage.ts';

/** What the stores are built from; the browser passes the real ones, tests fakes. */
export interface RootStoreDeps {
  api: ApiClient;
  history: AppHistory;
  storage: KeyValueStorage;
  device: DeviceType;
  now?: () => Date;
}

/**
 * The stores of a page: shared resource stores (holidays, belongings master, cities) and the
 * flow store, created lazily so each flow's page builds only its own flow.
 */
export class RootStore {
  readonly holidays: HolidayStore;
  readonly nimotsu: NimotsuStore;
  readonly cities: CityStore;
  readonly device: DeviceType;
  readonly #deps: RootStoreDeps;
  #kantanYoyaku: KantanYoyakuStore | undefined;

  constructor(deps: RootStoreDeps) {
    this.#deps = deps;
    this.device = deps.device;
    this.holidays = holidayStore(deps.api, deps.storage);
    this.nimotsu = nimotsuStore(deps.api, deps.storage);
    this.cities = new CityStore(deps.api, deps.storage);
  }

  get kantanYoyaku(): KantanYoyakuStore {
    this.#kantanYoyaku ??= new KantanYoyakuStore({
      ...this.#deps,
      now: this.#deps.now ?? (() => new Date()),
      holidays: this.holidays,
      nimotsu: this.nimotsu,
      cities: this.cities,
    });
    return this.#kantanYoyaku;
  }
}
