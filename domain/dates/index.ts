export {
  MOVING_DATE_LEAD_DAYS,
  MOVING_MONTH_CHOICES,
  defaultMovingDate,
  timingOf,
  movingMonthOptions,
  timingOptions,
  firstTimingOf,
} from './movingDate.ts';
export { parseCalendarDate } from './calendarDate.ts';
export type { DatePattern } from './calendarDate.ts';
export { MOVING_DATE_MAX_MONTHS, movingDateWindow, movingDateFromQuery } from './movingDateQuery.ts';
export {
  SEARCH_FIRST_PASS_DAYS,
  SEARCH_WINDOW_DAYS,
  SEARCH_MAX_ATTEMPTS,
  toIsoDate,
  isBusinessDay,
  searchWindowEnd,
  companySearchDates,
  calendarFallbackDates,
} from './search.ts';
export { BOOKABLE_MONTHS, japanToday, japanTodayAsLocalDate, addIsoDays, addIsoMonths, bookableWindow } from './bookableWindow.ts';
