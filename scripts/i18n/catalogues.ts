import { execFileSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');
/** Where the catalogues are kept: the translators' PO files and the compiled modules the code imports. */
export const CATALOGUE_DIR = resolve(ROOT, 'domain/i18n/locales');
export const CATALOGUE_FILES = ['ja.po', 'en.po', 'ja.ts', 'en.ts'] as const;

function lingui(...args: string[]): void {
  execFileSync(resolve(ROOT, 'node_modules/.bin/lingui'), args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
}

/** Brings the PO files up to date with the source: new messages added (untranslated), unused ones dropped. */
export function extractCatalogues(): void {
  lingui('extract', '--clean');
}

/**
 * Extracts every message of the source into the catalogues (dropping those no longer used), compiles
 * them (failing when a message has no English, unless `strict` is false), and trims the Japanese module to the messages that
 * need formatting: a plain Japanese message is its own id, which Lingui shows when the catalogue
 * lacks it, so the Japanese pages do not carry their text twice.
 */
export async function updateCatalogues({ strict = true }: { strict?: boolean } = {}): Promise<void> {
  extractCatalogues();
  // Not strict while translating: a message still without English compiles as its Japanese.
  lingui('compile', '--typescript', ...(strict ? ['--strict'] : []));
  const file = resolve(CATALOGUE_DIR, 'ja.ts');
  const compiled = await readFile(file, 'utf8');
  const json = /JSON\.parse\((".*")\)as Messages;/.exec(compiled)?.[1];
  if (json === undefined) throw new Error(`unexpected compiled catalogue in ${file}`);
  const messages = JSON.parse(JSON.parse(json) as string) as Record<string, unknown>;
  const formatted = Object.fromEntries(Object.entries(messages).filter(([id, message]) => !(Array.isArray(message) && message.length === 1 && message[0] === id)));
  await writeFile(file, compiled.replace(json, JSON.stringify(JSON.stringify(formatted))));
}
