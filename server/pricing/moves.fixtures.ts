import { eachDayOfInterval, format } from 'date-fns';
import type { BuildingFacts, FloorPlan, HeadCountNumber, MoveSpec, PrefectureCode } from './types.ts';

// Fixtures of the pricing tests (and the catalogue's market-price test): imported by tests only.

/** A move between two municipalities with the same floor plan at both ends; the test cases' shorthand. */
export function testMove(
  from: [PrefectureCode, string],
  to: [PrefectureCode, string],
  floorPlan: FloorPlan,
  headCount: HeadCountNumber,
  buildings: { from?: BuildingFacts; to?: BuildingFacts } = {},
): MoveSpec {
  return {
    from: { prefectureCode: from[0], cityCode: from[1], floorPlan, building: buildings.from },
    to: { prefectureCode: to[0], cityCode: to[1], floorPlan, building: buildings.to },
    headCount,
  };
}

/** Shinjuku, Tokyo. */
export const SHINJUKU: [PrefectureCode, string] = ['13', '13104'];
/** Setagaya, Tokyo. */
export const SETAGAYA: [PrefectureCode, string] = ['13', '13112'];
/** Shizuoka city (about 190 km by road from Tokyo, not a neighbour). */
export const SHIZUOKA: [PrefectureCode, string] = ['22', '22101'];
/** Kita ward, Osaka (about 500 km). */
export const OSAKA: [PrefectureCode, string] = ['27', '27127'];
/** Yamaguchi city (about 1,000 km). */
export const YAMAGUCHI: [PrefectureCode, string] = ['35', '35203'];
/** Yokohama, Kanagawa (a neighbour of Tokyo). */
export const YOKOHAMA: [PrefectureCode, string] = ['14', '14100'];

/** A walk-up flat: no elevator, street parking available. */
export function walkUp(floor: number): BuildingFacts {
  return { floor, hasElevator: false, isTower: false, parking: 'available' };
}

/** Every date of a year as 'yyyy-MM-dd'. */
export function datesOfYear(year: number): string[] {
  return eachDayOfInterval({ start: new Date(year, 0, 1), end: new Date(year, 11, 31) }).map((day) => format(day, 'yyyy-MM-dd'));
}
