/** Japan Standard Time is UTC+9 all year (no daylight saving). */
const JAPAN_OFFSET_MS = 9 * 3_600_000;

/**
 * An instant as visitors in Japan read it, 'yyyy/MM/dd HH:mm' in Japan time whatever the device's
 * time zone (the expiry on the complete page); '' for a text that is no instant.
 */
export function formatJapanDateTime(instant: string): string {
  const time = Date.parse(instant);
  if (Number.isNaN(time)) return '';
  const [date = '', clock = ''] = new Date(time + JAPAN_OFFSET_MS).toISOString().split('T');
  return `${date.replaceAll('-', '/')} ${clock.slice(0, 5)}`;
}

/** A 'yyyy-MM-dd' (or 'yyyy/MM/dd') calendar date as '2026年11月26日'. */
export function formatJapaneseDate(date: string): string {
  const [year, month, day] = date.split(/[-/]/).map(Number);
  return `${year}年${month}月${day}日`;
}

/** An instant with its zone, as messages and the lead page say it: '2026/11/27 18:00（日本時間）'. */
export function japanTimeInWords(instant: string): string {
  return `${formatJapanDateTime(instant)}（日本時間）`;
}

const WEEKDAYS = '日月火水木金土';

/** A 'yyyy-MM-dd' calendar day with its weekday: '2026年12月5日（土）'. */
export function japaneseDateWithWeekday(isoDate: string): string {
  return `${formatJapaneseDate(isoDate)}（${WEEKDAYS[new Date(`${isoDate}T00:00:00Z`).getUTCDay()] ?? ''}）`;
}
