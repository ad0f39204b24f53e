import { describe, expect, it } from 'vitest';
import { STANDARD_TARIFF } from '../pricing/index.ts';
import type { MoveSpec } from '../pricing/index.ts';
import { PriceBoard, servesMove, withoutFullDays, worksOn } from './availability.ts';
import { dayUnitKey } from './capacity/day-capacity-repository.ts';
import type { MarketplaceCompany } from './types.ts';

function company(overrides: Partial<MarketplaceCompany>): MarketplaceCompany {
  return {
    code: 'C1', name: '引越A', order: 1, telephoneNumber: '0120-000-000', businessHours: '9:00〜18:00',
    leadEmail: 'uketsuke@c1.example.jp', logoPath: '/images/companies/C1.png', reach: 'national', acceptsAm: true, closedWeekdays: [], closedDates: new Set(), dailyCapacity: 2, enabled: true,
    tariff: STANDARD_TARIFF, servicePrefectures: new Set(['13', '14']), languages: ['ja'], ...overrides,
  };
}

const move: MoveSpec = {
  from: { prefectureCode: '13', cityCode: '13104', floorPlan: 4 },
  to: { prefectureCode: '14', cityCode: '14100', floorPlan: 4 },
  headCount: 2,
};

describe('availability', () => {
  const open = company({ code: 'OPEN', order: 2 });
  const noMornings = company({ code: 'NOAM', order: 1, acceptsAm: false });
  const closedWednesdays = company({ code: 'WED', order: 3, closedWeekdays: [3] });
  const tokyoOnly = company({ code: 'TOKYO', servicePrefectures: new Set(['13']) });

  it('needs both ends served, a working weekday and some capacity', () => {
    expect(servesMove(open, move)).toBe(true);
    expect(servesMove(tokyoOnly, move)).toBe(false);
    expect(worksOn(closedWednesdays, '2026-12-02')).toBe(false);
    expect(worksOn(closedWednesdays, '2026-12-03')).toBe(true);
    expect(worksOn(company({ dailyCapacity: 0 }), '2026-12-03')).toBe(false);
  });

  it('prices each day for the companies serving the move, in listing order, with AM only where taken', async () => {
    const board = new PriceBoard([open, noMornings, closedWednesdays, tokyoOnly]);
    const days = await board.pricedDays(move, ['2026-12-02', '2026-12-03']);
    expect(days.map((day) => day.offers.map((offer) => offer.company.code))).toEqual([['NOAM', 'OPEN'], ['NOAM', 'OPEN', 'WED']]);
    const [noAm, withAm] = days[0]!.offers;
    expect(noAm!.am).toBeNull();
    expect(withAm!.am!.total).toBeGreaterThan(withAm!.free.total);
  });

  it('prices each company-day of a move once, whatever window asks for it (issue 26)', async () => {
    const board = new PriceBoard([open, noMornings]);
    const [first, second] = await board.pricedDays(move, ['2026-12-02', '2026-12-03']);
    // The next attempt of the search shifts its window by a day: the day both windows hold is not priced again.
    const shifted = await board.pricedDays(move, ['2026-12-03', '2026-12-04']);
    expect(shifted[0]).toBe(second);
    expect((await board.pricedDays(move, ['2026-12-02']))[0]).toBe(first);
    expect((await board.pricedDays({ ...move, headCount: 3 }, ['2026-12-02']))[0]).not.toBe(first);
  });

  it('lets other work run while it prices a long window (the health check under load)', async () => {
    const board = new PriceBoard([open, noMornings, closedWednesdays]);
    const dates = Array.from({ length: 89 }, (_, index) => new Date(Date.UTC(2026, 11, 1 + index)).toISOString().slice(0, 10));
    const order: string[] = [];
    const pricing = board.pricedDays(move, dates).then(() => order.push('priced'));
    setImmediate(() => order.push('other work'));
    await pricing;
    expect(order).toEqual(['other work', 'priced']);
  });

  it('drops companies whose day is full', async () => {
    const days = await new PriceBoard([open, noMornings]).pricedDays(move, ['2026-12-03']);
    const booked = new Map([[dayUnitKey('OPEN', '2026-12-03'), 2], [dayUnitKey('NOAM', '2026-12-03'), 1]]);
    expect(withoutFullDays(days, booked)[0]!.offers.map((offer) => offer.company.code)).toEqual(['NOAM']);
  });
});
