import { resolve } from 'node:path';
import { buildServer } from '../../scripts/build-server.ts';

/** Where `npm run build` puts the compiled server. */
export const SERVER_ENTRY = resolve(import.meta.dirname, '../../dist-server/main.js');

/**
 * Global setup of the projects that start server processes: compiles the server as
 * `npm run build` does (under a second), so they always run the current code.
 */
export default async function setup(): Promise<void> {
  await buildServer();
}
