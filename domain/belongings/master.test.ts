import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CARDBOARD_ITEM_CODE } from '../api/belongings.ts';
import { BELONGINGS_MASTER } from './master.ts';

const PUBLIC_DIR = fileURLToPath(new URL('../../app/public', import.meta.url));
const allItems = BELONGINGS_MASTER.flatMap((category) => category.items);
const itemOf = (code: string) => allItems.find((item) => item.code === code);
/** Spec §9: items excluded from the IKEA summary. */
const IKEA_EXCLUDED = ['10024', '20015', '30014', '30017', '30020', '30023'];

describe('belongings master', () => {
  it('has 8 categories coded and ordered 1 to 8', () => {
    expect(BELONGINGS_MASTER.map((category) => [category.code, category.order])).toEqual([1, 2, 3, 4, 5, 6, 7, 8].map((n) => [String(n), n]));
    for (const category of BELONGINGS_MASTER) expect(category.items.length).toBeGreaterThanOrEqual(8);
  });

  it('gives every item a unique 5-digit code starting with its category code, and orders from 1', () => {
    for (const category of BELONGINGS_MASTER) {
      expect(category.items.every((item) => new RegExp(`^${category.code}\\d{4}$`).test(item.code))).toBe(true);
      expect(category.items.map((item) => item.order)).toEqual(category.items.map((_, index) => index + 1));
    }
    expect(new Set(allItems.map((item) => item.code)).size).toBe(allItems.length);
  });

  it('gives counts as whole numbers within the limits and volumes in plausible cubic metres', () => {
    for (const item of allItems) {
      const limit = item.code === CARDBOARD_ITEM_CODE ? 99 : 30;
      for (const count of Object.values(item.count)) expect(Number.isInteger(count) && count >= 0 && count <= limit).toBe(true);
      expect(item.volume).toBeGreaterThan(0);
      expect(item.volume).toBeLessThanOrEqual(3);
    }
  });

  it('has cardboard boxes whose default count grows with the household', () => {
    expect(itemOf(CARDBOARD_ITEM_CODE)).toMatchObject({ label: '段ボール', unit: '箱', count: { single: 10, pair: 20, family: 30 } });
  });

  it('has the IKEA-summary exclusions as large items to take apart', () => {
    for (const code of IKEA_EXCLUDED) {
      expect(itemOf(code)?.note).toBe('分解・組立が必要な大型家具です。');
      expect(itemOf(code)?.volume).toBeGreaterThanOrEqual(1);
    }
  });

  it('points every item at an SVG file the server serves', () => {
    for (const item of allItems) {
      expect(item.image).toMatch(/^\/images\/nimotsu\/[a-z]+\.svg$/);
      expect(existsSync(`${PUBLIC_DIR}${item.image}`)).toBe(true);
    }
  });
});
