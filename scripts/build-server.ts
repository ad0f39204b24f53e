/**
 * `npm run build`'s server step: bundles server/main.ts and everything of ours it imports into
 * one ES module, dist-server/main.js, that `node` runs directly (npm packages stay imports,
 * resolved from node_modules), and the operator's commands (scripts/partner.ts, outbox.ts,
 * catalogue.ts, reviews.ts, wordings.ts) likewise into dist-server/partner.js, outbox.js, catalogue.js, reviews.js and wordings.js, so none needs a
 * TypeScript runner at run time. The SQL migrations are copied beside them, where
 * server/db/migrate.ts looks for them.
 */
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { build } from 'esbuild';

const ROOT = resolve(import.meta.dirname, '..');

/**
 * Each file is written beside its place and renamed over it, so a server starting meanwhile
 * (another test project's setup may build while tests run) reads the old file or the new one,
 * never half of one. Nothing is removed first: migrations are only ever added.
 */
async function replaceFile(path: string, contents: Uint8Array | string): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  const partial = `${path}.${process.pid}.partial`;
  await writeFile(partial, contents);
  await rename(partial, path);
}

/** Builds into `outDir` (default dist-server/) and returns the server's entry file. */
export async function buildServer(outDir = join(ROOT, 'dist-server')): Promise<string> {
  const { outputFiles } = await build({
    entryPoints: { main: join(ROOT, 'server/main.ts'), partner: join(ROOT, 'scripts/partner.ts'), outbox: join(ROOT, 'scripts/outbox.ts'), catalogue: join(ROOT, 'scripts/catalogue.ts'), reviews: join(ROOT, 'scripts/reviews.ts'), wordings: join(ROOT, 'scripts/wordings.ts') },
    outdir: outDir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    packages: 'external',
    sourcemap: true,
    write: false,
    logLevel: 'warning',
  });
  for (const file of outputFiles) await replaceFile(file.path, file.contents);
  const migrations = join(ROOT, 'server/db/migrations');
  for (const name of await readdir(migrations)) {
    await replaceFile(join(outDir, 'migrations', name), await readFile(join(migrations, name)));
  }
  return join(outDir, 'main.js');
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  console.log(`built ${await buildServer()}`);
}
