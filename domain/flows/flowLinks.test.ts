import { describe, expect, it } from 'vitest';
import { estimateUrlOf, estimateUrlOfQuickBooking, moveFromEstimateQuery, quickBookingUrlOf } from './flowLinks.ts';

const TODAY = new Date(2026, 10, 23);
const MOVE = {
  fromPostalCode: '1600022',
  fromPrefecture: '13',
  fromCity: '13104',
  fromDistrict: '131040001',
  toPrefecture: '13',
  toCity: '13112',
  fromFloorPlan: '4',
  toFloorPlan: '7',
  headCount: '2' as const,
  movingDate: '2026/12/05',
  belongingsCounts: { 10001: '2', 10002: '0', 80001: '15', 10003: undefined },
};

describe('links between quick booking and the estimate form', () => {
  it('sends the route and date to quick booking in its query names', () => {
    expect(quickBookingUrlOf(MOVE)).toBe(
      '/kantan-yoyaku/?fromZipCd=1600022&fromTodofukenCd=13&fromShikugunCd=13104&fromMachiCd=131040001&toTodofukenCd=13&toShikugunCd=13112&pickedDate=20261205',
    );
    expect(quickBookingUrlOf({})).toBe('/kantan-yoyaku/');
  });

  it('carries the whole move to the estimate form and reads it back there', () => {
    const url = estimateUrlOf(MOVE);
    expect(url).toContain('fromMadoriCd=04&toMadoriCd=07&manCount=2&nimotsu=10001%3A2%2C80001%3A15');
    expect(moveFromEstimateQuery(url.slice(url.indexOf('?')), TODAY)).toEqual({
      fromPostalCode: '1600022',
      fromPrefecture: '13',
      fromCity: '13104',
      fromDistrict: '131040001',
      toPrefecture: '13',
      toCity: '13112',
      movingDate: '2026/12/05',
      fromFloorPlan: '04',
      toFloorPlan: '07',
      headCount: '2',
      belongingsCounts: { 10001: '2', 80001: '15' },
    });
    expect(estimateUrlOf({})).toBe('/mitsumori/');
  });

  it('builds the same estimate URL from quick booking’s head count and moving date', () => {
    const { headCount, movingDate, ...rest } = MOVE;
    expect(estimateUrlOfQuickBooking({ ...rest, headCount: headCount, movingDate: movingDate.replaceAll('/', '-') })).toBe(estimateUrlOf(MOVE));
  });

  it('drops malformed values, a date outside the window and an unknown person count', () => {
    expect(moveFromEstimateQuery('?fromZipCd=160-0022&fromTodofukenCd=<b>&pickedDate=20300101&manCount=9&nimotsu=x:1000,10001:3&fromMadoriCd=abc', TODAY)).toEqual({
      fromPostalCode: '1600022',
      belongingsCounts: { 10001: '3' },
    });
  });
});

describe('the rules document (docs/product-rules.md, spec §2 "Query prefill")', () => {
  it('names every query parameter a link into quick booking carries, so a partner following it builds links the page reads', async () => {
    const { readFile } = await import('node:fs/promises');
    const rules = await readFile(new URL('../../docs/product-rules.md', import.meta.url), 'utf8');
    const prefill = rules.slice(rules.indexOf('- **Query prefill**'), rules.indexOf('- **Modals and toasts**'));
    const documented = [...prefill.matchAll(/\b(?:from|to|picked|moving)[A-Z][A-Za-z]*/g)].map((match) => match[0]);
    const linked = [...new URLSearchParams(quickBookingUrlOf(MOVE).split('?')[1]).keys()];
    expect(new Set(documented)).toEqual(new Set(linked));
  });
});
