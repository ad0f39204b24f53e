/**
 * The front end's build (`npm run build`, before prerendering): empties dist/client, then builds
 * each page apart into it (vite.config.ts, the page's folder as the mode), so that a page's first
 * load is React's chunk and one chunk of its own.
 */
import { rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import { build } from 'vite';
import { BUILT_PAGE_FOLDERS } from '../domain/flows/pageFiles.ts';

const ROOT = resolve(import.meta.dirname, '..');

await rm(resolve(ROOT, 'dist/client'), { recursive: true, force: true });
for (const folder of BUILT_PAGE_FOLDERS) {
  const started = performance.now();
  await build({ configFile: resolve(ROOT, 'vite.config.ts'), mode: folder, logLevel: 'warn' });
  console.log(`built /${folder}/ in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
