import type { FlowId } from '../../domain/flows/flows.ts';

/**
 * The visitor's personal data, which the requests table keeps in columns of its own (migration
 * 0024) rather than inside the stored request: erasing it clears these columns on every flow.
 */
export const PERSONAL_COLUMNS = {
  name: 'name',
  nameReading: 'name_reading',
  email: 'email',
  tel: 'tel',
  originDetail: 'origin_detail',
  destinationDetail: 'destination_detail',
  destinationTownArea: 'destination_town_area',
  note: 'note',
  belongingsNote: 'belongings_note',
} as const;

export type PersonalField = keyof typeof PERSONAL_COLUMNS;

/** A request's personal data, a value per field (null where the visitor gave none, or once erased). */
export type PersonalData = Record<PersonalField, string | null>;

export const PERSONAL_FIELDS = /* @__PURE__ */ Object.keys(PERSONAL_COLUMNS) as PersonalField[];

const MOVING_FORM_KEYS = {
  name: 'shimei',
  nameReading: 'shimeiKana',
  email: 'email',
  tel: 'tel1',
  originDetail: 'fromHouseNumber',
  destinationDetail: 'toHouseNumber',
  destinationTownArea: 'toTownArea',
  note: 'etcYobo',
  belongingsNote: 'etcNimotsu',
} as const satisfies Partial<Record<PersonalField, string>>;

/** Where each flow's request, as it comes over the wire (spec §7), carries each piece of personal data. */
const WIRE_KEYS: Readonly<Record<FlowId, Partial<Record<PersonalField, string>>>> = {
  estimate: MOVING_FORM_KEYS,
  reservation: MOVING_FORM_KEYS,
  quickBooking: {
    name: 'customerName',
    nameReading: 'customerNameKana',
    email: 'customerEmail',
    tel: 'customerTel',
    originDetail: 'fromDetailAddress',
    destinationDetail: 'toDetailAddress',
    belongingsNote: 'etcBaggages',
  },
};

type WireRequest = Readonly<Record<string, unknown>>;

/** Splits a request as received into what is stored as the request and its personal data. */
export function withoutPersonalData(flow: FlowId, request: object): { request: WireRequest; personal: PersonalData } {
  const rest: Record<string, unknown> = { ...request };
  const personal = Object.fromEntries(PERSONAL_FIELDS.map((field) => [field, null])) as PersonalData;
  for (const [field, key] of Object.entries(WIRE_KEYS[flow]) as [PersonalField, string][]) {
    const value = rest[key];
    delete rest[key];
    if (typeof value === 'string') personal[field] = value;
  }
  return { request: rest, personal };
}

/** The request as it was received: the stored request with its personal data back under its wire keys (those erased are absent). */
export function withPersonalData<Request>(flow: FlowId, request: WireRequest, personal: PersonalData): Request {
  const whole: Record<string, unknown> = { ...request };
  for (const [field, key] of Object.entries(WIRE_KEYS[flow]) as [PersonalField, string][]) {
    const value = personal[field];
    if (value !== null) whole[key] = value;
  }
  return whole as Request;
}
