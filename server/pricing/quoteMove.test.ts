import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MARKET_CASES, OFF_SEASON_WEEKDAY } from './marketCases.fixtures.ts';
import { quoteMove } from './quoteMove.ts';
import { STANDARD_TARIFF } from './rates.ts';
import { OSAKA, SETAGAYA, SHINJUKU, SHIZUOKA, YAMAGUCHI, testMove, walkUp, datesOfYear } from './moves.fixtures.ts';
import type { PricePartCode } from '../../domain/api/priceLines.ts';
import type { FloorPlan, HeadCountNumber, MoveSpec, Quote, QuoteDay } from './types.ts';

const JUNE_WEDNESDAY = OFF_SEASON_WEEKDAY.date;
const free = (date: string, isHoliday = false): QuoteDay => ({ date, isHoliday, slot: 'free' });
const amount = (quote: Quote, code: PricePartCode) => quote.parts.find((item) => item.code === code)?.amount ?? 0;
const fare = (quote: Quote) => amount(quote, 'base') + amount(quote, 'distance') + amount(quote, 'season');

describe('quoteMove: market calibration (median company, off season, weekday, free slot)', () => {
  it.each(MARKET_CASES.map((market) => [market.name, market.low, market.high, market.move] as const))(
    '%s: %i–%i yen',
    (_name, low, high, move) => {
      const { total } = quoteMove(move, OFF_SEASON_WEEKDAY, STANDARD_TARIFF);
      expect(total).toBeGreaterThanOrEqual(low);
      expect(total).toBeLessThanOrEqual(high);
    },
  );
});

describe('quoteMove: explanation', () => {
  const floorPlan = fc.integer({ min: 1, max: 14 }).map((plan) => plan as FloorPlan);
  const headCount = fc.constantFrom<HeadCountNumber>(1, 2, 3);
  const prefecture = fc.integer({ min: 1, max: 47 }).map((code) => String(code).padStart(2, '0'));
  const building = fc.option(fc.record({
    floor: fc.integer({ min: -1, max: 20 }),
    hasElevator: fc.boolean(),
    isTower: fc.boolean(),
    parking: fc.constantFrom('available' as const, 'unavailable' as const, 'unknown' as const),
  }), { nil: undefined });
  const move = fc.record({
    from: fc.record({ prefectureCode: prefecture, cityCode: fc.constantFrom('10001', '10002'), floorPlan, building }),
    to: fc.record({ prefectureCode: prefecture, cityCode: fc.constantFrom('10001', '10002'), floorPlan, building }),
    headCount,
    declaredVolumeM3: fc.option(fc.double({ min: 0, max: 60, noNaN: true }), { nil: undefined }),
  });
  const day = fc.record({
    date: fc.constantFrom(...datesOfYear(2027), ...datesOfYear(2028)),
    isHoliday: fc.boolean(),
    slot: fc.constantFrom('free' as const, 'am' as const),
  });

  it('parts add up exactly to the total, in whole hundreds of yen, and the same inputs give the same quote', () => {
    fc.assert(fc.property(move, day, (spec, quoteDay) => {
      const quote = quoteMove(spec, quoteDay, STANDARD_TARIFF);
      expect(quote.parts.reduce((sum, item) => sum + item.amount, 0)).toBe(quote.total);
      expect(quote.parts.every((item) => item.amount % 100 === 0 && item.amount > 0)).toBe(true);
      expect(quoteMove(structuredClone(spec), { ...quoteDay }, { ...STANDARD_TARIFF })).toEqual(quote);
    }));
  });

  it('labels the base charge with the truck and the distance charge with the band', () => {
    const quote = quoteMove(testMove(SHINJUKU, SHIZUOKA, 6, 2), free(JUNE_WEDNESDAY), STANDARD_TARIFF);
    expect(quote.parts.map((item) => item.label)).toEqual(['基本料金（2tロング）', '距離料金（200km以内・約186km）']);
  });

  it('rejects an unknown prefecture and a date that does not exist', () => {
    expect(() => quoteMove(testMove(['48', '48001'], SHINJUKU, 1, 1), free(JUNE_WEDNESDAY), STANDARD_TARIFF)).toThrow(RangeError);
    expect(() => quoteMove(testMove(SHINJUKU, SHINJUKU, 1, 1), free('2027-02-30'), STANDARD_TARIFF)).toThrow(RangeError);
  });
});

describe('quoteMove: season', () => {
  const peakWednesday = '2027-03-24';
  it.each([
    [1, 1.6],
    [2, 1.8],
    [3, 2.0],
  ] as const)('head count %i: late March costs ×%d the June price of the same move', (headCount, multiplier) => {
    const move = testMove(SHINJUKU, OSAKA, 7, headCount);
    const june = quoteMove(move, free(JUNE_WEDNESDAY), STANDARD_TARIFF);
    const peak = quoteMove(move, free(peakWednesday), STANDARD_TARIFF);
    expect(peak.total / june.total).toBeCloseTo(multiplier, 2);
    expect(peak.parts.find((item) => item.code === 'season')?.label).toBe('季節料金（繁忙期）');
  });

  it('follows the company seasonal sensitivity', () => {
    const move = testMove(SHINJUKU, SETAGAYA, 10, 3);
    const calm = quoteMove(move, free(peakWednesday), { ...STANDARD_TARIFF, seasonSensitivity: 0.5 });
    expect(calm.total / quoteMove(move, free(JUNE_WEDNESDAY), STANDARD_TARIFF).total).toBeCloseTo(1.5, 2);
  });

  it('prices the last Saturday of March above every other day of that year', () => {
    for (const move of [testMove(SHINJUKU, SHINJUKU, 2, 1), testMove(SHINJUKU, YAMAGUCHI, 10, 3)]) {
      // Every other day is also priced as a holiday: the dearest day must win whatever the holiday calendar says.
      const totals = datesOfYear(2027).map((iso) => ({ iso, total: quoteMove(move, free(iso, iso !== '2027-03-27'), STANDARD_TARIFF).total }));
      const dearest = totals.reduce((best, day) => (day.total > best.total ? day : best));
      expect(dearest.iso).toBe('2027-03-27');
      expect(totals.filter((day) => day.total === dearest.total)).toHaveLength(1);
    }
  });
});

