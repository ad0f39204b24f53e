import { addIsoDays, addIsoMonths, bookableWindow } from '../../../domain/dates/bookableWindow.ts';

/** 'yyyy-MM' of a 'yyyy-MM-dd' date. */
export function monthOf(isoDate: string): string {
  return isoDate.slice(0, 7);
}

/** The days of a month ('yyyy-MM') inside the bookable window (domain/dates, the one the server applies too) as a request range, or undefined outside it. */
export function monthRange(month: string, today: string): { fromDate: string; toDate: string } | undefined {
  const { first, last } = bookableWindow(today);
  const monthStart = `${month}-01`;
  const monthEnd = addIsoDays(addIsoMonths(monthStart, 1), -1);
  const fromDate = monthStart < first ? first : monthStart;
  const toDate = monthEnd > last ? last : monthEnd;
  return fromDate <= toDate ? { fromDate, toDate } : undefined;
}
