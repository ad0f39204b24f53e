import type { MoveSpec } from '../../pricing/index.ts';
import { Catalogue } from '../../marketplace/catalogue.ts';
import { alliances } from '../alliances.ts';
import { companies } from '../companies.ts';

/**
 * The seed catalogue as production reads it back from the database (marketplace/catalogue-repository.ts),
 * in memory: tests check the seed against the marketplace's own rules instead of a copy of them.
 */
export function seedCatalogue(): Catalogue {
  return new Catalogue(
    companies.map(({ prefectures, logo: _logo, ...company }) => ({ ...company, servicePrefectures: new Set(prefectures) })),
    alliances.map((alliance, index) => ({
      id: alliance.alliance_id,
      title: alliance.title,
      content: alliance.content,
      fileName: alliance.file_name,
      leadEmail: alliance.leadEmail,
      order: index + 1,
      servedAt: alliance.servedAt,
      prefectures: new Set(alliance.prefectures),
    })),
  );
}

/** The two ends of a move between prefectures, as the marketplace's area rules read a move. */
export function moveBetween(fromPrefecture: string, toPrefecture: string): Pick<MoveSpec, 'from' | 'to'> {
  return { from: { prefectureCode: fromPrefecture }, to: { prefectureCode: toPrefecture } } as Pick<MoveSpec, 'from' | 'to'>;
}
