import type { FlowId } from '../flows/flows.ts';
import { houseNumberCharactersRule, townAreaRule } from '../validation/addressRules.ts';
import { otherBelongingsRule } from '../validation/belongingsRules.ts';
import { emailRule, nameKanaRule, nameRule, otherRequestsRule } from '../validation/contactRules.ts';
import { MESSAGES, readingOf } from '../validation/messages.ts';
import { estimateBelongingsSchema } from './belongingsPayload.ts';
import {
  cityCodeField,
  districtCodeField,
  estimateFloorPlanField,
  housingTypeField,
  manCountField,
  phoneField,
  postalCodeField,
  prefectureCodeField,
  ruleField,
} from './schemaParts.ts';

/** Address keys shared by the estimate and reservation payloads (origin house number set per flow). */
export const estimateAddressShape = {
  fromZipCd: postalCodeField,
  fromTodofukenCd: prefectureCodeField,
  fromShikuchosonCd: cityCodeField,
  fromMachiCd: districtCodeField,
  fromHousingTypeCd: housingTypeField,
  fromMadoriCd: estimateFloorPlanField,
  toTodofukenCd: prefectureCodeField,
  toShikuchosonCd: cityCodeField,
  toTownArea: ruleField(townAreaRule),
  toHouseNumber: ruleField(houseNumberCharactersRule),
  toHousingTypeCd: housingTypeField,
  toMadoriCd: estimateFloorPlanField,
};

/** Origin house number: optional in the estimate form, required in the reservation flow. */
export const optionalHouseNumberField = ruleField(houseNumberCharactersRule);

/** Contact and other-request keys, with the flow's messages and phone minimum. */
export function contactShape(flow: FlowId) {
  const reading = readingOf(flow);
  return {
    shimei: ruleField(nameRule(flow), MESSAGES.name.required[reading]),
    shimeiKana: ruleField(nameKanaRule, MESSAGES.nameKana.required),
    email: ruleField(emailRule, MESSAGES.email.required),
    tel1: phoneField(flow),
    etcYobo: ruleField(otherRequestsRule),
  };
}

/** Belongings keys: counts by category, free text and person count. */
export const belongingsShape = {
  nimotsu: estimateBelongingsSchema,
  etcNimotsu: ruleField(otherBelongingsRule),
  manCount: manCountField,
};
