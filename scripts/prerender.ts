/**
 * After `vite build`: writes each prerendered flow's first step, rendered with its CSS, into its
 * built page (dist/client/<flow>/index.html), so the first paint needs no JavaScript.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { ESTIMATE_PATHS, QUICK_BOOKING_PATHS } from '../domain/flows/urls.ts';
import { prerenderFirstStep, withPrerender } from '../app/kantan-yoyaku/prerender.tsx';
import { prerenderEstimateStep1 } from '../app/mitsumori/prerender.tsx';

const pages = [
  { path: QUICK_BOOKING_PATHS.step1, prerender: prerenderFirstStep },
  { path: ESTIMATE_PATHS.step1, prerender: prerenderEstimateStep1 },
];
for (const { path, prerender } of pages) {
  const page = resolve(import.meta.dirname, '../dist/client', path.slice(1), 'index.html');
  const prerendered = prerender();
  await writeFile(page, withPrerender(await readFile(page, 'utf8'), prerendered));
  console.log(`prerendered ${page}: ${prerendered.markup.length} characters of markup, ${prerendered.styleElement.length} of CSS`);
}
