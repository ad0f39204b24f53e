import { execFileSync } from 'node:child_process';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import PO from 'pofile';
import { messageKey } from '../../domain/i18n/messageKey.ts';
import { LOCALES, type Locale } from '../../domain/i18n/profiles.ts';

export const ROOT = resolve(import.meta.dirname, '../..');
/** Where the catalogues are kept: the translators' PO files and the compiled modules the code imports. */
export const CATALOGUE_DIR = resolve(ROOT, 'domain/i18n/locales');
/** Every language but Japanese, whose messages are their own text: the languages with a translated catalogue. */
export const TRANSLATED_LOCALES = LOCALES.filter((locale): locale is Exclude<Locale, 'ja'> => locale !== 'ja');
export const CATALOGUE_FILES = ['ja.po', ...TRANSLATED_LOCALES.flatMap((locale) => [`${locale}.po`, `${locale}.ts`, `${locale}-pages.ts`])];

function lingui(...args: string[]): void {
  execFileSync(resolve(ROOT, 'node_modules/.bin/lingui'), args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
}

/** Brings the PO files up to date with the source: new messages added (untranslated), unused ones dropped. */
export function extractCatalogues(): void {
  lingui('extract', '--clean');
}

type CompiledMessages = Record<string, unknown>;

/** The JSON of a compiled catalogue module, as a JavaScript string literal. */
export const COMPILED = /JSON\.parse\((".*")\)as Messages;/;

/** The messages of a module Lingui compiled, keyed as it keys them (by Japanese id). */
async function readCompiled(file: string): Promise<{ source: string; messages: CompiledMessages }> {
  const source = await readFile(file, 'utf8');
  const json = COMPILED.exec(source)?.[1];
  if (json === undefined) throw new Error(`unexpected compiled catalogue in ${file}`);
  return { source, messages: JSON.parse(JSON.parse(json) as string) as CompiledMessages };
}

/** `messages` keyed by messageKey (domain/i18n/messageKey.ts); two messages with one key are refused. */
function keyedByHash(messages: CompiledMessages): CompiledMessages {
  const keyed: CompiledMessages = {};
  const idOfKey = new Map<string, string>();
  for (const [id, message] of Object.entries(messages)) {
    const key = messageKey(id);
    const other = idOfKey.get(key);
    if (other !== undefined) throw new Error(`two messages have the key ${key}: "${other}" and "${id}" (change one's wording)`);
    idOfKey.set(key, id);
    keyed[key] = message;
  }
  return keyed;
}

/** The ids of the messages a page may show: those written anywhere but in server/ (the server writes the rest). */
async function pageMessageIds(): Promise<Set<string>> {
  const catalogue = PO.parse(await readFile(resolve(CATALOGUE_DIR, 'ja.po'), 'utf8'));
  return new Set(catalogue.items.filter((item) => item.references.some((file) => !file.startsWith('server/'))).map((item) => item.msgid));
}

/**
 * Extracts every message of the source into the catalogues (dropping those no longer used) and
 * compiles each translated one (failing when a message has no translation, unless `strict` is
 * false) into two modules keyed by messageKey: en.ts with every message (the server's), en-pages.ts
 * with those a page may show (a page's, about a third smaller); likewise zh and vi. Japanese needs
 * no compiled catalogue: a Japanese message is its own text (domain/i18n/japanese.ts), so Lingui's
 * module for it is removed.
 */
export async function updateCatalogues({ strict = true }: { strict?: boolean } = {}): Promise<void> {
  extractCatalogues();
  // Not strict while translating: a message still without English compiles as its Japanese.
  lingui('compile', '--typescript', ...(strict ? ['--strict'] : []));
  await rm(resolve(CATALOGUE_DIR, 'ja.ts'), { force: true });
  const pageIds = await pageMessageIds();
  for (const locale of TRANSLATED_LOCALES) {
    const file = resolve(CATALOGUE_DIR, `${locale}.ts`);
    const { source, messages } = await readCompiled(file);
    const moduleOf = (subset: CompiledMessages) => source.replace(COMPILED, () => `JSON.parse(${JSON.stringify(JSON.stringify(keyedByHash(subset)))})as Messages;`);
    await writeFile(file, moduleOf(messages));
    await writeFile(resolve(CATALOGUE_DIR, `${locale}-pages.ts`), moduleOf(Object.fromEntries(Object.entries(messages).filter(([id]) => pageIds.has(id)))));
  }
}
