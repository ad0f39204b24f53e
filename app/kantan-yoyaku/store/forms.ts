import type { BuildingDetail, DestinationBuildingDetail } from '../../../domain/address/buildingDetail.ts';
import { EMPTY_BUILDING_DETAIL, EMPTY_DESTINATION_BUILDING_DETAIL } from '../../../domain/address/buildingDetail.ts';
import { DEFAULT_QUICK_BOOKING_FLOOR_PLAN } from '../../../domain/options/floorPlans.ts';
import { DEFAULT_ADDRESS_FORMAT } from '../../../domain/options/household.ts';
import type { AddressForm } from '../../../domain/validation/quickBookingRules.ts';
import type { DesiredTime } from '../../../domain/options/schedule.ts';
import type { SortType } from '../../../domain/options/quickBooking.ts';
import { DEFAULT_SORT_TYPE } from '../../../domain/options/quickBooking.ts';
import type { CompanyInfo } from '../../../domain/api/quickBooking.ts';
import { EMPTY_HEAD_COUNT } from '../../moving-form/values.ts';

export type { AddressForm } from '../../../domain/validation/quickBookingRules.ts';

export const EMPTY_ADDRESS: AddressForm = {
  fromAddressFormat: DEFAULT_ADDRESS_FORMAT,
  fromPostalCode: '',
  fromPrefecture: '',
  fromCity: '',
  fromDistrict: '',
  fromFloorPlan: DEFAULT_QUICK_BOOKING_FLOOR_PLAN,
  toPrefecture: '',
  toCity: '',
  toFloorPlan: DEFAULT_QUICK_BOOKING_FLOOR_PLAN,
  ...EMPTY_HEAD_COUNT,
};

/** Step 2: building details of both ends. */
export interface BuildingForm {
  from: BuildingDetail;
  to: DestinationBuildingDetail;
}
export const EMPTY_BUILDINGS: BuildingForm = { from: EMPTY_BUILDING_DETAIL, to: EMPTY_DESTINATION_BUILDING_DETAIL };

/** Detail addresses (street and building), never stored in the browser (spec §4). */
export interface DetailAddressForm {
  fromDetailAddress: string;
  toDetailAddress: string;
}
export const EMPTY_DETAIL_ADDRESS: DetailAddressForm = { fromDetailAddress: '', toDetailAddress: '' };
export type DetailAddressEnd = 'from' | 'to';
export const DETAIL_ADDRESS_ENDS: readonly DetailAddressEnd[] = ['from', 'to'];

/** Step 4: the date, time slot and company chosen on the calendar. */
export interface CalendarChoice {
  movingDate: string;
  desiredTime: DesiredTime;
  /** The day the calendar opened on ('yyyy-MM-dd'). */
  initialOpenedCalenderDate: string;
  selectedCompany: CompanyInfo | null;
  sortType: SortType;
}
export const EMPTY_CALENDAR_CHOICE: CalendarChoice = {
  movingDate: '',
  desiredTime: 'free',
  initialOpenedCalenderDate: '',
  selectedCompany: null,
  sortType: DEFAULT_SORT_TYPE,
};
