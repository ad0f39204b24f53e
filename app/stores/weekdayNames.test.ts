import { describe, expect, it } from 'vitest';
import { weekdayNamesIn } from './weekdayNames.ts';

describe('weekdayNamesIn', () => {
  it('names the days in the language asked for, whichever language the answer gave them in', () => {
    expect(weekdayNamesIn(['水', '日'], 'en')).toEqual(['Wed', 'Sun']);
    expect(weekdayNamesIn(['Wed', 'Sat'], 'ja')).toEqual(['水', '土']);
    expect(weekdayNamesIn(['水'], 'ja')).toEqual(['水']);
    expect(weekdayNamesIn(['祝日'], 'en')).toEqual(['祝日']);
  });
});
