/**
 * npm test's check of the catalogues: every message of the source is in them, none of them is no
 * longer used, every one has its English, and the compiled modules are the ones the PO files make.
 * Runs the update on the working tree and puts the files back as they were, saying what differed.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { CATALOGUE_DIR, CATALOGUE_FILES, updateCatalogues } from './catalogues.ts';

const before = new Map<string, string>();
for (const file of CATALOGUE_FILES) before.set(file, await readFile(resolve(CATALOGUE_DIR, file), 'utf8').catch(() => ''));
let failure: string | undefined;
try {
  await updateCatalogues();
  const stale = [];
  for (const file of CATALOGUE_FILES) if ((await readFile(resolve(CATALOGUE_DIR, file), 'utf8')) !== before.get(file)) stale.push(file);
  if (stale.length > 0) failure = `the message catalogues are not up to date with the source (${stale.join(', ')}): run "npm run i18n", translate what it adds to en.po, and commit them`;
} catch (error) {
  failure = `the message catalogues do not compile: a message has no English, or a translation is malformed (${(error as Error).message})`;
} finally {
  for (const [file, text] of before) await writeFile(resolve(CATALOGUE_DIR, file), text);
}
if (failure) {
  console.error(failure);
  process.exit(1);
}
console.log('message catalogues: up to date, every message translated');
