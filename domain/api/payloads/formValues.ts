import type { BuildingDetail, DestinationBuildingDetail } from '../../address/buildingDetail.ts';
import type { ContactPreference } from '../../options/contactPreference.ts';
import type { PersonCount } from '../../options/household.ts';
import type {
  DesiredTime,
  PreferredTime,
  ReservationTimeFrame,
  ScheduleFormat,
  Timing,
  WeekdayPreference,
} from '../../options/schedule.ts';
import type { BaggageQuantity } from '../../validation/baggageRules.ts';

/** Address part of the estimate and reservation forms (spec §3 field names). */
export interface EstimateAddressValues {
  fromPostalcode: string;
  fromPrefecture: string;
  fromCity: string;
  fromDistrict: string;
  /** '01'..'14' */
  fromFloorPlan: string;
  fromHouseNumber: string;
  /** '01'..'05' */
  fromHousingType: string;
  toPrefecture: string;
  toCity: string;
  toFloorPlan: string;
  toTownArea: string;
  toHouseNumber: string;
  toHousingType: string;
}

/** Contact, belongings and company parts of the estimate and reservation forms. */
export interface EstimateCommonValues extends EstimateAddressValues {
  personCount: PersonCount;
  baggageQuantity: BaggageQuantity;
  etcBaggages: string;
  name: string;
  nameKana: string;
  email: string;
  tel: string;
  /** How the chosen companies may contact the visitor (e-mail only, or phone within windows). */
  contactPreference: ContactPreference;
  otherRequests: string;
  /** kissCd codes of the chosen companies. */
  companyList: string[];
  allianceList: { alliance_id: string; isChecked: boolean }[];
}

/** The estimate form. */
export interface EstimateFormValues extends EstimateCommonValues {
  scheduleFormat: ScheduleFormat;
  /** yyyy/MM/dd, used when scheduleFormat is 'precise'. */
  pickedDate: string;
  /** yyyyMM, timing and weekday preference, used when scheduleFormat is 'approximate'. */
  month: string;
  timing: Timing;
  day: WeekdayPreference;
  showPreferredTime: boolean;
  preferredTime: PreferredTime[];
}

/** The reservation form: a precise date and one time frame. */
export interface ReservationFormValues extends EstimateCommonValues {
  /** yyyy/MM/dd */
  pickedDate: string;
  preferredTime: ReservationTimeFrame;
}

/** The move as the quick-booking forms hold it. */
export interface QuickBookingMoveValues {
  fromPrefecture: string;
  fromCity: string;
  fromDistrict: string;
  toPrefecture: string;
  toCity: string;
  /** '1'..'14' */
  fromFloorPlan: string;
  toFloorPlan: string;
  headCount: PersonCount;
  fromBuilding: BuildingDetail;
  toBuilding: DestinationBuildingDetail;
  baggageQuantity: BaggageQuantity;
  etcBaggages: string;
  desiredTime: DesiredTime;
}

/** The chosen day and company and the customer, for the quick-booking reservation. */
export interface QuickBookingReserveValues extends QuickBookingMoveValues {
  /** yyyy-MM-dd */
  movingDate: string;
  companyId: string;
  /** The price shown for the chosen company and desired time. */
  price: number;
  fromPostalCode: string;
  fromDetailAddress: string;
  toDetailAddress: string;
  customerName: string;
  customerNameKana: string;
  customerTel: string;
  customerEmail: string;
}
