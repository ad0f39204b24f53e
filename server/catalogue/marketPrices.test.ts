import { describe, expect, it } from 'vitest';
import { MARKET_CASES, OFF_SEASON_WEEKDAY } from '../pricing/marketCases.fixtures.ts';
import { quoteMove } from '../pricing/index.ts';
import { SHINJUKU, YAMAGUCHI, datesOfYear, testMove } from '../pricing/moves.fixtures.ts';
import { alliances, companies } from '../../tests/support/catalogue.ts';
import { Catalogue } from '../marketplace/catalogue.ts';

const catalogue = new Catalogue(companies, alliances);

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

describe('catalogue prices against the market', () => {
  it.each(MARKET_CASES.map((market) => [market.name, market.low, market.high, market] as const))(
    '%s: the median of the companies serving the move lies within %i–%i yen',
    (_name, low, high, market) => {
      const serving = catalogue.companiesServing(market.move);
      const totals = serving.map((company) => quoteMove(market.move, OFF_SEASON_WEEKDAY, company.tariff).total);
      expect(median(totals)).toBeGreaterThanOrEqual(low);
      expect(median(totals)).toBeLessThanOrEqual(high);
      expect(new Set(totals).size).toBeGreaterThan(serving.length / 2);
    },
  );

  it.each(companies.map((company) => [company.code, company] as const))(
    '%s charges the most on the last Saturday of March 2027',
    (_code, company) => {
      for (const move of [testMove(SHINJUKU, SHINJUKU, 2, 1), testMove(SHINJUKU, YAMAGUCHI, 10, 3)]) {
        const dearest = quoteMove(move, { date: '2027-03-27', isHoliday: false, slot: 'free' }, company.tariff).total;
        for (const iso of datesOfYear(2027).filter((date) => date !== '2027-03-27')) {
          expect(quoteMove(move, { date: iso, isHoliday: true, slot: 'free' }, company.tariff).total).toBeLessThan(dearest);
        }
      }
    },
  );
});
