import { loadAlliances, loadCompanies } from '../../server/catalogue/catalogue-repository.ts';
import type { Queryable } from '../../server/db/database.ts';

/** The companies and partner services as the server loads them, with their sets as arrays (JSON). */
export async function catalogueJson(db: Queryable): Promise<unknown> {
  const plain = (entry: object) => Object.fromEntries(Object.entries(entry).map(([key, value]) => [key, value instanceof Set ? [...value] : value]));
  return { companies: (await loadCompanies(db)).map(plain), alliances: (await loadAlliances(db)).map(plain) };
}
