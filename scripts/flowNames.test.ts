/**
 * Issue 36: outside the registry (domain/flows/), each flow's own folders and the tests, no code
 * names a flow; it asks the registry for a capability instead. The files that still do are listed
 * here, one by one, so the list can only shrink: a new file naming a flow fails, and so does a listed
 * file that no longer does (take it off the list).
 */
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FLOW_IDS, FLOWS } from '../domain/flows/flows.ts';

const ROOT = resolve(import.meta.dirname, '..');

/** A flow's id or a first path segment of its pages, as a string literal. */
const FLOW_NAME = new RegExp(`['"\`](${[...FLOW_IDS, ...FLOW_IDS.flatMap((flow) => FLOWS[flow].entries)].join('|')})['"\`]`);

/** Where naming a flow is the place's job: the registry, each flow's own folders, tests, fixtures and stories. */
const OWN_PLACES = [
  /^domain\/flows\//,
  /^app\/(mitsumori|embed-mitsumori|reservation|kantan-yoyaku)\//,
  /^server\/marketplace\/(estimate|reservation|quick-booking)\//,
  /\.test\.tsx?$/,
  /\/testing\//,
];

/** The files that still name a flow (issue 36's debt), to be taken off as each asks the registry instead. */
const STILL_NAMING = [
  'app/api/client.ts',
  'domain/api/estimate.ts',
  'domain/api/quickBooking.ts',
  'domain/api/reservation.ts',
  'domain/validation/quickBookingRules.ts',
  'scripts/size/budgets.ts',
  'ui/QuickBookingSuggestion/QuickBookingSuggestion.tsx',
  'ui/QuickBookingSuggestion/QuickBookingSuggestion.types.ts',
];

async function filesNamingAFlow(): Promise<string[]> {
  const found: string[] = [];
  for (const dir of ['app', 'ui', 'domain', 'server', 'scripts']) {
    for (const entry of await readdir(join(ROOT, dir), { recursive: true, withFileTypes: true })) {
      const path = relative(ROOT, join(entry.parentPath, entry.name));
      if (!entry.isFile() || !/\.tsx?$/.test(path) || OWN_PLACES.some((place) => place.test(path))) continue;
      if (FLOW_NAME.test(await readFile(join(ROOT, path), 'utf8'))) found.push(path);
    }
  }
  return found.sort();
}

describe('flow names outside the registry (issue 36)', () => {
  it('are written only in the files still listed, and in every one of them', async () => {
    expect(await filesNamingAFlow()).toEqual([...STILL_NAMING].sort());
  });
});
