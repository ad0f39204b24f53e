import { isWeekend } from 'date-fns';
import { buildingParts } from './buildingSurcharges.ts';
import { distanceBandLabel, moveDistance } from './distance.ts';
import type { MoveDistance } from './distance.ts';
import { roundTo100 } from './money.ts';
import {
  DISTANCE_TAPER,
  HOLIDAY_FULL_KM,
  HOLIDAY_HOUSEHOLD_SHARE,
  HOLIDAY_LONG_FAMILY_RATE,
  TRUCK_RATES,
} from './rates.ts';
import { PEAK_DAY_RATE, PEAK_MULTIPLIER, isLastSaturdayOfMarch, parseQuoteDate, seasonOf } from './season.ts';
import type { SeasonPeriod } from './season.ts';
import { sumOf } from '../../domain/api/priceLines.ts';
import type { PricePart } from '../../domain/api/priceLines.ts';
import type { CompanyTariff, HeadCountNumber, MoveSpec, Quote, QuoteDay } from './types.ts';
import { moveVolumeM3, truckPlanFor, truckPlanLabel } from './volume.ts';
import type { TruckPlan } from './volume.ts';

/** Kilometres weighted by the distance taper: the per-km rate times this is the distance charge. */
function taperedKm(roadKm: number): number {
  return DISTANCE_TAPER.reduce((sum, step, index) => {
    const until = DISTANCE_TAPER[index + 1]?.fromKm ?? Number.POSITIVE_INFINITY;
    const kmInStep = Math.max(0, Math.min(roadKm, until) - step.fromKm);
    return sum + kmInStep * step.share;
  }, 0);
}

/** Share added for the day: weekends a few percent; holidays more for long moves of large households, less as peak demand leaves no room. */
function dayRate(
  day: { isWeekend: boolean; isHoliday: boolean },
  headCount: HeadCountNumber,
  roadKm: number,
  season: SeasonPeriod,
  tariff: CompanyTariff,
): number {
  if (day.isHoliday) {
    const longMoveShare = Math.min(1, roadKm / HOLIDAY_FULL_KM) * HOLIDAY_HOUSEHOLD_SHARE[headCount];
    const holidayRate = tariff.weekendRate + HOLIDAY_LONG_FAMILY_RATE * longMoveShare;
    return Math.max(tariff.weekendRate, holidayRate * (1 - season.demand));
  }
  return day.isWeekend ? tariff.weekendRate : 0;
}

function part(code: PricePart['code'], label: string, yen: number): PricePart {
  return { code, label, amount: roundTo100(yen) };
}

/** Transport parts: truck base and distance, for the given trucks and kilometres. */
function fareParts(plan: TruckPlan, distance: MoveDistance, tariff: CompanyTariff): PricePart[] {
  const rate = TRUCK_RATES[plan.truck];
  return [
    part('base', `基本料金（${truckPlanLabel(plan)}）`, rate.base * plan.count * tariff.baseMultiplier),
    part(
      'distance',
      `距離料金（${distanceBandLabel(distance.band)}・約${distance.roadKm}km）`,
      taperedKm(distance.roadKm) * rate.perKm * plan.count * tariff.distanceMultiplier,
    ),
  ];
}

/**
 * The price of a move with one company on one day, explained part by part.
 * Transport (truck base + distance) is raised by the season, the busiest day, the weekday kind and the
 * morning slot, each on what came before; building surcharges are added last. Every part is rounded to
 * 100 yen, and the total is their sum. Pure: the same inputs always give the same quote.
 */
export function quoteMove(move: MoveSpec, day: QuoteDay, company: CompanyTariff): Quote {
  const date = parseQuoteDate(day.date);
  const distance = moveDistance(move);
  const plan = truckPlanFor(moveVolumeM3(move));
  const carryWeight = TRUCK_RATES[plan.truck].carryWeight * plan.count;
  const season = seasonOf(date);

  const parts = fareParts(plan, distance, company);
  const seasonUplift = (PEAK_MULTIPLIER[move.headCount] - 1) * season.demand * company.seasonSensitivity;
  const raise = (code: PricePart['code'], label: string, rate: number) => {
    if (rate > 0) parts.push(part(code, label, sumOf(parts) * rate));
  };
  raise('season', `季節料金（${season.label}）`, seasonUplift);
  raise('peakDay', '最繁忙日料金（3月最終土曜日）', isLastSaturdayOfMarch(date) ? PEAK_DAY_RATE : 0);
  const rate = dayRate(
    { isWeekend: isWeekend(date), isHoliday: day.isHoliday },
    move.headCount,
    distance.roadKm,
    season,
    company,
  );
  raise(day.isHoliday ? 'holiday' : 'weekend', day.isHoliday ? '祝日料金' : '土日料金', rate);
  raise('amSlot', '午前便指定料金', day.slot === 'am' ? company.amSurchargeRate : 0);

  if (move.from.building !== undefined) parts.push(...buildingParts('from', move.from.building, company, carryWeight));
  if (move.to.building !== undefined) parts.push(...buildingParts('to', move.to.building, company, carryWeight));
  const shown = parts.filter((item) => item.code === 'base' || item.amount !== 0);
  return { total: sumOf(shown), parts: shown };
}
