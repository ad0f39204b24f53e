export type { Option } from './option.ts';
export { optionValues, optionLabel, optionLabelIn } from './option.ts';
export { PREFECTURE_OPTIONS, PREFECTURE_CODE_PATTERN } from './prefectures.ts';
export {
  ESTIMATE_FLOOR_PLAN_OPTIONS,
  QUICK_BOOKING_FLOOR_PLAN_OPTIONS,
  DEFAULT_ESTIMATE_FLOOR_PLAN,
  DEFAULT_QUICK_BOOKING_FLOOR_PLAN,
  LARGE_FLOOR_PLAN_THRESHOLD,
  isLargeFloorPlan,
} from './floorPlans.ts';
export type {
  ReservationTimeFrame,
  Timing,
  WeekdayPreference,
  PreferredTime,
  ScheduleFormat,
  DesiredTime,
} from './schedule.ts';
export {
  RESERVATION_TIME_FRAME_OPTIONS,
  DEFAULT_RESERVATION_TIME_FRAME,
  TIMING_OPTIONS,
  WEEKDAY_PREFERENCE_OPTIONS,
  PREFERRED_TIME_OPTIONS,
  SCHEDULE_FORMAT_OPTIONS,
  UNSPECIFIED_DAY,
  DESIRED_TIME_OPTIONS,
} from './schedule.ts';
export type { HeadCount, HeadCountNumber, AddressFormat } from './household.ts';
export {
  HOUSING_TYPE_OPTIONS,
  DEFAULT_HOUSING_TYPE,
  HEAD_COUNT_OPTIONS,
  ADDRESS_FORMAT_OPTIONS,
  DEFAULT_ADDRESS_FORMAT,
} from './household.ts';
export type { BuildingType, SortType } from './quickBooking.ts';
export {
  BUILDING_TYPE_OPTIONS,
  TOWER_OPTIONS,
  YES_NO_OPTIONS,
  FROM_PARKING_OPTIONS,
  TO_PARKING_OPTIONS,
  PARKING_UNKNOWN,
  NEW_BUILDING_OPTIONS,
  TOWER_FLOOR,
  quickBookingFloorOptions,
  SORT_TYPE_OPTIONS,
  DEFAULT_SORT_TYPE,
} from './quickBooking.ts';
export { SUGGESTED_EMAIL_DOMAINS, withEmailDomain } from './emailDomains.ts';
export type { ContactMethod, ContactWindow, ContactPreference } from './contactPreference.ts';
export {
  CONTACT_METHOD_OPTIONS,
  CONTACT_METHOD_NOTES,
  DEFAULT_CONTACT_METHOD,
  CONTACT_WINDOW_OPTIONS,
  DEFAULT_CONTACT_PREFERENCE,
} from './contactPreference.ts';
