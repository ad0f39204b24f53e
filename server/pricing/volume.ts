import type { FloorPlan, HeadCountNumber, MoveSpec } from './types.ts';

/** Truck sizes Japanese movers quote by, smallest first. */
export type TruckClass = 'kei' | '2tShort' | '2tLong' | '3t' | '4t';

/** The trucks a move needs: one truck of a class, or several 4t trucks for very large loads. */
export interface TruckPlan {
  truck: TruckClass;
  count: number;
}

interface TruckSpec {
  truck: TruckClass;
  /** Largest load in cubic metres the truck takes. */
  capacityM3: number;
  /** Its name in the base fare's label (基本料金（2tロング）); marked for translation like the season's. */
  label: string;
}

/** Load limits per truck class, smallest first. */
export const TRUCKS: readonly TruckSpec[] = [
  { truck: 'kei', capacityM3: 4, label: /*i18n*/ '軽トラック' },
  { truck: '2tShort', capacityM3: 9, label: /*i18n*/ '2tショート' },
  { truck: '2tLong', capacityM3: 13, label: /*i18n*/ '2tロング' },
  { truck: '3t', capacityM3: 17, label: /*i18n*/ '3t' },
  { truck: '4t', capacityM3: 26, label: /*i18n*/ '4t' },
];

/**
 * Typical load in cubic metres of a pair household (2-3 people) per floor plan 1 (1R) .. 14 (5K or more):
 * 1R/1K fit a kei truck, 2LDK and up need 3t to 4t.
 */
const FLOOR_PLAN_VOLUME_M3: readonly number[] = [3.5, 4, 7, 9, 11, 12.5, 15, 16, 18, 21, 22, 24, 26, 30];

/** Singles own less than a pair in the same flat, families more. */
const HEAD_COUNT_FACTOR: Readonly<Record<HeadCountNumber, number>> = { 1: 0.85, 2: 1, 3: 1.15 };
/** Least load of a household whatever the flat. */
const HEAD_COUNT_MINIMUM_M3: Readonly<Record<HeadCountNumber, number>> = { 1: 0, 2: 7, 3: 15 };

/** Load estimated from the origin floor plan and the household size, in cubic metres (one decimal). */
export function estimatedVolumeM3(floorPlan: FloorPlan, headCount: HeadCountNumber): number {
  const typical = FLOOR_PLAN_VOLUME_M3[floorPlan - 1];
  if (typical === undefined) throw new RangeError(`Unknown floor plan: ${floorPlan}`);
  const volume = Math.max(typical * HEAD_COUNT_FACTOR[headCount], HEAD_COUNT_MINIMUM_M3[headCount]);
  return Math.round(volume * 10) / 10;
}

/** Load of a move: the declared belongings when any, else the estimate from the origin. */
export function moveVolumeM3(move: MoveSpec): number {
  const declared = move.declaredVolumeM3 ?? 0;
  return declared > 0 ? declared : estimatedVolumeM3(move.from.floorPlan, move.headCount);
}

/**
 * The largest load a move may declare: what two of the largest trucks carry (52 m³), well above a
 * family's 5K belongings (about 35 m³). Beyond it a request is not a household move.
 */
export const MAX_MOVE_LOAD_M3 = 2 * (TRUCKS[TRUCKS.length - 1] as TruckSpec).capacityM3;

/** The smallest truck taking the load; loads beyond one 4t truck take several 4t trucks. */
export function truckPlanFor(volumeM3: number): TruckPlan {
  const fitting = TRUCKS.find((spec) => volumeM3 <= spec.capacityM3);
  if (fitting !== undefined) return { truck: fitting.truck, count: 1 };
  const largest = TRUCKS[TRUCKS.length - 1] as TruckSpec;
  return { truck: largest.truck, count: Math.ceil(volumeM3 / largest.capacityM3) };
}

/** Japanese name of a truck plan, e.g. '2tロング' or '4t×2台'. */
export function truckPlanLabel(plan: TruckPlan): string {
  const label = TRUCKS.find((spec) => spec.truck === plan.truck)?.label ?? plan.truck;
  return plan.count > 1 ? `${label}×${plan.count}台` : label;
}

/** Floor plan number of the estimate flow's codes '01'..'14' (quick booking uses 1..14 directly). */
export function floorPlanFromCode(code: string): FloorPlan {
  const plan = Number(code);
  if (!Number.isInteger(plan) || plan < 1 || plan > 14) throw new RangeError(`Unknown floor plan code: ${code}`);
  return plan as FloorPlan;
}
