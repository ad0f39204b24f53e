/**
 * Our quotes set against published market prices. Each case is a household (single or family),
 * a distance (same city, about 50 km, about 500 km) and a season (off season or March–April); its
 * published range runs from the lowest to the highest figure the sources below publish for it, and
 * the quote of a median mover (the standard tariff), averaged over every day of the season, must
 * lie within. The sources disagree with each other, often by half, so the ranges are wide: they
 * say where the market is, not a single "right" price.
 *
 * Sources (figures as published on the pages named; read 2026-11):
 * - 引越し侍「市内など近距離の引越し費用相場と安いプランのある業者」(updated 2023-06-27),
 *   https://wp.a-hikkoshi.com/price/short-distance/ — 市内（15km以内）, 単身, from 引越し侍's user survey:
 *   荷物が少ない 通常期（5〜2月）28,836円・繁忙期（3〜4月）37,800円; 荷物が多い 34,000円・49,680円.
 * - SUUMO引越し「引越し費用・料金相場」, https://hikkoshi.suumo.jp/soba/ — December (off season),
 *   〜50km未満（同都道府県程度）: 単身 40,695円, 家族 94,993円.
 * - MOTA引越し「家族引越しの相場はいくら？」, https://hikkoshi.mota-home.net/howto/howto/price/moving-family-price
 *   — 4人家族以上: 通常期 同一市内（15km未満）10万〜12万円, 同一県内（50km未満）12万〜16万円,
 *   長距離（500km以上）24万〜35万円; 繁忙期 同一市内 12万〜18万円.
 * - ミツモア「引越し費用の相場はいくら？平均見積もり料金のデータを比較」(2023-12-07),
 *   https://meetsmore.com/services/moving/media/142201 — 単身, 繁忙期, average quotes Feb–Apr 2023:
 *   〜15km未満 32,800円, 〜50km未満 35,200円, 500km以上 161,200円.
 * - 単身引越しナビ「近所への引越しの料金相場」, https://www.t-hikkoshi-navi.jp/content/price/7441/ —
 *   通常期（5月〜2月）: 15km以内 単身 約32,400円・4人家族 約78,400円; 50km以内 単身 約36,300円・4人家族 約110,800円.
 * - keiroom1「引っ越し相場はいくら？単身・家族・距離・時期別に費用目安を徹底解説」,
 *   https://keiroom1.com/trivia/moving-prices — no distance given: 単身 通常期 約30,000〜50,000円,
 *   繁忙期 約50,000〜80,000円; 4人以上 約100,000〜200,000円超 (no season given).
 * - 引っ越し費用の相場は？単身・家族・距離別の目安, https://hikkoshi-flow.com/cost/cost-01-average.html —
 *   単身（近距離）3万〜7万円前後 (no season given).
 * - 料金の仕組み, http://flavoriauniverse.com/ryoukinn.php — 東京都から大阪府（約500km）:
 *   シングル 10万円, ファミリー 30万円 (no season given).
 * A figure without a season counts for both seasons; one without a distance for every distance.
 */
