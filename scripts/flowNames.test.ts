/**
 * Issue 36: outside the registry (domain/flows/), each flow's own folders, its wire shapes at the
 * API edge and the tests, no code names a flow; it asks the registry for a capability instead, so a
 * new flow is configuration. A file that names one fails here.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FLOW_IDS, FLOWS } from '../domain/flows/flows.ts';

const ROOT = resolve(import.meta.dirname, '..');

/** A flow's id or a first path segment of its pages, as a string literal. */
const FLOW_NAME = new RegExp(`['"\`](${[...FLOW_IDS, ...FLOW_IDS.flatMap((flow) => FLOWS[flow].entries)].join('|')})['"\`]`);

/** Where naming a flow is the place's job: the registry, each flow's own folders and wire shapes, tests, fixtures and stories. */
const OWN_PLACES = [
  /^domain\/flows\//,
  /^app\/(mitsumori|embed-mitsumori|reservation|kantan-yoyaku)\//,
  /^server\/marketplace\/(estimate|reservation|quick-booking)\//,
  // Each flow's wire shapes at the API edge: domain/api/<flow>.ts.
  new RegExp(`^domain/api/(${FLOW_IDS.join('|')})\\.ts$`),
  /\.test\.tsx?$/,
  /\/testing\//,
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
  it('are found as the registry spells them', () => {
    for (const written of [`'quickBooking'`, `"kantan-yoyaku"`, '`embed-mitsumori`']) expect(FLOW_NAME.test(`const flow = ${written};`)).toBe(true);
    expect(FLOW_NAME.test(`const route = 'estimateRequest';`)).toBe(false);
  });

  it('are written nowhere else', async () => {
    expect(await filesNamingAFlow()).toEqual([]);
  });
});
