import type { BelongingsCategory } from '../../../domain/api/belongings.ts';
import type { ApiClient } from '../../api/client.ts';
import type { ApiResult } from '../../api/http.ts';
import type { KeyValueStorage } from '../storage.ts';
import { CachedResource } from './CachedResource.ts';

/** Japanese public holidays ('yyyy-MM-dd'). */
export type HolidayStore = CachedResource<string[]>;
/** The belongings master (spec §3). */
export type BelongingsMasterStore = CachedResource<BelongingsCategory[]>;

function mapOk<T, U>(result: ApiResult<T>, pick: (data: T) => U): ApiResult<U> {
  return result.kind === 'ok' ? { kind: 'ok', data: pick(result.data) } : result;
}

export function holidayStore(api: ApiClient, storage: KeyValueStorage): HolidayStore {
  return new CachedResource({
    storageKey: 'resources:holidays',
    initial: [],
    isValid: (saved): saved is string[] => Array.isArray(saved) && saved.every((date) => typeof date === 'string'),
    fetch: async () => mapOk(await api.reference.holidays(), (data) => data.results),
    storage,
  });
}

export function belongingsMasterStore(api: ApiClient, storage: KeyValueStorage): BelongingsMasterStore {
  return new CachedResource({
    storageKey: 'resources:nimotsu',
    initial: [],
    isValid: (saved): saved is BelongingsCategory[] => Array.isArray(saved) && saved.length > 0,
    fetch: async () => mapOk(await api.reference.belongingsMaster(), (data) => data.categories),
    storage,
  });
}
