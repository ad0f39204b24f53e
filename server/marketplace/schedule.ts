/**
 * The day the estimate and reservation flows' schedules name, as 'yyyy-MM-dd'.
 * An approximate schedule (month and early/mid/late) is priced on a representative day of that part.
 */
const TIMING_DAY: Readonly<Record<string, string>> = { '01': '05', '02': '15', '03': '25' };

export function preciseDate(yearMonth: string, day: string): string {
  return `${yearMonth.slice(0, 4)}-${yearMonth.slice(4, 6)}-${day}`;
}

export function representativeDate(yearMonth: string, timing: string): string {
  return preciseDate(yearMonth, TIMING_DAY[timing] ?? '15');
}