import { eachDayOfInterval, format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { quoteMove } from './quoteMove.ts';
import { STANDARD_TARIFF } from './rates.ts';
import { OSAKA, SHINJUKU, testMove } from './moves.fixtures.ts';
import type { MoveSpec } from './types.ts';

/** Chiba city: about 50 km by road from Shinjuku. */
const CHIBA: [string, string] = ['12', '12100'];

type Household = 'single' | 'family';
type Distance = 'sameCity' | 'about50km' | 'about500km';
type Season = 'offSeason' | 'marchApril';

/** A published figure: an average (one number) or a range, and where it comes from. */
interface PublishedFigure {
  source: string;
  yen: number | readonly [number, number];
}

interface CalibrationCase {
  household: Household;
  distance: Distance;
  season: Season;
  published: readonly PublishedFigure[];
}

/** A single in a 1K (one load of a light truck); a family of four in a 3LDK. */
const MOVES: Record<Household, Record<Distance, MoveSpec>> = {
  single: {
    sameCity: testMove(SHINJUKU, SHINJUKU, 2, 1),
    about50km: testMove(SHINJUKU, CHIBA, 2, 1),
    about500km: testMove(SHINJUKU, OSAKA, 2, 1),
  },
  family: {
    sameCity: testMove(SHINJUKU, SHINJUKU, 10, 3),
    about50km: testMove(SHINJUKU, CHIBA, 10, 3),
    about500km: testMove(SHINJUKU, OSAKA, 10, 3),
  },
};

const days = (first: string, last: string) =>
  eachDayOfInterval({ start: new Date(`${first}T00:00:00`), end: new Date(`${last}T00:00:00`) }).map((day) => format(day, 'yyyy-MM-dd'));

/** Off season as the sources mostly define it (May to January), and March–April. */
const SEASON_DAYS: Record<Season, string[]> = {
  offSeason: days('2027-05-01', '2028-01-31'),
  marchApril: days('2027-03-01', '2027-04-30'),
};

const SAMURAI = '引越し侍 市内の相場';
const SUUMO = 'SUUMO引越し 12月の相場';
const MOTA = 'MOTA引越し 家族引越しの相場';
const MITSUMORE = 'ミツモア 繁忙期の相場';
const TANSHIN_NAVI = '単身引越しナビ 近所への引越し';
const KEIROOM = 'keiroom1 引っ越し相場';
const HIKKOSHI_FLOW = 'hikkoshi-flow 単身・家族・距離別の目安';
const FLAVORIA = 'flavoriauniverse 料金の仕組み';

const SINGLE_GENERAL = {
  offSeason: [{ source: KEIROOM, yen: [30_000, 50_000] }],
  marchApril: [{ source: KEIROOM, yen: [50_000, 80_000] }],
} as const;
const FAMILY_GENERAL = [{ source: KEIROOM, yen: [100_000, 200_000] }] as const;
const SINGLE_NEAR = [{ source: HIKKOSHI_FLOW, yen: [30_000, 70_000] }] as const;

const CASES: readonly CalibrationCase[] = [
  {
    household: 'single', distance: 'sameCity', season: 'offSeason',
    published: [{ source: SAMURAI, yen: 28_836 }, { source: SAMURAI, yen: 34_000 }, { source: TANSHIN_NAVI, yen: 32_400 }, ...SINGLE_GENERAL.offSeason, ...SINGLE_NEAR],
  },
  {
    household: 'single', distance: 'sameCity', season: 'marchApril',
    published: [{ source: SAMURAI, yen: 37_800 }, { source: SAMURAI, yen: 49_680 }, { source: MITSUMORE, yen: 32_800 }, ...SINGLE_GENERAL.marchApril, ...SINGLE_NEAR],
  },
  {
    household: 'single', distance: 'about50km', season: 'offSeason',
    published: [{ source: SUUMO, yen: 40_695 }, { source: TANSHIN_NAVI, yen: 36_300 }, ...SINGLE_GENERAL.offSeason, ...SINGLE_NEAR],
  },
  {
    household: 'single', distance: 'about50km', season: 'marchApril',
    published: [{ source: MITSUMORE, yen: 35_200 }, ...SINGLE_GENERAL.marchApril, ...SINGLE_NEAR],
  },
  {
    household: 'single', distance: 'about500km', season: 'offSeason',
    published: [{ source: FLAVORIA, yen: 100_000 }, ...SINGLE_GENERAL.offSeason],
  },
  {
    household: 'single', distance: 'about500km', season: 'marchApril',
    published: [{ source: MITSUMORE, yen: 161_200 }, { source: FLAVORIA, yen: 100_000 }, ...SINGLE_GENERAL.marchApril],
  },
  {
    household: 'family', distance: 'sameCity', season: 'offSeason',
    published: [{ source: MOTA, yen: [100_000, 120_000] }, { source: TANSHIN_NAVI, yen: 78_400 }, ...FAMILY_GENERAL],
  },
  {
    household: 'family', distance: 'sameCity', season: 'marchApril',
    published: [{ source: MOTA, yen: [120_000, 180_000] }, ...FAMILY_GENERAL],
  },
  {
    household: 'family', distance: 'about50km', season: 'offSeason',
    published: [{ source: MOTA, yen: [120_000, 160_000] }, { source: SUUMO, yen: 94_993 }, { source: TANSHIN_NAVI, yen: 110_800 }, ...FAMILY_GENERAL],
  },
  {
    household: 'family', distance: 'about50km', season: 'marchApril',
    published: [...FAMILY_GENERAL],
  },
  {
    household: 'family', distance: 'about500km', season: 'offSeason',
    published: [{ source: MOTA, yen: [240_000, 350_000] }, { source: FLAVORIA, yen: 300_000 }, ...FAMILY_GENERAL],
  },
  {
    household: 'family', distance: 'about500km', season: 'marchApril',
    published: [{ source: FLAVORIA, yen: 300_000 }, ...FAMILY_GENERAL],
  },
];

/** From the lowest to the highest published figure. */
function publishedRange(figures: readonly PublishedFigure[]): [number, number] {
  const bounds = figures.flatMap((figure) => (typeof figure.yen === 'number' ? [figure.yen] : [...figure.yen]));
  return [Math.min(...bounds), Math.max(...bounds)];
}

/** The median mover's free-slot price averaged over every day of the season (public holidays priced as plain days). */
function seasonAverage(move: MoveSpec, season: Season): number {
  const dates = SEASON_DAYS[season];
  const sum = dates.reduce((total, date) => total + quoteMove(move, { date, isHoliday: false, slot: 'free' }, STANDARD_TARIFF).total, 0);
  return Math.round(sum / dates.length);
}

describe('our quotes against published market prices', () => {
  it('covers single and family, same city, about 50 km and about 500 km, off season and March–April', () => {
    const keys = new Set(CASES.map((entry) => `${entry.household}/${entry.distance}/${entry.season}`));
    expect(keys.size).toBe(12);
  });

  it.each(CASES.map((entry) => [`${entry.household}, ${entry.distance}, ${entry.season}`, entry] as const))(
    '%s lies within the published range',
    (_name, entry) => {
      const [low, high] = publishedRange(entry.published);
      const quote = seasonAverage(MOVES[entry.household][entry.distance], entry.season);
      expect(quote, `${quote} yen against ${low}–${high} yen (${[...new Set(entry.published.map((figure) => figure.source))].join(', ')})`)
        .toBeGreaterThanOrEqual(low);
      expect(quote).toBeLessThanOrEqual(high);
    },
  );

  it('charges more in March–April than off season, for every household and distance', () => {
    for (const household of ['single', 'family'] as const) {
      for (const distance of ['sameCity', 'about50km', 'about500km'] as const) {
        const move = MOVES[household][distance];
        expect(seasonAverage(move, 'marchApril')).toBeGreaterThan(seasonAverage(move, 'offSeason'));
      }
    }
  });
});
