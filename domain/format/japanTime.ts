import { JAPAN_OFFSET_MS } from '../dates/bookableWindow.ts';

/** An ISO instant as Japan shows it, 'yyyy/MM/dd HH:mm', whatever the device's time zone (spec §9). */
export function formatJapanDateTime(iso: string): string {
  const japan = new Date(Date.parse(iso) + JAPAN_OFFSET_MS).toISOString();
  return `${japan.slice(0, 10).replaceAll('-', '/')} ${japan.slice(11, 16)}`;
}

/** A 'yyyy-MM-dd' (or 'yyyy/MM/dd') calendar date as '2026年11月26日'. */
export function formatJapaneseDate(date: string): string {
  const [year, month, day] = date.split(/[-/]/).map(Number);
  return `${year}年${month}月${day}日`;
}
