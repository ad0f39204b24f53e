import { describe, expect, it } from 'vitest';
import {
  contactProgressPercent,
  englishAddress,
  englishPlace,
  enumerate,
  escapeHtmlAttribute,
  formatClosedDays,
  formatPhone,
  formatPrice,
  formatRating,
  formatShortPrice,
  formatYen,
  noneInWords,
} from './index.ts';

describe('prices', () => {
  it('adds thousands separators', () => {
    expect(formatPrice(0)).toBe('0');
    expect(formatPrice(999)).toBe('999');
    expect(formatPrice(34500)).toBe('34,500');
    expect(formatPrice(1234567)).toBe('1,234,567');
    expect(formatYen(34500)).toBe('34,500円');
  });

  it('shortens to ten-thousand units rounded down to one decimal', () => {
    expect(formatShortPrice(34500)).toBe('3.4万円~');
    expect(formatShortPrice(34999)).toBe('3.4万円~');
    expect(formatShortPrice(30000)).toBe('3万円~');
    expect(formatShortPrice(10000)).toBe('1万円~');
    expect(formatShortPrice(1234000)).toBe('123.4万円~');
    expect(formatShortPrice(123450000)).toBe('12,345万円~');
  });

  it('keeps amounts under 10,000 yen in full', () => {
    expect(formatShortPrice(9999)).toBe('9,999円~');
    expect(formatShortPrice(-5)).toBe('0円~');
  });

  it('writes them the English way: the yen sign first, the short label in thousands rounded down (issue 28)', () => {
    expect(formatYen(105000, 'en')).toBe('¥105,000');
    expect(formatYen(0, 'en')).toBe('¥0');
    expect(formatShortPrice(48000, 'en')).toBe('from ¥48k');
    expect(formatShortPrice(48999, 'en')).toBe('from ¥48k');
    expect(formatShortPrice(9800, 'en')).toBe('from ¥9k');
  });

  it('writes them the Chinese way in 万 with 日元, and the Vietnamese way in thousands (issue 37)', () => {
    expect(formatYen(105000, 'zh')).toBe('105,000日元');
    expect(formatShortPrice(34500, 'zh')).toBe('3.4万日元起');
    expect(formatShortPrice(9800, 'zh')).toBe('9,800日元起');
    expect(formatYen(105000, 'vi')).toBe('105.000\u00a0¥');
    expect(formatShortPrice(48500, 'vi')).toBe('từ ¥48k');
  });
});

describe('ratings', () => {
  it('shows two decimals', () => {
    expect(formatRating(4.5)).toBe('4.50');
    expect(formatRating(3)).toBe('3.00');
    expect(formatRating(4.126)).toBe('4.13');
  });
});

describe('phone display', () => {
  it('formats 10 digits as 2-4-rest and 11 digits as 3-4-rest', () => {
    expect(formatPhone('0312345678')).toBe('03-1234-5678');
    expect(formatPhone('09012345678')).toBe('090-1234-5678');
    expect(formatPhone('０９０１２３４５６７８')).toBe('090-1234-5678');
    expect(formatPhone('090-1234-5678')).toBe('090-1234-5678');
  });

  it('writes toll-free and other non-geographic numbers as people write them (issue 26)', () => {
    expect(formatPhone('0120-817-301')).toBe('0120-817-301');
    expect(formatPhone('0120817301')).toBe('0120-817-301');
    expect(formatPhone('０５７０００１２３４')).toBe('0570-001-234');
    expect(formatPhone('0990123456')).toBe('0990-123-456');
    expect(formatPhone('08001234567')).toBe('0800-123-4567');
    expect(formatPhone('0180991234')).toBe('0180-99-1234');
    expect(formatPhone('05012345678')).toBe('050-1234-5678');
    expect(formatPhone('02012345678')).toBe('020-1234-5678');
  });

  it('leaves other lengths as typed', () => {
    expect(formatPhone('123456789')).toBe('123456789');
    expect(formatPhone('')).toBe('');
  });
});

describe('closed days', () => {
  it('joins with the Japanese comma', () => {
    expect(formatClosedDays(['月', '火'])).toBe('月、火');
    expect(formatClosedDays([])).toBe('なし');
  });

  it('joins with a comma in English, and says None', () => {
    expect(formatClosedDays(['Mon', 'Tue'], 'en')).toBe('Mon, Tue');
    expect(formatClosedDays([], 'en')).toBe('None');
  });
});

describe('lists and nothing', () => {
  it('list texts and say there is nothing in either language', () => {
    expect(enumerate(['午前', '15時以降'])).toBe('午前、15時以降');
    expect(enumerate(['Morning', 'After 3 p.m.'], 'en')).toBe('Morning, After 3 p.m.');
    expect(noneInWords()).toBe('なし');
    expect(noneInWords('en')).toBe('None');
  });
});

describe('English addresses', () => {
  it('name a place smallest part first, leaving out the parts it lacks', () => {
    expect(englishPlace(['Tokyo', 'Shinjuku-ku', 'Nishishinjuku'])).toBe('Nishishinjuku, Shinjuku-ku, Tokyo');
    expect(englishPlace(['Tokyo', 'Shinjuku-ku', ''])).toBe('Shinjuku-ku, Tokyo');
  });

  it('lead the town with the typed parts, and end with the postal code', () => {
    const place = 'Shinjuku, Shinjuku-ku, Tokyo';
    expect(englishAddress({ postalCode: '1600022', place, withTown: true, details: ['1-2-3'] })).toBe('1-2-3 Shinjuku, Shinjuku-ku, Tokyo 160-0022');
    expect(englishAddress({ postalCode: '', place: 'Shinjuku-ku, Tokyo', withTown: false, details: [' 4-5-6 ', '', 'Sun Tower 101'] })).toBe('4-5-6 Sun Tower 101, Shinjuku-ku, Tokyo');
    expect(englishAddress({ postalCode: '', place, withTown: true, details: [''] })).toBe(place);
  });
});

describe('step-5 progress', () => {
  it('maps invalid required items to 0, 33.3, 66.7 and 100', () => {
    expect(contactProgressPercent(3)).toBe(0);
    expect(contactProgressPercent(2)).toBe(33.3);
    expect(contactProgressPercent(1)).toBe(66.7);
    expect(contactProgressPercent(0)).toBe(100);
    expect(contactProgressPercent(5)).toBe(0);
    expect(contactProgressPercent(-1)).toBe(100);
  });
});

describe('escapeHtmlAttribute', () => {
  it('escapes what could end or open markup inside a double-quoted attribute', () => {
    expect(escapeHtmlAttribute('{"step":"step1"} & <b>')).toBe('{&quot;step&quot;:&quot;step1&quot;} &amp; &lt;b>');
  });
});
