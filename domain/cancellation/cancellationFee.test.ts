import { describe, expect, it } from 'vitest';
import type { PricePart } from '../api/priceLines.ts';
import { translateMessage } from '../i18n/message.ts';
import { translatorFor } from '../i18n/translators.ts';
import { CANCELLATION_FEE_RULES, FREE_PERIOD_LABEL, FREE_PERIOD_ROW_LABEL, cancellationFee } from './cancellationFee.ts';

const PARTS: readonly PricePart[] = [
  { code: 'base', label: '基本料金（2tショート）', amount: 38_000 },
  { code: 'distance', label: '距離料金（50km以内・約12km）', amount: 4_500 },
  { code: 'weekend', label: '土日料金', amount: 3_800 },
];

/** Japan is UTC+9: 2026-12-04T15:00Z is the start of 2026-12-05 in Japan, 14:59Z still the 4th. */
describe('cancellationFee: 標準引越運送約款 on Japan days, from the booked price parts (46,300 yen)', () => {
  it.each([
    ['4 days before', '2026-12-01T03:00:00Z', 4, '3日前まで', 0, 0],
    ['3 days before, last minute in Japan', '2026-12-02T14:59:59Z', 3, '3日前まで', 0, 0],
    ['前々日, first minute in Japan (still the 2nd in UTC)', '2026-12-02T15:00:00Z', 2, '前々日', 20, 9_260],
    ['前日', '2026-12-04T02:00:00Z', 1, '前日', 30, 13_890],
    ['当日, first minute in Japan', '2026-12-04T15:00:00Z', 0, '当日', 50, 23_150],
    ['当日, last minute in Japan', '2026-12-05T14:59:59Z', 0, '当日', 50, 23_150],
  ])('%s (%s) → %i days, %s, %i %%, %i yen', (_case, now, daysBefore, period, percent, fee) => {
    expect(cancellationFee('2026-12-05', PARTS, new Date(now))).toEqual({ daysBefore, period, percent, base: 46_300, fee });
  });

  it('is null once the move day has passed in Japan', () => {
    expect(cancellationFee('2026-12-05', PARTS, new Date('2026-12-05T15:00:00Z'))).toBeNull();
  });

  it('rounds a fraction of a yen down', () => {
    expect(cancellationFee('2026-12-05', [{ code: 'base', label: '基本料金', amount: 333 }], new Date('2026-12-04T02:00:00Z'))?.fee).toBe(99);
  });
});

describe('the periods in words', () => {
  it('are stored in Japanese and read in the reader’s language by the translator given (issue 28)', () => {
    const periods = [FREE_PERIOD_LABEL, ...CANCELLATION_FEE_RULES.map((rule) => rule.label)];
    const rows = [FREE_PERIOD_ROW_LABEL, ...CANCELLATION_FEE_RULES.map((rule) => rule.rowLabel)];
    const inJapanese = (message: string) => translateMessage(translatorFor('ja'), message);
    const inEnglish = (message: string) => translateMessage(translatorFor('en'), message);
    expect(periods.map(inJapanese)).toEqual(['3日前まで', '前々日', '前日', '当日']);
    expect(rows.map(inJapanese)).toEqual(['引越し日の3日前まで', '引越し日の前々日', '引越し日の前日', '引越し日の当日']);
    expect(periods.map(inEnglish)).toEqual(['up to 3 days before the move', '2 days before the move', 'the day before the move', 'on the moving day']);
    expect(rows.map(inEnglish)).toEqual(['Up to 3 days before the move', '2 days before the move', 'The day before the move', 'On the moving day']);
  });
});
