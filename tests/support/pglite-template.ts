import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { loadMigrations, migrate } from '../../server/db/migrate.ts';
import { openDatabase } from '../../server/db/open.ts';
import { openPglite } from '../../server/db/pglite.ts';
import { catalogueJson } from './catalogue-json.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    /** A data directory holding the template opened once (its `pglite/` folder), which seedDataDir copies. */
    pgliteTemplateDataDir: string;
    /** The catalogue the migrations seed, as JSON (tests/support/catalogue.ts reads it). */
    seededCatalogue: string;
  }
}

/**
 * Global setup: one migrated embedded database, dumped to a file that every test loads
 * (creating PGlite from scratch costs about 5 s and 800 MB; loading the dump about 1 s).
 * The file name carries a hash of the migrations, so a schema change makes a new one.
 */
export default async function setup(project: TestProject): Promise<void> {
  const migrations = await loadMigrations();
  const hash = createHash('sha256').update(JSON.stringify(migrations)).digest('hex').slice(0, 16);
  const file = join(tmpdir(), `hikkoshi-pglite-${hash}.tar`);
  const catalogueFile = `${file}.catalogue.json`;
  if (!existsSync(file) || !existsSync(catalogueFile)) {
    const db = await openPglite();
    await migrate(db, migrations);
    const catalogue = JSON.stringify(await catalogueJson(db));
    const dump = await db.dump();
    await db.close();
    await writeWhole(catalogueFile, catalogue);
    await writeWhole(file, Buffer.from(await dump.arrayBuffer()));
  }
  const dataDir = `${file}.data`;
  if (!existsSync(dataDir)) await openedInDataDir(file, dataDir);
  project.provide('pgliteTemplate', file);
  project.provide('pgliteTemplateDataDir', dataDir);
  project.provide('seededCatalogue', await readFile(catalogueFile, 'utf8'));
}

/** Written beside its place and renamed over it: a parallel setup reads the old file or the new one. */
async function writeWhole(file: string, contents: string | Buffer): Promise<void> {
  const partial = `${file}.${process.pid}`;
  await writeFile(partial, contents);
  await rename(partial, file);
}


/**
 * The template opened in a data directory of its own, as a server would open it, made beside
 * `dataDir` and renamed over it (a parallel setup that made it first keeps its own).
 */
async function openedInDataDir(template: string, dataDir: string): Promise<void> {
  const partial = await mkdtemp(`${dataDir}-`);
  const db = await openDatabase({ kind: 'pglite', dataDir: partial, template: await loadTemplate(template) });
  await db.close();
  await rename(partial, dataDir).catch(() => rm(partial, { recursive: true, force: true }));
}

/** The template as a Blob for `openDatabase({ kind: 'pglite', template })`. */
export async function loadTemplate(file: string): Promise<Blob> {
  return new Blob([await readFile(file)]);
}

/**
 * Writes the migrated template into a server's data directory: the server process opens it instead
 * of creating and migrating a database (about 4 s of CPU to answer instead of 9). The database is
 * the one the server would make: the same migrations, nothing else. Under vitest only (it reads the
 * global setup's file).
 */
export async function seedDataDir(dataDir: string): Promise<void> {
  const { inject } = await import('vitest');
  // A copy of the template's database files: opening the template here cost 2.7 s, mostly the
  // database's start, where copying its 40 MB takes under a second.
  await cp(join(inject('pgliteTemplateDataDir'), 'pglite'), join(dataDir, 'pglite'), { recursive: true });
}
