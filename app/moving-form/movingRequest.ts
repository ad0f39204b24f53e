import type { CompanyListMove, MovingRequestValues } from '../../domain/api/payloads/movingRequest.ts';
import { isRouteChosen } from '../../domain/validation/movingFormRules.ts';
import type { MovingFormValues } from './values.ts';

/**
 * The moving request both flows send (domain/api/payloads/movingRequest.ts) of the form's values
 * and the partners offered with their checks; undefined until a person count is chosen.
 */
export function movingRequestOf(values: MovingFormValues<object>, allianceList: MovingRequestValues['allianceList']): MovingRequestValues | undefined {
  const { headCount } = values;
  if (headCount === '') return undefined;
  return {
    fromPostalCode: values.fromPostalCode,
    fromPrefecture: values.fromPrefecture,
    fromCity: values.fromCity,
    fromDistrict: values.fromDistrict,
    fromFloorPlan: values.fromFloorPlan,
    fromHouseNumber: values.fromHouseNumber,
    fromHousingType: values.fromHousingType,
    toPrefecture: values.toPrefecture,
    toCity: values.toCity,
    toFloorPlan: values.toFloorPlan,
    toTownArea: values.toTownArea,
    toHouseNumber: values.toHouseNumber,
    toHousingType: values.toHousingType,
    headCount,
    belongingsCounts: values.belongingsCounts,
    otherBelongings: values.otherBelongings,
    name: values.name,
    nameKana: values.nameKana,
    email: values.email,
    tel: values.tel,
    contactPreference: values.contactPreference,
    otherRequests: values.otherRequests,
    companyList: [...values.companyList],
    allianceList,
  };
}

/** The move a company list is asked for; undefined while an end or the person count is missing. */
export function companyListMoveOf(values: MovingFormValues<object>): CompanyListMove | undefined {
  const { fromPrefecture, fromCity, fromDistrict, toPrefecture, toCity, headCount, belongingsCounts, otherBelongings } = values;
  if (!isRouteChosen(values) || headCount === '') return undefined;
  return { fromPrefecture, fromCity, fromDistrict, toPrefecture, toCity, headCount, belongingsCounts, otherBelongings };
}
