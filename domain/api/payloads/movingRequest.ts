import type { ContactPreference } from '../../options/contactPreference.ts';
import type { PersonCount } from '../../options/household.ts';
import type { BaggageQuantity } from '../../validation/baggageRules.ts';
import { toHalfWidth } from '../../validation/halfWidth.ts';
import { contactPreferenceWire } from '../contactPreferenceWire.ts';
import type { NimotsuCategory } from '../nimotsu.ts';
import { buildEstimateNimotsu } from './nimotsu.ts';

/** Where a moving request goes from and to (spec §3 "Address", "Extra address"), in the estimate and the reservation alike. */
export interface MovingRequestAddress {
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

/** The move a company list is asked for (spec §7): both ends, the person count and the belongings. */
export interface CompanyListMove {
  fromPrefecture: string;
  fromCity: string;
  fromDistrict: string;
  toPrefecture: string;
  toCity: string;
  personCount: PersonCount;
  baggageQuantity: BaggageQuantity;
  etcBaggages: string;
}

/**
 * The moving request the estimate and the reservation both send: the address, the belongings,
 * the contact and the chosen companies and partners. Each flow adds its own schedule.
 */
export interface MovingRequestValues extends MovingRequestAddress, CompanyListMove {
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

/** Half-width and trimmed: what the visitor typed, as the API stores it. */
function clean(text: string): string {
  return toHalfWidth(text).trim();
}

/** yyyy/MM/dd → { yyyyMM, dd }. */
export function splitPickedDate(pickedDate: string): { yoteiDateYearMonth: string; yoteiDateDay: string } {
  const [year = '', month = '', day = ''] = pickedDate.split('/');
  return { yoteiDateYearMonth: `${year}${month}`, yoteiDateDay: day };
}

/** The keys of the moving request both flows send (spec §7): address, contact, belongings, companies and partners. */
export function movingRequestBody(values: MovingRequestValues, master: readonly NimotsuCategory[]) {
  return {
    fromZipCd: clean(values.fromPostalcode),
    fromTodofukenCd: values.fromPrefecture,
    fromShikuchosonCd: values.fromCity,
    fromMachiCd: values.fromDistrict,
    fromHouseNumber: values.fromHouseNumber.trim(),
    fromHousingTypeCd: values.fromHousingType,
    fromMadoriCd: values.fromFloorPlan,
    toTodofukenCd: values.toPrefecture,
    toShikuchosonCd: values.toCity,
    toTownArea: values.toTownArea.trim(),
    toHouseNumber: values.toHouseNumber.trim(),
    toHousingTypeCd: values.toHousingType,
    toMadoriCd: values.toFloorPlan,
    shimei: values.name.trim(),
    shimeiKana: values.nameKana.trim(),
    email: clean(values.email),
    tel1: clean(values.tel),
    ...contactPreferenceWire(values.contactPreference),
    etcYobo: values.otherRequests.trim(),
    nimotsu: buildEstimateNimotsu(master, values.baggageQuantity),
    etcNimotsu: values.etcBaggages.trim(),
    manCount: values.personCount,
    kaisha: [...values.companyList],
    alliance: values.allianceList.filter((alliance) => alliance.isChecked).map((alliance) => alliance.alliance_id),
  };
}

/** The keys both company-list queries share: the route, the person count and the belongings as JSON text. */
export function companyListMoveQuery(move: CompanyListMove, master: readonly NimotsuCategory[]) {
  return {
    fromTodofukenCd: move.fromPrefecture,
    fromShikuchosonCd: move.fromCity,
    fromMachiCd: move.fromDistrict,
    toTodofukenCd: move.toPrefecture,
    toShikuchosonCd: move.toCity,
    manCount: move.personCount,
    nimotsu: JSON.stringify(buildEstimateNimotsu(master, move.baggageQuantity)),
    etcNimotsu: move.etcBaggages.trim(),
  };
}
