/**
 * npm run i18n:translate -- FILE.json [LANGUAGE]: writes translations into a language's catalogue
 * (English unless LANGUAGE names another: zh, vi), then brings the catalogues up to date
 * (catalogues.ts). FILE holds `{ "<Japanese message>": "<translation>" }`; every message it names
 * must be in the source (run it after writing the code), and a message already translated is
 * changed only when FILE gives it another translation. It compiles even while some messages lack
 * their translation (they show in Japanese) and lists them; npm test does not.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import PO from 'pofile';
import { CATALOGUE_DIR, TRANSLATED_LOCALES, extractCatalogues, updateCatalogues } from './catalogues.ts';

const [file, language = 'en'] = process.argv.slice(2);
const locale = TRANSLATED_LOCALES.find((translated) => translated === language);
if (!file || !locale) {
  console.error(`usage: npm run i18n:translate -- FILE.json [${TRANSLATED_LOCALES.join('|')}]   (FILE: { "<Japanese message>": "<translation>" })`);
  process.exit(2);
}
const translations = JSON.parse(await readFile(resolve(file), 'utf8')) as Record<string, string>;
// Extracted first, so a message written in the code since the last update has its entry to fill.
extractCatalogues();
const path = resolve(CATALOGUE_DIR, `${locale}.po`);
const catalogue = PO.parse(await readFile(path, 'utf8'));
const unknown = new Set(Object.keys(translations));
for (const item of catalogue.items) {
  const translation = translations[item.msgid];
  if (translation === undefined) continue;
  item.msgstr = [translation];
  unknown.delete(item.msgid);
}
await writeFile(path, catalogue.toString());
if (unknown.size > 0) console.warn(`not in the source, left out:\n${[...unknown].map((id) => `  ${id}`).join('\n')}`);
await updateCatalogues({ strict: false });
for (const other of TRANSLATED_LOCALES) {
  const untranslated = PO.parse(await readFile(resolve(CATALOGUE_DIR, `${other}.po`), 'utf8')).items.filter((item) => !item.msgstr[0]);
  console.log(untranslated.length === 0 ? `${other}: every message is translated` : `${other}: still without a translation:\n${untranslated.map((item) => `  ${item.msgid}`).join('\n')}`);
}
