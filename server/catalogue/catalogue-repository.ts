import type { Queryable } from '../db/database.ts';
import type { AllianceText, MarketplaceAlliance, MarketplaceCompany } from '../marketplace/types.ts';
import type { CompanyTariff } from '../pricing/index.ts';

/**
 * The channel told of every change to the catalogue, by whichever process commits it (`npm run
 * catalogue` on PostgreSQL); every instance listens and reloads.
 */
export const CATALOGUE_CHANNEL = 'catalogue_changed';

interface CompanyRow {
  code: string;
  name: string;
  display_order: number;
  telephone_number: string;
  business_hours: string;
  lead_email: string;
  logo_path: string;
  reach: 'national' | 'regional';
  accepts_am: boolean;
  closed_weekdays: number[];
  closed_dates: string[];
  daily_capacity: number;
  tariff: CompanyTariff;
  enabled: boolean;
  prefectures: string[];
  languages: string[];
}

/** Every company with its service areas and closed days, disabled ones included, in listing order. */
export async function loadCompanies(db: Queryable): Promise<MarketplaceCompany[]> {
  const { rows } = await db.query<CompanyRow>(
    `SELECT c.*, coalesce((SELECT array_agg(a.prefecture_code ORDER BY a.prefecture_code)
                             FROM company_service_areas a WHERE a.company_code = c.code), '{}') AS prefectures,
            (SELECT coalesce(array_agg(d::text ORDER BY d), '{}') FROM unnest(c.closed_dates) AS d) AS closed_dates
       FROM companies c ORDER BY c.display_order, c.code`,
  );
  return rows.map((row) => ({
    code: row.code,
    name: row.name,
    order: row.display_order,
    telephoneNumber: row.telephone_number,
    businessHours: row.business_hours,
    leadEmail: row.lead_email,
    logoPath: row.logo_path,
    reach: row.reach,
    acceptsAm: row.accepts_am,
    closedWeekdays: row.closed_weekdays,
    closedDates: new Set(row.closed_dates),
    dailyCapacity: row.daily_capacity,
    tariff: row.tariff,
    enabled: row.enabled,
    servicePrefectures: new Set(row.prefectures),
    languages: row.languages,
  }));
}

interface AllianceRow {
  id: string;
  title: string;
  content: string;
  texts: Record<string, AllianceText>;
  file_name: string;
  lead_email: string;
  served_at: 'origin' | 'destination';
  display_order: number;
  enabled: boolean;
  prefectures: string[];
}

/** Every partner service with its prefectures and its texts in other languages, disabled ones included, in listing order. */
export async function loadAlliances(db: Queryable): Promise<MarketplaceAlliance[]> {
  const { rows } = await db.query<AllianceRow>(
    `SELECT l.*, coalesce((SELECT array_agg(p.prefecture_code ORDER BY p.prefecture_code)
                             FROM alliance_prefectures p WHERE p.alliance_id = l.id), '{}') AS prefectures,
            coalesce((SELECT jsonb_object_agg(t.language, jsonb_build_object('title', t.title, 'content', t.content))
                        FROM alliance_texts t WHERE t.alliance_id = l.id), '{}'::jsonb) AS texts
       FROM alliances l ORDER BY l.display_order, l.id`,
  );
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    content: row.content,
    texts: row.texts,
    fileName: row.file_name,
    leadEmail: row.lead_email,
    servedAt: row.served_at,
    order: row.display_order,
    enabled: row.enabled,
    prefectures: new Set(row.prefectures),
  }));
}
