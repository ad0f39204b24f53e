import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ESTIMATE_PATH, QUICK_BOOKING_RESERVE_PATH, RESERVATION_RESERVE_PATH } from '../api/paths.ts';
import { FLOW_METRICS } from './flowMetrics.ts';
import { readingOf } from './flowReadings.ts';
import { FLOW_IDS, FLOWS, flowHas, isOfFlowWith, movingFormRulesOf, soleFlowWith } from './flows.ts';
import { FLOW_ENTRIES, flowEntryOf } from './urls.ts';

describe('the flow registry (issue 36)', () => {
  it('holds the three flows, each with its pages', () => {
    expect(FLOW_IDS).toEqual(['estimate', 'reservation', 'quickBooking']);
    expect(FLOW_ENTRIES).toEqual(['mitsumori', 'embed-mitsumori', 'reservation', 'kantan-yoyaku']);
    expect(flowEntryOf('/embed-mitsumori/step2/')).toBe('embed-mitsumori');
  });

  it('says what each flow lets a visitor and a company do', () => {
    expect(FLOW_IDS.filter((flow) => flowHas(flow, 'companyAnswers'))).toEqual(['reservation', 'quickBooking']);
    expect(FLOW_IDS.filter((flow) => flowHas(flow, 'booking'))).toEqual(['quickBooking']);
    expect(FLOW_IDS.filter((flow) => FLOWS[flow].movingForm !== null)).toEqual(['estimate', 'reservation']);
    expect(movingFormRulesOf('reservation')).toEqual({ houseNumberRequired: true, phoneAtSubmit: false });
    expect(movingFormRulesOf('estimate')).toEqual({ houseNumberRequired: false, phoneAtSubmit: true });
  });

  it('tells an item of a flow with a capability from the others', () => {
    const items = FLOW_IDS.map((flow) => ({ flow }));
    expect(items.filter((item) => isOfFlowWith(item, 'companyAnswers')).map((item) => item.flow)).toEqual(['reservation', 'quickBooking']);
    expect(items.filter((item) => isOfFlowWith(item, 'booking')).map((item) => item.flow)).toEqual(['quickBooking']);
  });

  it('names the one flow with a capability only one flow has, and refuses to guess among several', () => {
    expect(soleFlowWith('booking')).toBe('quickBooking');
    // @ts-expect-error two flows' companies answer their leads: code serving them must be told which
    expect(() => soleFlowWith('companyAnswers')).toThrow(/not exactly one flow/);
  });

  it('counts each flow in the metrics under its label, by the write that makes its requests', () => {
    expect(FLOW_IDS.map((flow) => FLOW_METRICS[flow])).toEqual([
      { label: 'estimate', madeBy: ESTIMATE_PATH },
      { label: 'reservation', madeBy: RESERVATION_RESERVE_PATH },
      { label: 'quick-booking', madeBy: QUICK_BOOKING_RESERVE_PATH },
    ]);
  });

  it('gives each flow its reading of the messages the flows word differently', () => {
    expect(FLOW_IDS.map((flow) => readingOf(flow))).toEqual(['estimate', 'estimate', 'quick']);
  });

  it('is where unions of flows come from: the lint rule refusing one written out knows every flow id', () => {
    const lintConfig = readFileSync(new URL('../../eslint.config.js', import.meta.url), 'utf8');
    expect(lintConfig).toContain(`const FLOW_ID = '/^(${FLOW_IDS.join('|')})$/';`);
  });
});
