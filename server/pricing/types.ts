import type { PricePart } from '../../domain/api/priceLines.ts';

/** Prefecture code '01'..'47' (JIS X 0401). */
export type PrefectureCode = string;

/** Floor plan number shared by both flows: 1 studio/1R, 2 1K, 3 1DK, 4 1LDK, 5 2K, 6 2DK, 7 2LDK, 8 3K, 9 3DK, 10 3LDK, 11 4K, 12 4DK, 13 4LDK, 14 5K or more. */
export type FloorPlan = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 14;

/** Household size class: 1 single, 2 pair (2-3 people), 3 family (4 or more). */
export type HeadCountNumber = 1 | 2 | 3;

/** Parking for the truck at one end of the move; 'unknown' adds nothing until it is known. */
export type Parking = 'available' | 'unavailable' | 'unknown';

/** Building facts of one end of the move (quick booking collects them; the estimate flow does not). */
export interface BuildingFacts {
  /** Floor of the dwelling: -1 basement, 1..19, 20 meaning 20 or above. Detached houses pass 1. */
  floor: number;
  hasElevator: boolean;
  /** A tower block of 20 floors or more. */
  isTower: boolean;
  parking: Parking;
}

/** One end of the move. */
export interface MoveEnd {
  prefectureCode: PrefectureCode;
  /** JIS municipality code, 5 digits. */
  cityCode: string;
  floorPlan: FloorPlan;
  /** Omitted when the flow did not ask (no building surcharge is added). */
  building?: BuildingFacts;
}

/** What is moved, from where to where. */
export interface MoveSpec {
  from: MoveEnd;
  to: MoveEnd;
  headCount: HeadCountNumber;
  /** Total volume of the declared belongings in cubic metres; omitted or 0 means "estimate from floor plan and head count". */
  declaredVolumeM3?: number;
}

/** Time slot: 'free' (フリー便, the mover picks the time) or 'am' (午前便). */
export type Slot = 'free' | 'am';

/** The day being priced. */
export interface QuoteDay {
  /** 'yyyy-MM-dd'. */
  date: string;
  /** Whether the date is a Japanese public holiday (the caller knows the holiday calendar). */
  isHoliday: boolean;
  slot: Slot;
}

/** A company's own pricing factors; 1.0 multipliers and the standard tariff describe a median mover. */
export interface CompanyTariff {
  /** Multiplies the truck base charge. */
  baseMultiplier: number;
  /** Multiplies the distance charge. */
  distanceMultiplier: number;
  /** Scales the seasonal uplift (0 ignores seasons, 1 follows the market). */
  seasonSensitivity: number;
  /** Share added on Saturdays and Sundays, e.g. 0.04. */
  weekendRate: number;
  /** Share added for a morning (AM) slot, e.g. 0.1. */
  amSurchargeRate: number;
  /** Yen per floor of stairs from the 3rd floor when there is no elevator, for a 2t-long load (scaled by truck size). */
  stairsPerFloor: number;
  /** Yen per end in a tower block (elevator booking, protection). */
  towerSurcharge: number;
  /** Yen per end where the truck cannot park at the door. */
  noParkingSurcharge: number;
}

/** A price in yen and the parts that add up to it exactly. */
export interface Quote {
  total: number;
  parts: PricePart[];
}
