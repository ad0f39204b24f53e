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

/**
 * The last day an estimate request's move can be: its date, or the last day of the month it names.
 * Its personal data is kept for the retention period after that day (server/privacy/).
 */
export function lastMovingDate(schedule: { isYoteibi: '1'; yoteiDateYearMonth: string; yoteiDateDay: string } | { isYoteibi: '0'; kohoDateYearMonth: string }): string {
  if (schedule.isYoteibi === '1') return preciseDate(schedule.yoteiDateYearMonth, schedule.yoteiDateDay);
  const year = Number(schedule.kohoDateYearMonth.slice(0, 4));
  const month = Number(schedule.kohoDateYearMonth.slice(4, 6));
  return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
}
