import type { ContactPreference } from '../../options/contactPreference.ts';
import type { HeadCount } from '../../options/household.ts';
import type { BelongingsCounts } from '../../validation/belongingsRules.ts';
import { toHalfWidth } from '../../validation/halfWidth.ts';
import { contactPreferenceWire } from '../contactPreferenceWire.ts';
import type { BelongingsCategory } from '../belongings.ts';
import { buildEstimateBelongings } from './belongings.ts';

/** Where a moving request goes from and to (spec §3 "Address", "Extra address"), in the estimate and the reservation alike. */
export interface MovingRequestAddress {
  fromPostalCode: string;
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
  headCount: HeadCount;
  belongingsCounts: BelongingsCounts;
  otherBelongings: string;
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
export function splitMovingDate(movingDate: string): { yoteiDateYearMonth: string; yoteiDateDay: string } {
  const [year = '', month = '', day = ''] = movingDate.split('/');
  return { yoteiDateYearMonth: `${year}${month}`, yoteiDateDay: day };
}

/** The keys of the moving request both flows send (spec §7): address, contact, belongings, companies and partners. */
export function movingRequestBody(values: MovingRequestValues, master: readonly BelongingsCategory[]) {
  return {
    fromZipCd: clean(values.fromPostalCode),
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
    nimotsu: buildEstimateBelongings(master, values.belongingsCounts),
    etcNimotsu: values.otherBelongings.trim(),
    manCount: values.headCount,
    kaisha: [...values.companyList],
    alliance: values.allianceList.filter((alliance) => alliance.isChecked).map((alliance) => alliance.alliance_id),
  };
}

/** The keys both company-list queries share: the route, the person count and the belongings as JSON text. */
export function companyListMoveQuery(move: CompanyListMove, master: readonly BelongingsCategory[]) {
  return {
    fromTodofukenCd: move.fromPrefecture,
    fromShikuchosonCd: move.fromCity,
    fromMachiCd: move.fromDistrict,
    toTodofukenCd: move.toPrefecture,
    toShikuchosonCd: move.toCity,
    manCount: move.headCount,
    nimotsu: JSON.stringify(buildEstimateBelongings(master, move.belongingsCounts)),
    etcNimotsu: move.otherBelongings.trim(),
  };
}
