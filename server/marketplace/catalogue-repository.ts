import type { Alliance, Company } from '../catalogue/types.ts';
import type { Database, Queryable } from '../db/database.ts';
import type { CompanyTariff } from '../pricing/index.ts';
import { requestHash } from './request-hash.ts';
import type { MarketplaceAlliance, MarketplaceCompany } from './types.ts';

const SEED_LOCK_KEY = 72_401_002;
const SEED_META_KEY = 'catalogue_hash';

/**
 * Writes the catalogue into the database: an upsert by code, so a changed catalogue updates
 * its rows and nothing is ever deleted that bookings refer to. Skipped when the stored hash of
 * the catalogue is the current one; instances starting together take turns on an advisory lock.
 */
export async function seedCatalogue(db: Database, companies: readonly Company[], alliances: readonly Alliance[]): Promise<boolean> {
  const hash = requestHash({ companies, alliances });
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK_KEY]);
    const stored = await tx.query<{ value: string }>('SELECT value FROM app_meta WHERE key = $1', [SEED_META_KEY]);
    if (stored.rows[0]?.value === hash) return false;
    for (const company of companies) await upsertCompany(tx, company);
    for (const [index, alliance] of alliances.entries()) await upsertAlliance(tx, alliance, index + 1);
    await tx.query(
      `INSERT INTO app_meta (key, value) VALUES ($1, $2)
       ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
      [SEED_META_KEY, hash],
    );
    return true;
  });
}

async function upsertCompany(tx: Queryable, company: Company): Promise<void> {
  await tx.query(
    `INSERT INTO companies (code, name, display_order, satisfaction_rate, telephone_number, business_hours, logo_path,
       reach, accepts_am, closed_weekdays, daily_capacity, tariff, lead_email)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::integer[], $11, $12::jsonb, $13)
     ON CONFLICT (code) DO UPDATE SET name = EXCLUDED.name, display_order = EXCLUDED.display_order,
       satisfaction_rate = EXCLUDED.satisfaction_rate, telephone_number = EXCLUDED.telephone_number,
       business_hours = EXCLUDED.business_hours, logo_path = EXCLUDED.logo_path, reach = EXCLUDED.reach,
       accepts_am = EXCLUDED.accepts_am, closed_weekdays = EXCLUDED.closed_weekdays,
       daily_capacity = EXCLUDED.daily_capacity, tariff = EXCLUDED.tariff, lead_email = EXCLUDED.lead_email,
       updated_at = now()`,
    [
      company.code, company.name, company.order, company.satisfactionRate, company.telephoneNumber, company.businessHours,
      company.logoPath, company.reach, company.acceptsAm, [...company.closedWeekdays], company.dailyCapacity,
      JSON.stringify(company.tariff), company.leadEmail,
    ],
  );
  await replaceSet(tx, 'company_service_areas', 'company_code', company.code, company.prefectures);
}

async function upsertAlliance(tx: Queryable, alliance: Alliance, order: number): Promise<void> {
  await tx.query(
    `INSERT INTO alliances (id, title, content, file_name, served_at, display_order, lead_email)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (id) DO UPDATE SET title = EXCLUDED.title, content = EXCLUDED.content, file_name = EXCLUDED.file_name,
       served_at = EXCLUDED.served_at, display_order = EXCLUDED.display_order, lead_email = EXCLUDED.lead_email, updated_at = now()`,
    [alliance.alliance_id, alliance.title, alliance.content, alliance.file_name, alliance.servedAt, order, alliance.leadEmail],
  );
  await replaceSet(tx, 'alliance_prefectures', 'alliance_id', alliance.alliance_id, alliance.prefectures);
}

/** Makes the prefecture rows of one owner exactly the given set. */
async function replaceSet(
  tx: Queryable,
  table: 'company_service_areas' | 'alliance_prefectures',
  ownerColumn: 'company_code' | 'alliance_id',
  owner: string,
  prefectures: readonly string[],
): Promise<void> {
  const codes = [...prefectures];
  await tx.query(`DELETE FROM ${table} WHERE ${ownerColumn} = $1 AND NOT (prefecture_code = ANY($2::text[]))`, [owner, codes]);
  await tx.query(
    `INSERT INTO ${table} (${ownerColumn}, prefecture_code) SELECT $1, unnest($2::text[]) ON CONFLICT DO NOTHING`,
    [owner, codes],
  );
}

interface CompanyRow {
  code: string;
  name: string;
  display_order: number;
  satisfaction_rate: number;
  telephone_number: string;
  business_hours: string;
  lead_email: string;
  logo_path: string;
  reach: 'national' | 'regional';
  accepts_am: boolean;
  closed_weekdays: number[];
  daily_capacity: number;
  tariff: CompanyTariff;
  prefectures: string[];
}

/** Every company with its service areas, in listing order. */
export async function loadCompanies(db: Queryable): Promise<MarketplaceCompany[]> {
  const { rows } = await db.query<CompanyRow>(
    `SELECT c.*, coalesce((SELECT array_agg(a.prefecture_code ORDER BY a.prefecture_code)
                             FROM company_service_areas a WHERE a.company_code = c.code), '{}') AS prefectures
       FROM companies c ORDER BY c.display_order, c.code`,
  );
  return rows.map((row) => ({
    code: row.code,
    name: row.name,
    order: row.display_order,
    satisfactionRate: row.satisfaction_rate,
    telephoneNumber: row.telephone_number,
    businessHours: row.business_hours,
    leadEmail: row.lead_email,
    logoPath: row.logo_path,
    reach: row.reach,
    acceptsAm: row.accepts_am,
    closedWeekdays: row.closed_weekdays,
    dailyCapacity: row.daily_capacity,
    tariff: row.tariff,
    servicePrefectures: new Set(row.prefectures),
  }));
}

interface AllianceRow {
  id: string;
  title: string;
  content: string;
  file_name: string;
  lead_email: string;
  served_at: 'origin' | 'destination';
  display_order: number;
  prefectures: string[];
}

/** Every alliance partner with its prefectures, in listing order. */
export async function loadAlliances(db: Queryable): Promise<MarketplaceAlliance[]> {
  const { rows } = await db.query<AllianceRow>(
    `SELECT l.*, coalesce((SELECT array_agg(p.prefecture_code ORDER BY p.prefecture_code)
                             FROM alliance_prefectures p WHERE p.alliance_id = l.id), '{}') AS prefectures
       FROM alliances l ORDER BY l.display_order, l.id`,
  );
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    content: row.content,
    fileName: row.file_name,
    leadEmail: row.lead_email,
    servedAt: row.served_at,
    order: row.display_order,
    prefectures: new Set(row.prefectures),
  }));
}
