import type { CompanyListMove, MovingRequestValues } from '../../domain/api/payloads/movingRequest.ts';
import { isRouteChosen } from '../../domain/validation/movingFormRules.ts';
import type { BelongingsValues, ContactSectionValues, MovingAddressValues } from './values.ts';

/** The form's sections and the choices, as the moving request takes them. */
export interface MovingFormSections {
  address: MovingAddressValues;
  belongings: BelongingsValues;
  contact: ContactSectionValues;
  companyList: readonly string[];
  allianceList: readonly { alliance_id: string; isChecked: boolean }[];
}

/** The moving request both flows send (domain/api/payloads/movingRequest.ts); undefined until a person count is chosen. */
export function movingRequestOf(sections: MovingFormSections): MovingRequestValues | undefined {
  const { address, belongings, contact, companyList, allianceList } = sections;
  if (belongings.personCount === '') return undefined;
  return {
    ...address,
    personCount: belongings.personCount,
    baggageQuantity: belongings.baggageQuantity,
    etcBaggages: belongings.etcBaggages,
    ...contact,
    companyList: [...companyList],
    allianceList: [...allianceList],
  };
}

/** The move a company list is asked for; undefined while an end or the person count is missing. */
export function companyListMoveOf(address: MovingAddressValues, belongings: BelongingsValues): CompanyListMove | undefined {
  const { personCount, baggageQuantity, etcBaggages } = belongings;
  if (!isRouteChosen(address) || personCount === '') return undefined;
  const { fromPrefecture, fromCity, fromDistrict, toPrefecture, toCity } = address;
  return { fromPrefecture, fromCity, fromDistrict, toPrefecture, toCity, personCount, baggageQuantity, etcBaggages };
}
