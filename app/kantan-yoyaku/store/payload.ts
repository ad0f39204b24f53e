import type { CompanyAvailabilityRequest, QuickBookingReserveRequest } from '../../../domain/api/quickBooking.ts';
import type { BelongingsCategory } from '../../../domain/api/belongings.ts';
import { buildCompanyAvailabilityRequest, buildQuickBookingReserveRequest, type QuickBookingMoveValues, type QuickBookingReserveValues } from '../../../domain/api/payloads/quickBookingPayload.ts';
import type { ContactValues } from '../../../ui/ContactFields/index.ts';
import type { BelongingsAnswers } from '../../moving-form/values.ts';
import type { AddressForm, BuildingForm, DetailAddressForm, CalendarChoice } from './forms.ts';

export interface MoveInputs {
  address: AddressForm;
  buildings: BuildingForm;
  belongings: BelongingsAnswers;
  reservation: Pick<CalendarChoice, 'desiredTime'>;
  categories: readonly BelongingsCategory[];
}

/**
 * The flow's forms as the domain payload builders take them. Searches and the reservation run
 * only behind the step guards, which require the head count; the other-belongings text counts only
 * when the visitor said there is other belongings.
 */
function moveValues({ address, buildings, belongings, reservation }: MoveInputs): QuickBookingMoveValues {
  const { headCount } = address;
  if (headCount === '') throw new Error('A company search needs the head count of step 1');
  return {
    fromPrefecture: address.fromPrefecture,
    fromCity: address.fromCity,
    fromDistrict: address.fromDistrict,
    toPrefecture: address.toPrefecture,
    toCity: address.toCity,
    fromFloorPlan: address.fromFloorPlan,
    toFloorPlan: address.toFloorPlan,
    headCount,
    fromBuilding: buildings.from,
    toBuilding: buildings.to,
    belongingsCounts: belongings.belongingsCounts,
    otherBelongings: belongings.hasOtherBelongings === '1' ? belongings.otherBelongings : '',
    desiredTime: reservation.desiredTime,
  };
}

/** Step 5's contact under the wire's names (spec §7). */
function customerOnWire(contact: ContactValues): Pick<QuickBookingReserveValues, 'customerName' | 'customerNameKana' | 'customerTel' | 'customerEmail'> {
  return { customerName: contact.name, customerNameKana: contact.nameKana, customerTel: contact.tel, customerEmail: contact.email };
}

/** A company search for the days from `fromDate` to `toDate`. */
export function companyAvailabilityRequest(inputs: MoveInputs, fromDate: string, toDate: string): CompanyAvailabilityRequest {
  return buildCompanyAvailabilityRequest(moveValues(inputs), inputs.categories, { fromDate, toDate });
}

/** The reserve request sent from confirm. */
export function reserveRequest(
  inputs: MoveInputs & { detail: DetailAddressForm; reservation: CalendarChoice; customer: ContactValues; price: number; companyId: string },
): QuickBookingReserveRequest {
  const { address, detail, reservation, customer } = inputs;
  return buildQuickBookingReserveRequest(
    {
      ...moveValues(inputs),
      movingDate: reservation.movingDate,
      companyId: inputs.companyId,
      price: inputs.price,
      fromPostalCode: address.fromPostalCode,
      ...detail,
      ...customerOnWire(customer),
    },
    inputs.categories,
  );
}
