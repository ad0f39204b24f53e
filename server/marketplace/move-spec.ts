import { API_ERROR_CODES } from '../../domain/api/errors.ts';
import { MESSAGES } from '../../domain/validation/messages.ts';
import { invalid } from '../errors/refusal.ts';
import { MAX_MOVE_LOAD_M3, floorPlanFromCode } from '../pricing/index.ts';
import type { BuildingFacts, FloorPlan, HeadCountNumber, MoveEnd, MoveSpec, Parking } from '../pricing/index.ts';
import { counted, type Move } from '../requests/move.ts';

/** Cubic metres per unit of each belongings item, by item code. */
export type ItemVolumes = ReadonlyMap<string, number>;

/** The volume of every item of a belongings master. */
export function itemVolumesOf(categories: readonly { items: readonly { code: string; volume: number }[] }[]): ItemVolumes {
  return new Map(categories.flatMap((category) => category.items.map((item) => [item.code, item.volume] as const)));
}

/** Item code and count pairs of a declared belongings list. */
export type ItemCounts = Iterable<readonly [itemCode: string, count: number]>;

/**
 * Floor plan assumed where a flow does not ask for one (the reservation flow): a single in a 1K,
 * a pair in a 1LDK, a family in a 3LDK. Only used when no belongings are declared.
 */
const TYPICAL_FLOOR_PLAN: Readonly<Record<HeadCountNumber, FloorPlan>> = { 1: 2, 2: 4, 3: 10 };

/**
 * Total volume of declared belongings in cubic metres (one decimal); unknown items count as nothing.
 * A load beyond MAX_MOVE_LOAD_M3 (two 4t trucks) is refused with a 400 on `nimotsu`, whichever flow sent it.
 */
export function declaredVolumeM3(counts: ItemCounts, volumes: ItemVolumes): number {
  let total = 0;
  for (const [code, count] of counts) total += (volumes.get(code) ?? 0) * count;
  const volume = Math.round(total * 10) / 10;
  if (volume > MAX_MOVE_LOAD_M3) throw invalid([{ code: API_ERROR_CODES.invalidInput, message: MESSAGES.belongings.tooMuch, field: 'nimotsu' }]);
  return volume;
}

/** Counts of the estimate flow's `nimotsu` (`{ category: { item: '3' } }`). */
export function estimateItemCounts(nimotsu: Readonly<Record<string, Readonly<Record<string, string>>>> | undefined): [string, number][] {
  return Object.values(nimotsu ?? {}).flatMap((items) =>
    Object.entries(items).map(([code, count]): [string, number] => [code, Number(count)]),
  );
}

/** Counts of the quick-booking `nimotsu` (`[{ id, items: [{ id, count }] }]`). */
export function quickItemCounts(nimotsu: readonly { items: readonly { id: string; count: number }[] }[]): [string, number][] {
  return nimotsu.flatMap((category) => category.items.map((item): [string, number] => [item.id, item.count]));
}

export function headCountOf(manCount: string | number): HeadCountNumber {
  const value = Number(manCount);
  if (value !== 1 && value !== 2 && value !== 3) throw new RangeError(`Unknown head count: ${manCount}`);
  return value;
}

/** The move of the estimate and reservation flows, whose floor plans are codes '01'..'14' or not asked. */
export function flowMove(input: {
  from: { prefectureCode: string; cityCode: string; floorPlanCode?: string };
  to: { prefectureCode: string; cityCode: string; floorPlanCode?: string };
  headCount: HeadCountNumber;
  declaredVolumeM3: number;
}): MoveSpec {
  const fallback = TYPICAL_FLOOR_PLAN[input.headCount];
  const end = (side: typeof input.from): MoveEnd => pricedEnd(side.prefectureCode, side.cityCode, side.floorPlanCode ? floorPlanFromCode(side.floorPlanCode) : fallback, null);
  return { from: end(input.from), to: end(input.to), headCount: input.headCount, declaredVolumeM3: input.declaredVolumeM3 };
}

/** A quick-booking building as the forms send it ('' for what a detached house does not have). */
export interface QuickBuilding {
  buildingType: string;
  isTower: string;
  floor: string;
  hasElevator: string;
  parkingAvailability: string;
}

const PARKING: Readonly<Record<string, Parking>> = { '1': 'available', '2': 'unavailable', '3': 'unknown' };

/** The pricing engine's building facts: a detached house is on the ground floor, in no tower, without a lift. */
export function buildingFacts(building: QuickBuilding): BuildingFacts {
  const parking = PARKING[building.parkingAvailability] ?? 'unknown';
  if (building.buildingType !== 'apartment') return { floor: 1, hasElevator: false, isTower: false, parking };
  return {
    floor: Number(building.floor) || 1,
    hasElevator: building.hasElevator === '1',
    isTower: building.isTower === '1',
    parking,
  };
}

/** One end of a move as the pricing engine reads it: its building's facts where the flow asked the building. */
function pricedEnd(prefectureCode: string, cityCode: string, floorPlan: FloorPlan, building: QuickBuilding | null): MoveEnd {
  return { prefectureCode, cityCode, floorPlan, ...(building === null ? {} : { building: buildingFacts(building) }) };
}

/** The move of a quick booking: floor plans 1..14, both buildings, declared belongings. */
export function quickMove(
  input: {
    fromPrefecture: string; fromCity: string; toPrefecture: string; toCity: string;
    fromFloorPlan: number; toFloorPlan: number; headCount: HeadCountNumber;
    fromBuilding: QuickBuilding; toBuilding: QuickBuilding;
    nimotsu: readonly { items: readonly { id: string; count: number }[] }[];
  },
  volumes: ItemVolumes,
): MoveSpec {
  return {
    from: pricedEnd(input.fromPrefecture, input.fromCity, input.fromFloorPlan as FloorPlan, input.fromBuilding),
    to: pricedEnd(input.toPrefecture, input.toCity, input.toFloorPlan as FloorPlan, input.toBuilding),
    headCount: input.headCount,
    declaredVolumeM3: declaredVolumeM3(quickItemCounts(input.nimotsu), volumes),
  };
}

/** The pricing engine's move of a stored move, whatever its flow: its buildings where the flow asked them. */
export function storedMoveSpec(move: Move, volumes: ItemVolumes): MoveSpec {
  const end = (side: Move['origin']): MoveEnd => pricedEnd(side.prefecture, side.city, side.floorPlan, side.building);
  return { from: end(move.origin), to: end(move.destination), headCount: move.headCount, declaredVolumeM3: declaredVolumeM3(counted(move.belongings), volumes) };
}
