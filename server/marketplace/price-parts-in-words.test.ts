import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PricePart } from '../../domain/api/priceLines.ts';
import { JAPANESE_SCRIPT } from '../../domain/i18n/japaneseScript.ts';
import { translateMessage } from '../../domain/i18n/message.ts';
import { translatorFor } from '../../domain/i18n/translators.ts';
import { buildingParts } from '../pricing/buildingSurcharges.ts';
import { quoteMove, STANDARD_TARIFF } from '../pricing/index.ts';
import { datesOfYear } from '../pricing/moves.fixtures.ts';
import { SEASON_CALENDAR } from '../pricing/season.ts';
import type { BuildingFacts, FloorPlan, HeadCountNumber, MoveSpec } from '../pricing/types.ts';
import { TRUCKS } from '../pricing/volume.ts';
import { partLabelIn, partLabelMessage, pricePartsIn } from './price-parts-in-words.ts';

const japanese = translatorFor('ja');

/** Every label of `parts` reads as a message that gives it back in Japanese, and reads in English and Vietnamese without Japanese, in Chinese without kana. */
function expectReadable(parts: readonly PricePart[]): void {
  for (const part of parts) {
    const message = partLabelMessage(part.label, japanese);
    expect(message, part.label).toBeDefined();
    expect(translateMessage(japanese, message!)).toBe(part.label);
    expect(partLabelIn(part, 'en'), part.label).not.toMatch(JAPANESE_SCRIPT);
    expect(partLabelIn(part, 'vi'), part.label).not.toMatch(JAPANESE_SCRIPT);
    expect(partLabelIn(part, 'zh'), part.label).not.toMatch(/[\u3040-\u30ff]/u);
  }
}

describe('price parts in English (issue 28)', () => {
  it('names each part the way the English pages read it', () => {
    const parts: PricePart[] = [
      { code: 'base', label: '基本料金（2tロング）', amount: 50_000 },
      { code: 'base', label: '基本料金（4t×2台）', amount: 90_000 },
      { code: 'distance', label: '距離料金（200km以内・約186km）', amount: 20_000 },
      { code: 'season', label: '季節料金（3月中旬）', amount: 9_000 },
      { code: 'peakDay', label: '最繁忙日料金（3月最終土曜日）', amount: 5_000 },
      { code: 'holiday', label: '祝日料金', amount: 3_000 },
      { code: 'amSlot', label: '午前便指定料金', amount: 2_000 },
      { code: 'stairsFrom', label: '階段作業料（搬出・3階・エレベーターなし）', amount: 2_000 },
      { code: 'stairsTo', label: '階段作業料（搬入・20階以上・エレベーターなし）', amount: 36_000 },
      { code: 'towerTo', label: 'タワーマンション作業料（搬入）', amount: 8_000 },
      { code: 'noParkingFrom', label: '駐車場所なし作業料（搬出）', amount: 6_000 },
    ];
    expect(pricePartsIn(parts, 'en').map((part) => part.label)).toEqual([
      'Base fare (2-ton long truck)',
      'Base fare (4-ton truck × 2)',
      'Distance charge (up to 200 km, about 186 km)',
      'Season surcharge (mid-March)',
      'Busiest-day surcharge (last Saturday of March)',
      'Holiday surcharge',
      'Morning slot surcharge',
      'Stairs surcharge (old home, 3rd floor, no elevator)',
      'Stairs surcharge (new home, 20th floor or higher, no elevator)',
      'High-rise condominium surcharge (new home)',
      'No parking space surcharge (old home)',
    ]);
    expect(pricePartsIn(parts, 'en').map(({ code, amount }) => ({ code, amount }))).toEqual(parts.map(({ code, amount }) => ({ code, amount })));
  });

  it('leaves Japanese parts as they are, and names a label it cannot read by its line, never in Japanese', () => {
    const parts: PricePart[] = [{ code: 'distance', label: '特別料金', amount: 1_000 }];
    expect(pricePartsIn(parts, 'ja')).toBe(parts);
    expect(pricePartsIn(null, 'en')).toBeNull();
    expect(pricePartsIn(parts, 'en')).toEqual([{ code: 'distance', label: 'Distance', amount: 1_000 }]);
  });

  it('reads every truck, season, floor and end of a move the engine names', () => {
    const trucks = TRUCKS.flatMap((truck) => [`基本料金（${truck.label}）`, `基本料金（${truck.label}×2台）`]);
    const seasons = SEASON_CALENDAR.map((period) => `季節料金（${period.label}）`);
    const labels = [...trucks, ...seasons].map((label): PricePart => ({ code: label.startsWith('基本') ? 'base' : 'season', label, amount: 100 }));
    const walkUp = (floor: number): BuildingFacts => ({ floor, hasElevator: false, isTower: true, parking: 'unavailable' });
    const buildings = Array.from({ length: 20 }, (_, index) => index + 1)
      .flatMap((floor) => [...buildingParts('from', walkUp(floor), STANDARD_TARIFF, 1), ...buildingParts('to', walkUp(floor), STANDARD_TARIFF, 1)]);
    expectReadable([...labels, ...buildings]);
  });

  it('reads every label of any quote', () => {
    const floorPlan = fc.integer({ min: 1, max: 14 }).map((plan) => plan as FloorPlan);
    const prefecture = fc.integer({ min: 1, max: 47 }).map((code) => String(code).padStart(2, '0'));
    const building = fc.option(fc.record({
      floor: fc.integer({ min: -1, max: 20 }),
      hasElevator: fc.boolean(),
      isTower: fc.boolean(),
      parking: fc.constantFrom('available' as const, 'unavailable' as const, 'unknown' as const),
    }), { nil: undefined });
    const end = fc.record({ prefectureCode: prefecture, cityCode: fc.constantFrom('10001', '10002'), floorPlan, building });
    const move: fc.Arbitrary<MoveSpec> = fc.record({
      from: end,
      to: end,
      headCount: fc.constantFrom<HeadCountNumber>(1, 2, 3),
      declaredVolumeM3: fc.option(fc.double({ min: 0, max: 60, noNaN: true }), { nil: undefined }),
    });
    const day = fc.record({ date: fc.constantFrom(...datesOfYear(2027)), isHoliday: fc.boolean(), slot: fc.constantFrom('free' as const, 'am' as const) });
    fc.assert(fc.property(move, day, (spec, quoteDay) => expectReadable(quoteMove(spec, quoteDay, STANDARD_TARIFF).parts)));
  });
});
