import type { BuildingDetail, DestinationBuildingDetail } from '../../domain/address/buildingDetail.ts';
import type { DesiredTime, PreferredTime, ReservationTimeFrame, Timing, WeekdayPreference } from '../../domain/options/schedule.ts';
import type { FloorPlan, HeadCountNumber } from '../pricing/index.ts';

/*
 * A move as every flow's request is stored (the `move` column of `requests`, migration 0029), in our
 * own names: the flows' wire names (spec §7) are read once, where each flow's request comes in. The
 * visitor's personal data (house numbers, the town, free text) is not here but in the request's
 * columns of its own (personal-data.ts), so the move outlives an erasure whole.
 */

/** One end of a move. */
export interface MoveEnd {
  /** The postal code the visitor gave, '' where the flow asks none (every destination). */
  postalCode: string;
  /** JIS prefecture code, '13'. */
  prefecture: string;
  /** JIS city code, '13101'. */
  city: string;
  /** The town (machi) code, '' where the flow asks none (every destination). */
  district: string;
  /** The moving form's housing type ('01' マンション … '05' その他); null where the flow asks the building instead. */
  housingType: string | null;
  /** 1 (a one-room flat) to 14 (5K or more). */
  floorPlan: FloorPlan;
  /** Quick booking's building; null where the flow asks the housing type instead. */
  building: BuildingDetail | DestinationBuildingDetail | null;
}

/** When the move is: a day, or (an estimate) a month, a part of it and the weekdays. */
export type MoveSchedule =
  | { kind: 'day'; date: string }
  | { kind: 'month'; /** 'yyyy-MM' */ month: string; timing: Timing; weekdays: WeekdayPreference };

/** The time of day asked for, as the flow asks it. */
export type TimeAsked =
  | { kind: 'preferredTimes'; times: PreferredTime[] }
  | { kind: 'timeFrame'; timeFrame: ReservationTimeFrame }
  | { kind: 'slot'; slot: DesiredTime };

export interface Move {
  origin: MoveEnd;
  destination: MoveEnd;
  headCount: HeadCountNumber;
  schedule: MoveSchedule;
  time: TimeAsked;
  /** Count per item code of the belongings master; items not taken are absent. */
  belongings: Record<string, number>;
}

/** Item code and count pairs, the counted items only: what the pricing and the words of a move read. */
export function counted(belongings: Readonly<Record<string, number>>): [string, number][] {
  return Object.entries(belongings).filter(([, count]) => count > 0);
}

/** The belongings as a move stores them, from code and count pairs (a code met twice adds up). */
export function belongingsOf(counts: Iterable<readonly [string, number]>): Record<string, number> {
  const belongings: Record<string, number> = {};
  for (const [code, count] of counts) if (count > 0) belongings[code] = (belongings[code] ?? 0) + count;
  return belongings;
}

/** The day a move is on, or the last day of its month. */
export function lastDayOf(schedule: MoveSchedule): string {
  if (schedule.kind === 'day') return schedule.date;
  const [year, month] = schedule.month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
}
