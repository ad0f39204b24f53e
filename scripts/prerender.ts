/**
 * After `vite build`: writes quick-booking step 1, rendered with its CSS, into the built page
 * (dist/client/kantan-yoyaku/index.html), so the first paint needs no JavaScript.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { QUICK_BOOKING_PATHS } from '../domain/flows/urls.ts';
import { prerenderFirstStep, withPrerender } from '../app/kantan-yoyaku/prerender.tsx';

const page = resolve(import.meta.dirname, '../dist/client', QUICK_BOOKING_PATHS.step1.slice(1), 'index.html');
const prerendered = prerenderFirstStep();
await writeFile(page, withPrerender(await readFile(page, 'utf8'), prerendered));
console.log(`prerendered ${page}: ${prerendered.markup.length} characters of markup, ${prerendered.styleElement.length} of CSS`);
