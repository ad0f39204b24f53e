import type { MarketplaceAlliance, MarketplaceCompany } from '../../server/marketplace/types.ts';

/**
 * The companies and partner services the migrations seed, as the server loads them: the catalogue
 * lives in the database (issue 24), and tests and the bench name its entries from this copy. Under
 * vitest the global setup has read it once (tests/support/pglite-template.ts); elsewhere (the bench)
 * it is read from a fresh embedded database.
 */
interface SeededCatalogue {
  companies: (Omit<MarketplaceCompany, 'servicePrefectures' | 'closedDates'> & { servicePrefectures: string[]; closedDates: string[] })[];
  alliances: (Omit<MarketplaceAlliance, 'prefectures'> & { prefectures: string[] })[];
}

async function readSeeded(): Promise<SeededCatalogue> {
  if (process.env.VITEST) {
    const { inject } = await import('vitest');
    return JSON.parse(inject('seededCatalogue')) as SeededCatalogue;
  }
  const [{ openDatabase }, { catalogueJson }] = await Promise.all([import('../../server/db/open.ts'), import('./catalogue-json.ts')]);
  const db = await openDatabase({ kind: 'pglite' });
  try {
    return (await catalogueJson(db)) as SeededCatalogue;
  } finally {
    await db.close();
  }
}

const seeded = await readSeeded();

export const companies: readonly MarketplaceCompany[] = seeded.companies.map((company) => ({
  ...company,
  servicePrefectures: new Set(company.servicePrefectures),
  closedDates: new Set(company.closedDates),
}));

export const alliances: readonly MarketplaceAlliance[] = seeded.alliances.map((alliance) => ({ ...alliance, prefectures: new Set(alliance.prefectures) }));
