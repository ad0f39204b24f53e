import { describe, expect, it } from 'vitest';
import { confirmableTimeFrames, DECLINE_REASON_OPTIONS } from './leadAnswers.ts';

describe('lead answers', () => {
  it('lets a company confirm the time frame the visitor asked for, or either when they left it open', () => {
    expect(confirmableTimeFrames('1')).toEqual(['1']);
    expect(confirmableTimeFrames('2')).toEqual(['2']);
    expect(confirmableTimeFrames('0')).toEqual(['1', '2']);
  });

  it('has a fixed list of decline reasons, one of them the price the visitor was shown', () => {
    expect(DECLINE_REASON_OPTIONS.map((option) => option.value)).toEqual(['schedule', 'price', 'area', 'belongings', 'other']);
    expect(DECLINE_REASON_OPTIONS.find((option) => option.value === 'price')?.label).toBe('表示した料金ではお引き受けできないため');
  });
});
