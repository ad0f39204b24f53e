/**
 * npm run i18n:translate -- FILE.json: writes translations into the English catalogue, then brings
 * the catalogues up to date (catalogues.ts). FILE holds `{ "<Japanese message>": "<English>" }`;
 * every message it names must be in the source (run it after writing the code), and a message
 * already translated is changed only when FILE gives it another English. It compiles even while
 * some messages lack their English (they show in Japanese) and lists them; npm test does not.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import PO from 'pofile';
import { CATALOGUE_DIR, extractCatalogues, updateCatalogues } from './catalogues.ts';

const file = process.argv[2];
if (!file) {
  console.error('usage: npm run i18n:translate -- FILE.json   (FILE: { "<Japanese message>": "<English>" })');
  process.exit(2);
}
const translations = JSON.parse(await readFile(resolve(file), 'utf8')) as Record<string, string>;
// Extracted first, so a message written in the code since the last update has its entry to fill.
extractCatalogues();
const path = resolve(CATALOGUE_DIR, 'en.po');
const catalogue = PO.parse(await readFile(path, 'utf8'));
const unknown = new Set(Object.keys(translations));
for (const item of catalogue.items) {
  const english = translations[item.msgid];
  if (english === undefined) continue;
  item.msgstr = [english];
  unknown.delete(item.msgid);
}
await writeFile(path, catalogue.toString());
if (unknown.size > 0) console.warn(`not in the source, left out:\n${[...unknown].map((id) => `  ${id}`).join('\n')}`);
await updateCatalogues({ strict: false });
const untranslated = PO.parse(await readFile(path, 'utf8')).items.filter((item) => !item.msgstr[0]);
console.log(untranslated.length === 0 ? 'every message has its English' : `still without English:\n${untranslated.map((item) => `  ${item.msgid}`).join('\n')}`);
