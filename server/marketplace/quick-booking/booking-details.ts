import type { QuickBookingReserveRequest } from '../../../domain/api/quickBooking.ts';
import type { FloorPlan } from '../../pricing/index.ts';
import { belongingsOf } from '../../requests/move.ts';
import type { RequestDetails } from '../../requests/request-details.ts';
import { headCountOf, quickItemCounts } from '../move-spec.ts';

/**
 * A quick booking in our own names: both ends with their buildings (no housing type: the form asks
 * the building), the day and slot booked. The booking's company may always phone the visitor, who
 * chose no contact and no partner service.
 */
export function bookingDetails(request: QuickBookingReserveRequest): RequestDetails {
  return {
    move: {
      origin: {
        postalCode: request.fromPostalCode, prefecture: request.fromPrefecture, city: request.fromCity, district: request.fromDistrict,
        housingType: null, floorPlan: request.fromFloorPlan as FloorPlan, building: request.fromBuilding,
      },
      destination: {
        postalCode: '', prefecture: request.toPrefecture, city: request.toCity, district: '',
        housingType: null, floorPlan: request.toFloorPlan as FloorPlan, building: request.toBuilding,
      },
      headCount: headCountOf(request.headCount),
      schedule: { kind: 'day', date: request.movingDate },
      time: { kind: 'slot', slot: request.desiredTime },
      belongings: belongingsOf(quickItemCounts(request.nimotsu)),
    },
    personal: {
      name: request.customerName,
      nameReading: request.customerNameKana,
      email: request.customerEmail,
      tel: request.customerTel,
      originDetail: request.fromDetailAddress,
      destinationDetail: request.toDetailAddress,
      destinationTownArea: null,
      note: null,
      belongingsNote: request.etcBaggages,
    },
    contact: null,
    partners: [],
  };
}