describe('quoteMove: day and slot', () => {
  const weekday = '2027-07-14';
  const saturday = '2027-07-17';
  const holiday = '2027-07-19'; // Marine Day
  const move = testMove(SHINJUKU, YAMAGUCHI, 10, 3);

  it('orders a weekday below a weekend, a weekend not above a holiday, and every free slot below its morning slot', () => {
    const weekdayFree = quoteMove(move, free(weekday), STANDARD_TARIFF).total;
    const weekendFree = quoteMove(move, free(saturday), STANDARD_TARIFF).total;
    const holidayFree = quoteMove(move, free(holiday, true), STANDARD_TARIFF).total;
    expect(weekdayFree).toBeLessThan(weekendFree);
    expect(weekendFree).toBeLessThanOrEqual(holidayFree);
    for (const [date, isHoliday] of [[weekday, false], [saturday, false], [holiday, true]] as const) {
      const morning = quoteMove(move, { date, isHoliday, slot: 'am' }, STANDARD_TARIFF);
      expect(morning.total).toBeGreaterThan(quoteMove(move, free(date, isHoliday), STANDARD_TARIFF).total);
      expect(morning.parts.at(-1)).toMatchObject({ code: 'amSlot', label: '午前便指定料金' });
    }
  });

  it('adds a few percent on weekends and up to 30 % on a holiday for a long family move', () => {
    const weekendQuote = quoteMove(move, free(saturday), STANDARD_TARIFF);
    expect(amount(weekendQuote, 'weekend') / fare(weekendQuote)).toBeCloseTo(0.05, 2);
    const holidayQuote = quoteMove(move, free(holiday, true), STANDARD_TARIFF);
    expect(amount(holidayQuote, 'holiday') / fare(holidayQuote)).toBeCloseTo(0.3, 2);
    const singleNearby = quoteMove(testMove(SHINJUKU, SETAGAYA, 1, 1), free(holiday, true), STANDARD_TARIFF);
    expect(amount(singleNearby, 'holiday') / fare(singleNearby)).toBeLessThan(0.07);
  });
});

describe('quoteMove: buildings', () => {
  const june = free(JUNE_WEDNESDAY);
  const surcharge = (move: MoveSpec) => quoteMove(move, june, STANDARD_TARIFF).total
    - quoteMove({ ...move, from: { ...move.from, building: undefined }, to: { ...move.to, building: undefined } }, june, STANDARD_TARIFF).total;

  it.each([
    ['single (kei truck)', 2, 1],
    ['pair (2t long)', 6, 2],
    ['family (4t)', 10, 3],
  ] as const)('%s: each floor from the 3rd without an elevator adds the same 1,000–3,000 yen', (_name, floorPlan, headCount) => {
    const byFloor = [1, 2, 3, 4, 5, 6].map((floor) => surcharge(testMove(SHINJUKU, SETAGAYA, floorPlan, headCount, { from: walkUp(floor) })));
    expect(byFloor.slice(0, 2)).toEqual([0, 0]);
    const perFloor = byFloor[2] as number;
    expect(perFloor).toBeGreaterThanOrEqual(1_000);
    expect(perFloor).toBeLessThanOrEqual(3_000);
    expect(byFloor).toEqual([0, 0, perFloor, 2 * perFloor, 3 * perFloor, 4 * perFloor]);
  });

  it('charges nothing for floors with an elevator or in a basement, and explains each end', () => {
    expect(surcharge(testMove(SHINJUKU, SETAGAYA, 6, 2, { from: { ...walkUp(8), hasElevator: true } }))).toBe(0);
    expect(surcharge(testMove(SHINJUKU, SETAGAYA, 6, 2, { from: walkUp(-1) }))).toBe(0);
    const quote = quoteMove(testMove(SHINJUKU, SETAGAYA, 6, 2, {
      from: walkUp(4),
      to: { floor: 20, hasElevator: true, isTower: true, parking: 'unavailable' },
    }), june, STANDARD_TARIFF);
    expect(quote.parts.slice(2)).toEqual([
      { code: 'stairsFrom', label: '階段作業料（搬出・4階・エレベーターなし）', amount: 4_000 },
      { code: 'towerTo', label: 'タワーマンション作業料（搬入）', amount: 8_000 },
      { code: 'noParkingTo', label: '駐車場所なし作業料（搬入）', amount: 6_000 },
    ]);
  });

  it('adds nothing while parking is unknown', () => {
    expect(surcharge(testMove(SHINJUKU, SETAGAYA, 6, 2, { to: { ...walkUp(1), parking: 'unknown' } }))).toBe(0);
  });
});
