/**
 * `npm run build`'s server step: bundles server/main.ts and everything of ours it imports into
 * one ES module, dist-server/main.js, that `node` runs directly (npm packages stay imports,
 * resolved from node_modules). The SQL migrations are copied beside it, where
 * server/db/migrate.ts looks for them. Files are overwritten in place, never removed first, so two
 * builds at once (two test projects' setups) leave the same result; migrations are only ever added.
 */
import { cp } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';

const ROOT = resolve(import.meta.dirname, '..');

/** Builds into `outDir` (default dist-server/) and returns the entry file. */
export async function buildServer(outDir = join(ROOT, 'dist-server')): Promise<string> {
  const outfile = join(outDir, 'main.js');
  await build({
    entryPoints: [join(ROOT, 'server/main.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  });
  await cp(join(ROOT, 'server/db/migrations'), join(outDir, 'migrations'), { recursive: true });
  return outfile;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  console.log(`built ${await buildServer()}`);
}
