/**
 * The visitor's personal data, which the requests table keeps in columns of its own (migration
 * 0024) rather than inside the stored move: erasing it clears these columns on every flow. Each
 * flow's service says where its request carries each piece (its wire names, spec §7).
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
