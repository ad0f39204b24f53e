import type { Queryable } from '../db/database.ts';
import type { CompanyTariff } from '../pricing/index.ts';
import { CATALOGUE_CHANNEL } from './catalogue-repository.ts';

/** The columns of a company an operator may set, by the name the command uses. */
export interface CompanyFields {
  name?: string;
  telephoneNumber?: string;
  businessHours?: string;
  logoPath?: string;
  leadEmail?: string;
  dailyCapacity?: number;
  acceptsAm?: boolean;
  closedWeekdays?: readonly number[];
  order?: number;
  /** Replaces the named factors; the others stay. */
  tariff?: Partial<CompanyTariff>;
  enabled?: boolean;
  /** The languages the company serves customers in (ISO 639-1 codes), Japanese first among them. */
  languages?: readonly string[];
}

/** The columns of a partner service an operator may set. */
export interface AllianceFields {
  /** The Japanese title and description (its texts in other languages: setAllianceTexts). */
  title?: string;
  content?: string;
  leadEmail?: string;
  order?: number;
  enabled?: boolean;
}

const COMPANY_COLUMNS: Readonly<Record<Exclude<keyof CompanyFields, 'tariff'>, string>> = {
  name: 'name',
  telephoneNumber: 'telephone_number',
  businessHours: 'business_hours',
  logoPath: 'logo_path',
  leadEmail: 'lead_email',
  dailyCapacity: 'daily_capacity',
  acceptsAm: 'accepts_am',
  closedWeekdays: 'closed_weekdays',
  order: 'display_order',
  enabled: 'enabled',
  languages: 'languages',
};

const ALLIANCE_COLUMNS: Readonly<Record<keyof AllianceFields, string>> = {
  title: 'title',
  content: 'content',
  leadEmail: 'lead_email',
  order: 'display_order',
  enabled: 'enabled',
};

/** `SET a = $2, b = $3 …` for the given fields ($1 is the key), and their values. */
function assignments(fields: Readonly<Record<string, unknown>>, columns: Readonly<Record<string, string>>): { sql: string[]; values: unknown[] } {
  const sql: string[] = [];
  const values: unknown[] = [];
  for (const [field, value] of Object.entries(fields)) {
    const column = columns[field];
    if (column === undefined || value === undefined) continue;
    values.push(Array.isArray(value) ? [...value] : value);
    sql.push(`${column} = $${values.length + 1}`);
  }
  return { sql, values };
}

/**
 * A catalogue entry as a JSON object, for the record of a change (null when there is none): its row,
 * its prefectures, and a partner service's texts in other languages as `title_en`, `content_zh`, …, so
 * that a change reads as the texts it altered (English's keep the names its columns had before migration 0026).
 */
async function entryJson(tx: Queryable, table: 'companies' | 'alliances', key: string): Promise<unknown> {
  const keyColumn = table === 'companies' ? 'code' : 'id';
  const areas = table === 'companies' ? 'company_service_areas' : 'alliance_prefectures';
  const owner = table === 'companies' ? 'company_code' : 'alliance_id';
  const texts = table === 'companies'
    ? "'{}'::jsonb"
    : `(SELECT coalesce(jsonb_object_agg(field.name, field.value), '{}'::jsonb)
          FROM alliance_texts x, LATERAL (VALUES ('title_' || x.language, x.title), ('content_' || x.language, x.content)) AS field (name, value)
         WHERE x.alliance_id = t.id)`;
  const { rows } = await tx.query<{ entry: unknown }>(
    `SELECT to_jsonb(t) - 'updated_at' || jsonb_build_object('prefectures',
              (SELECT coalesce(jsonb_agg(a.prefecture_code ORDER BY a.prefecture_code), '[]'::jsonb) FROM ${areas} a WHERE a.${owner} = t.${keyColumn})) || ${texts} AS entry
       FROM ${table} t WHERE t.${keyColumn} = $1`,
    [key],
  );
  return rows[0]?.entry ?? null;
}

/** One change an operator made, and who: kept in catalogue_changes, told to every instance on commit. */
export interface CatalogueChange {
  operator: string;
  /** The command as typed, e.g. 'set K0001 --capacity 14'. */
  command: string;
}

