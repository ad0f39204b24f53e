import { roundTo100 } from './money.ts';
import type { PricePart, PricePartCode } from '../../domain/api/priceLines.ts';
import type { BuildingFacts, CompanyTariff } from './types.ts';

/** Stairs are charged from this floor up when there is no elevator. */
export const FIRST_CHARGED_STAIRS_FLOOR = 3;
/** The highest floor option, meaning "this floor or above". */
const TOP_FLOOR_OPTION = 20;

type MoveSide = 'from' | 'to';

const SIDE_CODES: Readonly<Record<MoveSide, { stairs: PricePartCode; tower: PricePartCode; noParking: PricePartCode; word: string }>> = {
  from: { stairs: 'stairsFrom', tower: 'towerFrom', noParking: 'noParkingFrom', word: /*i18n*/ '搬出' },
  to: { stairs: 'stairsTo', tower: 'towerTo', noParking: 'noParkingTo', word: /*i18n*/ '搬入' },
};

/** Floors carried by stairs that are charged: one per floor from the 3rd, none with an elevator. */
export function chargedStairFloors(building: BuildingFacts): number {
  if (building.hasElevator) return 0;
  return Math.max(0, building.floor - FIRST_CHARGED_STAIRS_FLOOR + 1);
}

function floorLabel(floor: number): string {
  return floor >= TOP_FLOOR_OPTION ? `${TOP_FLOOR_OPTION}階以上` : `${floor}階`;
}

/**
 * Surcharges for the building at one end: stairs without an elevator, a tower block, no parking at the door.
 * `carryWeight` scales them with the load (a kei truck's load is quicker to carry than a 4t truck's).
 */
export function buildingParts(side: MoveSide, building: BuildingFacts, tariff: CompanyTariff, carryWeight: number): PricePart[] {
  const codes = SIDE_CODES[side];
  const parts: PricePart[] = [];
  const floors = chargedStairFloors(building);
  if (floors > 0) {
    parts.push({
      code: codes.stairs,
      label: `階段作業料（${codes.word}・${floorLabel(building.floor)}・エレベーターなし）`,
      amount: floors * roundTo100(tariff.stairsPerFloor * carryWeight),
    });
  }
  if (building.isTower) {
    parts.push({
      code: codes.tower,
      label: `タワーマンション作業料（${codes.word}）`,
      amount: roundTo100(tariff.towerSurcharge * carryWeight),
    });
  }
  if (building.parking === 'unavailable') {
    parts.push({
      code: codes.noParking,
      label: `駐車場所なし作業料（${codes.word}）`,
      amount: roundTo100(tariff.noParkingSurcharge * carryWeight),
    });
  }
  return parts;
}
