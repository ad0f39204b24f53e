import { resolve } from 'node:path';
import { isBuildCurrent } from '../../scripts/build-stamp.ts';
import { buildServer } from '../../scripts/build-server.ts';

/** Where `npm run build` puts the compiled server. */
export const SERVER_ENTRY = resolve(import.meta.dirname, '../../dist-server/main.js');

/**
 * Global setup of the projects that start server processes: they always run the current code. After
 * `npm run build` (as `npm test` runs it) the build stamp says the compiled server is current and
 * nothing is built again; otherwise the server is compiled as `npm run build` does (a few seconds).
 */
export default async function setup(): Promise<void> {
  if (await isBuildCurrent()) return;
  await buildServer();
}