/** An entry as a change found and left it. */
export interface ChangedEntry {
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

/**
 * Applies a change to one entry inside `tx`: records the entry before and after with who made it,
 * and notifies every instance (which reload the catalogue when the transaction commits). The
 * entry's row is locked first (FOR UPDATE), so two operators changing one entry take turns and each
 * records the entry as the other left it. Returns undefined, changing nothing, when there is no such entry.
 */
export async function changeEntry(
  tx: Queryable,
  table: 'companies' | 'alliances',
  key: string,
  change: CatalogueChange,
  apply: () => Promise<void>,
): Promise<ChangedEntry | undefined> {
  const keyColumn = table === 'companies' ? 'code' : 'id';
  const locked = await tx.query(`SELECT 1 FROM ${table} WHERE ${keyColumn} = $1 FOR UPDATE`, [key]);
  if (locked.rowCount === 0) return undefined;
  const before = await entryJson(tx, table, key);
  await apply();
  await tx.query(`UPDATE ${table} SET updated_at = now() WHERE ${keyColumn} = $1`, [key]);
  const after = await entryJson(tx, table, key);
  await tx.query(
    'INSERT INTO catalogue_changes (operator, command, subject, before, after) VALUES ($1, $2, $3, $4::jsonb, $5::jsonb)',
    [change.operator, change.command, key, JSON.stringify(before), JSON.stringify(after)],
  );
  await tx.query(`SELECT pg_notify('${CATALOGUE_CHANNEL}', '')`);
  return { before: before as Record<string, unknown>, after: after as Record<string, unknown> };
}

/** Sets a company's columns and, when given, its tariff factors (merged) and service areas. */
export async function updateCompany(tx: Queryable, code: string, fields: CompanyFields, prefectures?: readonly string[]): Promise<void> {
  const { tariff, ...columns } = fields;
  const { sql, values } = assignments(columns, COMPANY_COLUMNS);
  if (tariff !== undefined) {
    values.push(JSON.stringify(tariff));
    sql.push(`tariff = tariff || $${values.length + 1}::jsonb`);
  }
  if (sql.length > 0) await tx.query(`UPDATE companies SET ${sql.join(', ')} WHERE code = $1`, [code, ...values]);
  if (prefectures !== undefined) await replaceAreas(tx, 'company_service_areas', 'company_code', code, prefectures);
}

/** Sets a partner service's columns and, when given, the prefectures it is offered for. */
export async function updateAlliance(tx: Queryable, id: string, fields: AllianceFields, prefectures?: readonly string[]): Promise<void> {
  const { sql, values } = assignments({ ...fields }, ALLIANCE_COLUMNS);
  if (sql.length > 0) await tx.query(`UPDATE alliances SET ${sql.join(', ')} WHERE id = $1`, [id, ...values]);
  if (prefectures !== undefined) await replaceAreas(tx, 'alliance_prefectures', 'alliance_id', id, prefectures);
}

/**
 * Sets a partner service's title and description in `language` (not Japanese, which are its own
 * columns): both, or one of them where it has the other in that language already. Returns false,
 * changing nothing, when it has no texts in that language and only one is given: a language's title
 * and description come together.
 */
export async function setAllianceTexts(tx: Queryable, id: string, language: string, text: { title?: string; content?: string }): Promise<boolean> {
  const values = [id, language, text.title ?? null, text.content ?? null];
  const updated = await tx.query(
    'UPDATE alliance_texts SET title = coalesce($3, title), content = coalesce($4, content) WHERE alliance_id = $1 AND language = $2',
    values,
  );
  if (updated.rowCount > 0) return true;
  if (text.title === undefined || text.content === undefined) return false;
  await tx.query('INSERT INTO alliance_texts (alliance_id, language, title, content) VALUES ($1, $2, $3, $4)', values);
  return true;
}

/** Adds a day ('yyyy-MM-dd') to a company's closed days, or takes it out. */
export async function setClosedDate(tx: Queryable, code: string, date: string, closed: boolean): Promise<void> {
  await tx.query(
    closed
      ? `UPDATE companies SET closed_dates = (SELECT array_agg(DISTINCT d ORDER BY d) FROM unnest(closed_dates || $2::date) AS d) WHERE code = $1`
      : 'UPDATE companies SET closed_dates = array_remove(closed_dates, $2::date) WHERE code = $1',
    [code, date],
  );
}

async function replaceAreas(
  tx: Queryable,
  table: 'company_service_areas' | 'alliance_prefectures',
  ownerColumn: 'company_code' | 'alliance_id',
  owner: string,
  prefectures: readonly string[],
): Promise<void> {
  await tx.query(`DELETE FROM ${table} WHERE ${ownerColumn} = $1`, [owner]);
  await tx.query(`INSERT INTO ${table} (${ownerColumn}, prefecture_code) SELECT $1, unnest($2::text[])`, [owner, [...prefectures]]);
}

/** The latest changes, newest first. */
export async function recentChanges(db: Queryable, limit: number): Promise<{ operator: string; command: string; changedAt: Date }[]> {
  const { rows } = await db.query<{ operator: string; command: string; changed_at: Date | string }>(
    'SELECT operator, command, changed_at FROM catalogue_changes ORDER BY id DESC LIMIT $1',
    [limit],
  );
  return rows.map((row) => ({ operator: row.operator, command: row.command, changedAt: new Date(row.changed_at) }));
}
