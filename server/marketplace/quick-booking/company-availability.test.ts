import { describe, expect, it } from 'vitest';
import type { CompanyAvailabilityResponse } from '../../../domain/api/quickBooking.ts';
import { STANDARD_TARIFF, type MoveSpec } from '../../pricing/index.ts';
import { PriceBoard } from '../availability.ts';
import { companyAvailabilityJson, companyInfoOf } from './company-availability.ts';
import type { MarketplaceCompany } from '../types.ts';
import { ReviewScores } from '../../reviews/review-scores.ts';

const NO_REVIEWS = ReviewScores.of(new Map());

const company = (code: string, acceptsAm: boolean): MarketplaceCompany => ({
  code, name: `引越${code}`, order: 1, telephoneNumber: '0120-000-000', businessHours: '9:00〜18:00',
  leadEmail: `uketsuke@${code.toLowerCase()}.example.jp`, logoPath: `/images/companies/${code}.png`, reach: 'national', acceptsAm, closedWeekdays: [3], closedDates: new Set(), dailyCapacity: 2, enabled: true,
  tariff: STANDARD_TARIFF, servicePrefectures: new Set(['13']), languages: ['ja', 'en'],
});

const move: MoveSpec = { from: { prefectureCode: '13', cityCode: '13104', floorPlan: 4 }, to: { prefectureCode: '13', cityCode: '13112', floorPlan: 4 }, headCount: 2 };

describe('companyAvailabilityJson', () => {
  it('is the JSON of the CompanyAvailabilityResponse, put together from each company-day', async () => {
    const days = await new PriceBoard([company('A', true), company('B', false)]).pricedDays(move, ['2026-12-01', '2026-12-02', '2026-12-03']);
    const expected: CompanyAvailabilityResponse = {
      results: days.map((day) => ({ date: day.date, companyInfos: day.offers.map((offer) => companyInfoOf(offer, 'ja', NO_REVIEWS.of(offer.company.code))) })),
      errors: [],
    };
    expect(await companyAvailabilityJson(days, 'ja', NO_REVIEWS)).toBe(JSON.stringify(expected));
    // The Wednesday carries no company, as an empty list.
    expect((JSON.parse(await companyAvailabilityJson(days, 'ja', NO_REVIEWS)) as CompanyAvailabilityResponse).results[1]).toEqual({ date: '2026-12-02', companyInfos: [] });
  });

  it('names the prices\' parts and writes the business hours in English for an English page, the same prices (issue 28)', async () => {
    const days = await new PriceBoard([company('A', true)]).pricedDays(move, ['2026-12-01']);
    const japanese = (JSON.parse(await companyAvailabilityJson(days, 'ja', NO_REVIEWS)) as CompanyAvailabilityResponse).results[0]!.companyInfos[0]!;
    const english = (JSON.parse(await companyAvailabilityJson(days, 'en', NO_REVIEWS)) as CompanyAvailabilityResponse).results[0]!.companyInfos[0]!;
    expect(japanese.businessHours).toBe('9:00〜18:00');
    expect(english.businessHours).toBe('9:00–18:00');
    expect(japanese.priceParts[0]!.label).toMatch(/^基本料金（/);
    expect(english.priceParts[0]!.label).toMatch(/^Base fare \(/);
    const plain = (info: typeof japanese) => ({ ...info, businessHours: '', priceParts: info.priceParts.map(({ code, amount }) => ({ code, amount })), priceForAmParts: info.priceForAmParts!.map(({ code, amount }) => ({ code, amount })) });
    expect(plain(english)).toEqual(plain(japanese));
    // Each language's JSON is kept apart: the Japanese answer is as it was.
    expect((JSON.parse(await companyAvailabilityJson(days, 'ja', NO_REVIEWS)) as CompanyAvailabilityResponse).results[0]!.companyInfos[0]).toEqual(japanese);
  });

  it('carries each company\'s reviews, written again when the scores change (issue 38)', async () => {
    const days = await new PriceBoard([company('A', true)]).pricedDays(move, ['2026-12-01']);
    const infoOf = async (scores: ReviewScores) => (JSON.parse(await companyAvailabilityJson(days, 'ja', scores)) as CompanyAvailabilityResponse).results[0]!.companyInfos[0]!;
    expect(await infoOf(NO_REVIEWS)).toMatchObject({ satisfactionRate: null, reviews: { count: 0, rankingScore: null } });
    const reviewed = ReviewScores.of(new Map([['A', [{ overall: 5, priceKept: true }, { overall: 4, priceKept: false }]]]));
    expect(await infoOf(reviewed)).toMatchObject({ satisfactionRate: 4.5, reviews: { count: 2, distribution: [0, 0, 0, 1, 1], priceKept: { kept: 1, of: 2 } } });
    expect(await infoOf(NO_REVIEWS)).toMatchObject({ satisfactionRate: null });
  });
});
