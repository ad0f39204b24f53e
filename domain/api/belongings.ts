/** Default counts of an item per person type (head count 1, 2, 3). */
export interface PersonTypeCounts {
  single: number;
  pair: number;
  family: number;
}

/** One belongings item of the master. `code` is 5 digits and starts with its category code. */
export interface BelongingsItem {
  code: string;
  label: string;
  unit: string;
  count: PersonTypeCounts;
  /** URL path of the picture, e.g. '/images/nimotsu/80001.svg'. */
  image: string;
  note: string;
  order: number;
  /** Cubic metres per unit. */
  volume: number;
}

/** One belongings category ('1'..'8') with its items in order. */
export interface BelongingsCategory {
  code: string;
  label: string;
  order: number;
  items: BelongingsItem[];
}

/** GET /api/nimotsu/ */
export interface BelongingsMasterResponse {
  categories: BelongingsCategory[];
}

/** Item code of cardboard boxes (段ボール): limit 99, count depends on the head count. */
export const CARDBOARD_ITEM_CODE = '80001';
