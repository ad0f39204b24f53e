import type { CompanyTariff, HeadCountNumber } from './types.ts';
import type { TruckClass } from './volume.ts';

/** Market rates of a median mover per truck, off season, on a weekday, free slot. */
export interface TruckRate {
  /** Vehicle, crew, loading and unloading, in yen. */
  base: number;
  /** Yen per road kilometre for the first 200 km; further kilometres are cheaper (see DISTANCE_TAPER). */
  perKm: number;
  /** Weight of building surcharges: more load, more carrying. */
  carryWeight: number;
}

export const TRUCK_RATES: Readonly<Record<TruckClass, TruckRate>> = {
  kei: { base: 30_000, perKm: 80, carryWeight: 0.6 },
  '2tShort': { base: 46_000, perKm: 90, carryWeight: 0.8 },
  '2tLong': { base: 64_000, perKm: 100, carryWeight: 1 },
  '3t': { base: 74_000, perKm: 120, carryWeight: 1.2 },
  '4t': { base: 110_000, perKm: 140, carryWeight: 1.4 },
};

/** Share of the per-km rate charged from each kilometre on: long hauls cost less per kilometre. */
export const DISTANCE_TAPER: readonly { fromKm: number; share: number }[] = [
  { fromKm: 0, share: 1 },
  { fromKm: 200, share: 0.8 },
  { fromKm: 500, share: 0.75 },
];

/** Holidays add more to long moves of large households, up to 30 % for a family over 500 km. */
export const HOLIDAY_LONG_FAMILY_RATE = 0.25;
/** Distance from which the holiday uplift is at its full size. */
export const HOLIDAY_FULL_KM = 500;
/** How much of the long-move holiday uplift each household size bears. */
export const HOLIDAY_HOUSEHOLD_SHARE: Readonly<Record<HeadCountNumber, number>> = { 1: 0.2, 2: 0.6, 3: 1 };

/** The tariff of a median mover: every figure the market average. */
export const STANDARD_TARIFF: Readonly<CompanyTariff> = {
  baseMultiplier: 1,
  distanceMultiplier: 1,
  seasonSensitivity: 1,
  weekendRate: 0.05,
  amSurchargeRate: 0.1,
  stairsPerFloor: 2_000,
  towerSurcharge: 8_000,
  noParkingSurcharge: 6_000,
};
