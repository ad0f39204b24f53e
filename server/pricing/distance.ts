import { areNeighbours, assertPrefectureCode, prefectureOffice } from './prefectureOffices.ts';
import type { MoveSpec, PrefectureCode } from './types.ts';

/** Distance classes movers quote by. */
export type DistanceBand = 'sameCity' | 'samePrefecture' | 'neighbour' | 'upTo200' | 'upTo500' | 'beyond500';

/** The band of a move and the road kilometres charged for it. */
export interface MoveDistance {
  band: DistanceBand;
  roadKm: number;
}

const EARTH_RADIUS_KM = 6371;
/** Roads are longer than the straight line between two offices. */
export const ROAD_FACTOR = 1.3;
/** Kilometres assumed for a move within one municipality. */
export const SAME_CITY_KM = 10;
/** Kilometres assumed for a move between municipalities of one prefecture. */
export const SAME_PREFECTURE_KM = 30;

/** Great-circle distance between two prefectural offices in kilometres. */
export function greatCircleKm(a: PrefectureCode, b: PrefectureCode): number {
  const from = prefectureOffice(a);
  const to = prefectureOffice(b);
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = radians(to.latitude - from.latitude);
  const dLon = radians(to.longitude - from.longitude);
  const h = Math.sin(dLat / 2) ** 2
    + Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h));
}

/** Road kilometres between two prefectures, rounded to whole kilometres. */
export function roadKmBetween(a: PrefectureCode, b: PrefectureCode): number {
  return Math.round(greatCircleKm(a, b) * ROAD_FACTOR);
}

/** Distance band and charged kilometres of a move. */
export function moveDistance(move: MoveSpec): MoveDistance {
  const from = move.from.prefectureCode;
  const to = move.to.prefectureCode;
  assertPrefectureCode(from);
  assertPrefectureCode(to);
  if (from === to) {
    return move.from.cityCode === move.to.cityCode
      ? { band: 'sameCity', roadKm: SAME_CITY_KM }
      : { band: 'samePrefecture', roadKm: SAME_PREFECTURE_KM };
  }
  const roadKm = Math.max(SAME_PREFECTURE_KM, roadKmBetween(from, to));
  if (areNeighbours(from, to)) return { band: 'neighbour', roadKm };
  if (roadKm <= 200) return { band: 'upTo200', roadKm };
  if (roadKm <= 500) return { band: 'upTo500', roadKm };
  return { band: 'beyond500', roadKm };
}

const BAND_LABELS: Readonly<Record<DistanceBand, string>> = {
  sameCity: /*i18n*/ '市区町村内',
  samePrefecture: /*i18n*/ '県内',
  neighbour: /*i18n*/ '隣県',
  upTo200: /*i18n*/ '200km以内',
  upTo500: /*i18n*/ '500km以内',
  beyond500: /*i18n*/ '500km超',
};

/** Japanese name of a distance band, e.g. '隣県'. */
export function distanceBandLabel(band: DistanceBand): string {
  return BAND_LABELS[band];
}
