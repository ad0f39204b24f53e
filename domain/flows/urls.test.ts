import { describe, expect, it } from 'vitest';
import { ESTIMATE_PATHS, EMBEDDED_ENTRY, EMBEDDED_ESTIMATE_PATHS, FALLBACK_PAGE, QUICK_BOOKING_PATHS, RESERVATION_PATHS, flowBase, flowEntryOf, flowStart, withTrailingSlash } from './index.ts';

describe('flow URLs', () => {
  it('finds the flow entry of a path, and none outside the flows', () => {
    expect(flowEntryOf('/kantan-yoyaku/step2/')).toBe('kantan-yoyaku');
    expect(flowEntryOf('/embed-mitsumori/')).toBe('embed-mitsumori');
    expect(flowEntryOf('/mitsumori')).toBe('mitsumori');
    expect(flowEntryOf('/error.html')).toBeUndefined();
    expect(flowEntryOf('/')).toBeUndefined();
  });

  it('keeps every step of a flow under its entry, each path once', () => {
    const flows = [
      ['kantan-yoyaku', QUICK_BOOKING_PATHS],
      ['mitsumori', ESTIMATE_PATHS],
      ['embed-mitsumori', EMBEDDED_ESTIMATE_PATHS],
      ['reservation', RESERVATION_PATHS],
    ] as const;
    for (const [entry, paths] of flows) {
      const values: string[] = Object.values(paths);
      expect(values[0]).toBe(flowBase(entry));
      expect(values.every((path) => flowEntryOf(path) === entry && path.endsWith('/'))).toBe(true);
      expect(new Set(values).size).toBe(values.length);
    }
  });

  it('starts each flow on its first page, and knows the page partners embed', () => {
    expect(flowStart('estimate')).toBe(ESTIMATE_PATHS.step1);
    expect(flowStart('reservation')).toBe(RESERVATION_PATHS.step1);
    expect(flowStart('quickBooking')).toBe(QUICK_BOOKING_PATHS.step1);
    expect(flowBase(EMBEDDED_ENTRY)).toBe(EMBEDDED_ESTIMATE_PATHS.step1);
  });

  it('falls back to the estimate flow and writes paths with their trailing slash', () => {
    expect(FALLBACK_PAGE).toBe('/mitsumori/');
    expect(withTrailingSlash('/kantan-yoyaku/step2')).toBe('/kantan-yoyaku/step2/');
    expect(withTrailingSlash('/kantan-yoyaku/')).toBe('/kantan-yoyaku/');
  });
});
