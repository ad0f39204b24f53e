export { PriceCalendar } from './PriceCalendar.tsx';
export type {
  PriceCalendarProps,
  PriceCalendarDayData,
  PriceCalendarDayState,
  PriceCalendarDayKind,
} from './PriceCalendar.types.ts';
