/** The fixed digit patterns of dates in forms ('yyyy/MM/dd'), queries ('yyyyMMdd') and the API ('yyyy-MM-dd'). */
export type DatePattern = 'yyyy/MM/dd' | 'yyyy-MM-dd' | 'yyyyMMdd';

const SHAPES: Readonly<Record<DatePattern, RegExp>> = {
  'yyyy/MM/dd': /^(\d{4})\/(\d{2})\/(\d{2})$/,
  'yyyy-MM-dd': /^(\d{4})-(\d{2})-(\d{2})$/,
  yyyyMMdd: /^(\d{4})(\d{2})(\d{2})$/,
};

/**
 * The local midnight of `text` in `pattern`, or undefined when the text has another shape or
 * names a day that does not exist (2025/02/30). A few lines instead of date-fns' general
 * `parse`, which would add 20 KB to every page that reads a date.
 */
export function parseCalendarDate(text: string, pattern: DatePattern): Date | undefined {
  const match = SHAPES[pattern].exec(text);
  if (!match) return undefined;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(2000, 0, 1);
  date.setFullYear(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? date : undefined;
}
