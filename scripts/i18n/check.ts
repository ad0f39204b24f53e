/**
 * npm test's check of the catalogues: every message of the source is in them, none of them is no
 * longer used, every one has its translation in every language, each says the glossary's terms as
 * the glossary does (./glossary.ts), no marked message is hidden from the extractor (./castMarkers.ts),
 * and the compiled modules are the ones the PO files make. Runs
 * the update on the working tree and puts the files back as they were, saying what differed.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import PO from 'pofile';
import { CATALOGUE_DIR, CATALOGUE_FILES, ROOT, TRANSLATED_LOCALES, updateCatalogues } from './catalogues.ts';
import { castMarkersUnder } from './castMarkers.ts';
import { glossaryMisses } from './glossary.ts';

const before = new Map<string, string>();
for (const file of CATALOGUE_FILES) before.set(file, await readFile(resolve(CATALOGUE_DIR, file), 'utf8').catch(() => ''));
let failure: string | undefined;
try {
  await updateCatalogues();
  const stale = [];
  for (const file of CATALOGUE_FILES) if ((await readFile(resolve(CATALOGUE_DIR, file), 'utf8')) !== before.get(file)) stale.push(file);
  if (stale.length > 0) failure = `the message catalogues are not up to date with the source (${stale.join(', ')}): run "npm run i18n", translate what it adds to each PO file, and commit them`;
  for (const locale of TRANSLATED_LOCALES) {
    const catalogue = PO.parse(await readFile(resolve(CATALOGUE_DIR, `${locale}.po`), 'utf8'));
    const misses = glossaryMisses(locale, new Map(catalogue.items.map((item) => [item.msgid, item.msgstr[0] ?? ''])));
    if (misses.length > 0) {
      failure ??= `${locale}.po says moving terms otherwise than the glossary (domain/i18n/glossary.ts):\n${misses.map((miss) => `  ${miss.term} → ${miss.words.join(' / ')}: "${miss.message}" → "${miss.translation}"`).join('\n')}`;
    }
  }
  const hidden = await castMarkersUnder(ROOT, ['app', 'ui', 'domain', 'server']);
  if (hidden.length > 0) failure ??= `messages the extractor cannot see (a marked descriptor inside "as" or "satisfies"; type the object it sits in instead):\n${hidden.map((line) => `  ${line}`).join('\n')}`;
} catch (error) {
  failure = `the message catalogues do not compile: a message has no translation, or a translation is malformed (${(error as Error).message})`;
} finally {
  for (const [file, text] of before) await writeFile(resolve(CATALOGUE_DIR, file), text);
}
if (failure) {
  console.error(failure);
  process.exit(1);
}
console.log('message catalogues: up to date, every message translated, the glossary kept');
