import { describe, expect, it } from 'vitest';
import { PREFECTURE_CODES } from '../pricing/index.ts';
import { alliances, companies } from '../../tests/support/catalogue.ts';
import { worksOn } from '../marketplace/availability.ts';
import { Catalogue } from '../marketplace/catalogue.ts';
import type { MoveSpec } from '../pricing/index.ts';

/** The catalogue the migrations seed (tests/support/catalogue.ts), as the marketplace looks it up. */
const catalogue = new Catalogue(companies, alliances);

/** The two ends of a move between prefectures, as the marketplace's area rules read a move. */
function moveBetween(fromPrefecture: string, toPrefecture: string): Pick<MoveSpec, 'from' | 'to'> {
  return { from: { prefectureCode: fromPrefecture }, to: { prefectureCode: toPrefecture } } as Pick<MoveSpec, 'from' | 'to'>;
}
const companiesServing = (from: string, to: string) => catalogue.companiesServing(moveBetween(from, to));

const unique = <T>(values: readonly T[]) => new Set(values).size === values.length;

describe('companies', () => {
  it('has at least 40 companies with unique codes, names, telephone numbers and ranking orders 1..n', () => {
    expect(companies.length).toBeGreaterThanOrEqual(40);
    expect(unique(companies.map((company) => company.code))).toBe(true);
    expect(unique(companies.map((company) => company.name))).toBe(true);
    expect(unique(companies.map((company) => company.telephoneNumber))).toBe(true);
    expect(unique([...companies, ...alliances].map((entry) => entry.leadEmail))).toBe(true);
    expect(companies.map((company) => company.order).sort((a, b) => a - b))
      .toEqual(Array.from({ length: companies.length }, (_, index) => index + 1));
  });

  it.each(companies.map((company) => [company.code, company] as const))('%s is well formed', (_code, company) => {
    expect(company.code).toMatch(/^K\d{4}$/);
    expect(company.logoPath).toBe(`/images/companies/${company.code}.png`);
    expect(company.telephoneNumber).toMatch(/^0120-\d{3}-\d{3}$/);
    // Invented lead addresses live under example.jp, which is reserved for examples and reaches nobody.
    expect(company.leadEmail).toMatch(/^uketsuke@[a-z-]+\.example\.jp$/);
    expect(company.businessHours).toMatch(/^\d{1,2}:\d{2}〜\d{1,2}:\d{2}$/);
    expect(company.servicePrefectures.size).toBeGreaterThan(0);
    expect([...company.servicePrefectures].every((code) => PREFECTURE_CODES.includes(code))).toBe(true);
    expect(unique([...company.servicePrefectures])).toBe(true);
    expect(company.closedWeekdays.every((day) => Number.isInteger(day) && day >= 0 && day <= 6)).toBe(true);
    expect(company.enabled).toBe(true);
    expect(company.closedDates.size).toBe(0);
    const { tariff } = company;
    for (const multiplier of [tariff.baseMultiplier, tariff.distanceMultiplier, tariff.seasonSensitivity]) {
      expect(multiplier).toBeGreaterThanOrEqual(0.8);
      expect(multiplier).toBeLessThanOrEqual(1.25);
    }
    expect(tariff.weekendRate).toBeLessThanOrEqual(0.08);
    expect(tariff.amSurchargeRate).toBeGreaterThan(0);
    expect(tariff.stairsPerFloor).toBeGreaterThanOrEqual(1_000);
    expect(tariff.stairsPerFloor).toBeLessThanOrEqual(3_000);
  });

  it('has national chains on every prefecture with larger fleets, and regional firms on a few, open most days', () => {
    const national = companies.filter((company) => company.reach === 'national');
    const regional = companies.filter((company) => company.reach === 'regional');
    expect(national.length).toBeGreaterThanOrEqual(5);
    for (const chain of national) {
      expect([...chain.servicePrefectures].sort()).toEqual(PREFECTURE_CODES);
      expect(chain.closedWeekdays).toEqual([]);
      expect(chain.dailyCapacity).toBeGreaterThanOrEqual(8);
    }
    for (const firm of regional) {
      expect(firm.servicePrefectures.size).toBeLessThanOrEqual(4);
      expect(firm.dailyCapacity).toBeGreaterThanOrEqual(2);
      expect(firm.dailyCapacity).toBeLessThanOrEqual(6);
    }
    expect(regional.some((firm) => firm.closedWeekdays.includes(0))).toBe(true);
    expect(regional.some((firm) => firm.closedWeekdays.includes(3))).toBe(true);
    expect(companies.some((company) => !company.acceptsAm)).toBe(true);
  });

  it.each(PREFECTURE_CODES)('prefecture %s has at least 5 companies and at least one regional firm', (code) => {
    const serving = companiesServing(code, code);
    expect(serving.length).toBeGreaterThanOrEqual(5);
    expect(serving.some((company) => company.reach === 'regional')).toBe(true);
  });
});

describe('companiesServing', () => {
  it('returns the companies serving both ends, in ranking order', () => {
    const serving = companiesServing('13', '11');
    expect(serving.map((company) => company.order)).toEqual(serving.map((company) => company.order).sort((a, b) => a - b));
    expect(serving.map((company) => company.code)).toContain('K0020');
    expect(companiesServing('13', '14').map((company) => company.code)).not.toContain('K0020');
    expect(companiesServing('13', '47').every((company) => company.reach === 'national')).toBe(true);
  });
});

describe('closing days, as the marketplace applies them', () => {
  it('is closed on the weekly closing day only', () => {
    const company = catalogue.company('K0020');
    expect(company?.closedWeekdays).toEqual([3]);
    const closedOn = (closedWeekdays: number[], date: string) => !worksOn({ ...company!, closedWeekdays }, date);
    expect(closedOn([3], '2027-06-09')).toBe(true);
    expect(closedOn([3], '2027-06-10')).toBe(false);
    expect(closedOn([0], '2027-06-13')).toBe(true);
    expect(closedOn([], '2027-06-13')).toBe(false);
  });
});

describe('alliances', () => {
  it('has 10 to 15 partners with unique ids, Japanese copy and an image each', () => {
    expect(alliances.length).toBeGreaterThanOrEqual(10);
    expect(alliances.length).toBeLessThanOrEqual(15);
    expect(unique(alliances.map((alliance) => alliance.id))).toBe(true);
    expect(unique(alliances.map((alliance) => alliance.title))).toBe(true);
    for (const alliance of alliances) {
      expect(alliance.fileName).toBe(`/images/companies/alliances/${alliance.id}.png`);
      expect(alliance.content.length).toBeGreaterThan(20);
      expect(alliance.leadEmail).toMatch(/^moushikomi@[a-z-]+\.example\.jp$/);
      expect(alliance.prefectures.size).toBeGreaterThan(0);
      expect([...alliance.prefectures].every((code) => PREFECTURE_CODES.includes(code))).toBe(true);
    }
  });

  it('judges each partner at the end where its service is delivered', () => {
    const ids = (from: string, to: string) => catalogue.alliancesFor(from, to).map((alliance) => alliance.id);
    expect(ids('47', '13')).toEqual(expect.arrayContaining(['A003', 'A007', 'A008']));
    expect(ids('13', '47')).not.toContain('A003');
    expect(ids('13', '47')).toContain('A004');
    expect(ids('13', '47')).toContain('A008');
    for (const code of PREFECTURE_CODES) expect(ids(code, code).length).toBeGreaterThanOrEqual(8);
  });
});
