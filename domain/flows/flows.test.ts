import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FLOW_IDS, FLOWS, flowHas, movingFormRulesOf } from './flows.ts';
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

  it('is where unions of flows come from: the lint rule refusing one written out knows every flow id', () => {
    const lintConfig = readFileSync(new URL('../../eslint.config.js', import.meta.url), 'utf8');
    expect(lintConfig).toContain(`const FLOW_ID = '/^(${FLOW_IDS.join('|')})$/';`);
  });
});
