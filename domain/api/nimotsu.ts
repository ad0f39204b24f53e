/** Default counts of an item per person type (head count 1, 2, 3). */
export interface NimotsuCounts {
  single: number;
  pair: number;
  family: number;
}

/** One belongings item of the master. `code` is 5 digits and starts with its category code. */
export interface NimotsuItem {
  code: string;
  label: string;
  unit: string;
  count: NimotsuCounts;
  /** URL path of the picture, e.g. '/images/nimotsu/80001.svg'. */
  image: string;
  note: string;
  order: number;
  /** Cubic metres per unit. */
  volume: number;
}

/** One belongings category ('1'..'8') with its items in order. */
export interface NimotsuCategory {
  code: string;
  label: string;
  order: number;
  items: NimotsuItem[];
}

/** GET /api/nimotsu/ */
export interface NimotsuResponse {
  categories: NimotsuCategory[];
}

/** Item code of cardboard boxes (段ボール): limit 99, count depends on the head count. */
export const CARDBOARD_ITEM_CODE = '80001';
