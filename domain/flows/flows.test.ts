import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { FLOW_IDS, FLOWS, flowHas, movingFormRulesOf } from './flows.ts';
import { FLOW_ENTRIES, flowEntryOf } from './urls.ts';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** A union type of two or more flow ids written out: what the registry's derived types replace. */
const WRITTEN_UNION = new RegExp(`'(${FLOW_IDS.join('|')})'(\\s*\\|\\s*'(${FLOW_IDS.join('|')})')+`);

/** The source files (tests aside) of domain/, app/ and server/ that write a union of flow ids. */
function filesWritingFlowUnions(): string[] {
  return ['domain', 'app', 'server'].flatMap((folder) =>
    readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' })
      .filter((path) => /\.tsx?$/.test(path) && !/\.test\.tsx?$/.test(path))
      .map((path) => `${folder}/${path.split(sep).join('/')}`)
      .filter((path) => path !== 'domain/flows/flows.ts' && WRITTEN_UNION.test(readFileSync(join(ROOT, path), 'utf8'))),
  );
}

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

  it('is where unions of flows come from: no module of domain/, app/ or server/ writes one out', () => {
    expect(WRITTEN_UNION.test(`flow: 'estimate' | 'reservation';`)).toBe(true);
    expect(filesWritingFlowUnions()).toEqual([]);
  });
});
