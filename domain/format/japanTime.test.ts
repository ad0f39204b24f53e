import { describe, expect, it } from 'vitest';
import {
  dateInFigures, dateInWords, dateWithWeekday, longDateInWords, formatJapanDateTime, japanTimeInWords, weekdayNames, weekdayNamesIn,
} from './japanTime.ts';

describe('formatJapanDateTime', () => {
  it('shows an instant in Japan time, whatever the offset it was written with', () => {
    expect(formatJapanDateTime('2026-06-01T15:30:00Z')).toBe('2026/06/02 00:30');
    expect(formatJapanDateTime('2026-06-01T10:05:00+09:00')).toBe('2026/06/01 10:05');
  });

  it('shows it in English with its zone', () => {
    expect(formatJapanDateTime('2026-11-28T20:00:00Z', 'en')).toBe('Sun, Nov 29, 2026, 5:00 AM Japan Time');
  });

  it('shows nothing for a text that is no instant', () => {
    expect(formatJapanDateTime('soon')).toBe('');
    expect(formatJapanDateTime('soon', 'en')).toBe('');
    expect(japanTimeInWords('soon', 'en')).toBe('');
  });
});

describe('dateInWords and dateInFigures', () => {
  it('write a calendar date the Japanese way, in words or in figures', () => {
    expect(dateInWords('2026-11-26')).toBe('2026年11月26日');
    expect(dateInWords('2027/01/05')).toBe('2027年1月5日');
    expect(dateInFigures('2026-11-29')).toBe('2026/11/29');
    expect(dateInFigures('2026/11/29')).toBe('2026/11/29');
  });

  it('write it the English way, with its weekday', () => {
    expect(dateInFigures('2026-11-29', 'en')).toBe('Sun, Nov 29, 2026');
    expect(dateInFigures('2026/11/29', 'en')).toBe('Sun, Nov 29, 2026');
  });
});

describe('japanTimeInWords and dateWithWeekday', () => {
  it('say an instant in Japan time with its zone, and a day with its weekday', () => {
    expect(japanTimeInWords('2026-11-27T03:12:00.000Z')).toBe('2026/11/27 12:12（日本時間）');
    expect(dateWithWeekday('2026-12-12')).toBe('2026年12月12日（土）');
    expect(dateWithWeekday('2027-01-03')).toBe('2027年1月3日（日）');
  });

  it('say them the English way, still in Japan time (issue 28)', () => {
    // 20:00 UTC on the 28th is already Sunday the 29th in Japan.
    expect(japanTimeInWords('2026-11-28T20:00:00Z', 'en')).toBe('Sun, Nov 29, 2026, 5:00 AM Japan Time');
    expect(dateWithWeekday('2026-11-29', 'en')).toBe('Sun, Nov 29, 2026');
    expect(dateWithWeekday('2027-01-03', 'en')).toBe('Sun, Jan 3, 2027');
  });
});

describe('dateInWords', () => {
  it('says a day without its weekday in Japanese, with it in English', () => {
    expect(dateInWords('2026-11-26')).toBe('2026年11月26日');
    expect(dateInWords('2026-11-26', 'en')).toBe('Thu, Nov 26, 2026');
  });
});

describe('longDateInWords and weekdayNames', () => {
  it('say a day in full words of the language', () => {
    expect(longDateInWords('2026-12-16', 'en')).toBe('Wednesday, December 16, 2026');
    expect(longDateInWords('2026-12-16', 'zh')).toBe('2026年12月16日星期三');
    expect(longDateInWords('2026-12-16', 'vi')).toBe('Thứ Tư, 16 tháng 12, 2026');
  });

  it('name the weekdays Sunday first in every language', () => {
    expect(weekdayNames()).toEqual(['日', '月', '火', '水', '木', '金', '土']);
    expect(weekdayNames('en')).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    expect(weekdayNames('zh')).toEqual(['周日', '周一', '周二', '周三', '周四', '周五', '周六']);
    // Made once: a calendar asks on every render.
    expect(weekdayNames('en')).toBe(weekdayNames('en'));
  });

  it('say dates in Chinese and Vietnamese as Intl does, in Japan time', () => {
    expect(dateWithWeekday('2026-12-05', 'zh')).toBe('2026年12月5日周六');
    expect(dateInFigures('2026/12/05', 'vi')).toBe('Thứ 7, 5 thg 12, 2026');
    expect(japanTimeInWords('2026-11-27T09:00:00Z', 'zh')).toBe('2026年11月27日周五 日本时间 18:00');
  });
});

describe('weekdayNamesIn', () => {
  it('names the days in the language asked for, whichever language the answer gave them in', () => {
    expect(weekdayNamesIn(['水', '日'], 'en')).toEqual(['Wed', 'Sun']);
    expect(weekdayNamesIn(['Wed', 'Sat'], 'ja')).toEqual(['水', '土']);
    expect(weekdayNamesIn(['水'], 'ja')).toEqual(['水']);
    expect(weekdayNamesIn(['祝日'], 'en')).toEqual(['祝日']);
  });
});
