import type { CompanyAvailabilityRequest, KantanReserveRequest } from '../../../domain/api/kantanYoyaku.ts';
import type { NimotsuCategory } from '../../../domain/api/nimotsu.ts';
import type { QuickNimotsuCategory } from '../../../domain/api/nimotsuPayload.ts';
import type { BaggageQuantity } from '../../../domain/validation/baggageRules.ts';
import type { AddressForm, BaggageForm, BuildingForm, CustomerForm, DetailAddressForm, ReservationForm } from './forms.ts';

/** The quick-booking `nimotsu` list: categories with the items counted above 0 (spec §7). */
export function quickNimotsu(categories: readonly NimotsuCategory[], quantity: BaggageQuantity): QuickNimotsuCategory[] {
  return categories
    .map((category) => ({
      id: category.code,
      items: category.items
        .map((item) => ({ id: item.code, count: Number(quantity[item.code] ?? 0) || 0 }))
        .filter((item) => item.count > 0),
    }))
    .filter((category) => category.items.length > 0);
}

export interface MoveInputs {
  address: AddressForm;
  buildings: BuildingForm;
  baggage: BaggageForm;
  reservation: Pick<ReservationForm, 'desiredTime'>;
  categories: readonly NimotsuCategory[];
}

type MoveBody = Omit<CompanyAvailabilityRequest, 'fromDate' | 'toDate'>;

/** What every company search and the reservation send about the move. */
export function moveBody({ address, buildings, baggage, reservation, categories }: MoveInputs): MoveBody {
  return {
    fromPrefecture: address.fromPrefecture,
    fromCity: address.fromCity,
    fromDistrict: address.fromDistrict,
    toPrefecture: address.toPrefecture,
    toCity: address.toCity,
    fromFloorPlan: Number(address.fromFloorPlan),
    toFloorPlan: Number(address.toFloorPlan),
    headCount: Number(address.headCount) as MoveBody['headCount'],
    fromBuilding: buildings.from,
    toBuilding: buildings.to,
    nimotsu: quickNimotsu(categories, baggage.baggageQuantity),
    etcBaggages: baggage.hasEtcBaggages === '1' ? baggage.etcBaggages.trim() : '',
    desiredTime: reservation.desiredTime,
  };
}

/** A company search for the days from `fromDate` to `toDate`. */
export function companyAvailabilityRequest(inputs: MoveInputs, fromDate: string, toDate: string): CompanyAvailabilityRequest {
  return { ...moveBody(inputs), fromDate, toDate };
}

/** The reserve request sent from confirm. */
export function reserveRequest(
  inputs: MoveInputs & { detail: DetailAddressForm; reservation: ReservationForm; customer: CustomerForm; price: number; companyId: string },
): KantanReserveRequest {
  const { detail, reservation, customer } = inputs;
  return {
    ...moveBody(inputs),
    fromPostalCode: inputs.address.fromPostalCode,
    fromDetailAddress: detail.fromDetailAddress.trim(),
    toDetailAddress: detail.toDetailAddress.trim(),
    movingDate: reservation.movingDate,
    companyId: inputs.companyId,
    price: inputs.price,
    customerName: customer.customerName.trim(),
    customerNameKana: customer.customerNameKana.trim(),
    customerTel: customer.customerTel.trim(),
    customerEmail: customer.customerEmail.trim(),
  };
}
