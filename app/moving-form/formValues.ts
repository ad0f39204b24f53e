import type { EstimateCommonValues } from '../../domain/api/payloads/formValues.ts';
import { EMPTY_CONTACT, type BelongingsValues, type ContactSectionValues, type MovingAddressValues } from './values.ts';

/** The form's sections and choices as the payload builders read them; contact and choices are absent for the company query. */
export interface MovingFormSections {
  address: MovingAddressValues;
  belongings: BelongingsValues;
  contact?: ContactSectionValues;
  companyList?: readonly string[];
  allianceList?: readonly { alliance_id: string; isChecked: boolean }[];
}

/**
 * The shared part of the estimate and reservation payload values (domain/api/payloads);
 * undefined until a person count is chosen.
 */
export function commonValuesOf(sections: MovingFormSections): EstimateCommonValues | undefined {
  const { address, belongings, contact = EMPTY_CONTACT, companyList = [], allianceList = [] } = sections;
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
