import { execFileSync } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');
/** Where the catalogues are kept: the translators' PO files and the compiled English module the code imports. */
export const CATALOGUE_DIR = resolve(ROOT, 'domain/i18n/locales');
export const CATALOGUE_FILES = ['ja.po', 'en.po', 'en.ts'] as const;

function lingui(...args: string[]): void {
  execFileSync(resolve(ROOT, 'node_modules/.bin/lingui'), args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
}

/** Brings the PO files up to date with the source: new messages added (untranslated), unused ones dropped. */
export function extractCatalogues(): void {
  lingui('extract', '--clean');
}

/**
 * Extracts every message of the source into the catalogues (dropping those no longer used) and
 * compiles the English one (failing when a message has no English, unless `strict` is false).
 * Japanese needs no compiled catalogue: a Japanese message is its own text (domain/i18n/japanese.ts),
 * so Lingui's module for it is removed.
 */
export async function updateCatalogues({ strict = true }: { strict?: boolean } = {}): Promise<void> {
  extractCatalogues();
  // Not strict while translating: a message still without English compiles as its Japanese.
  lingui('compile', '--typescript', ...(strict ? ['--strict'] : []));
  await rm(resolve(CATALOGUE_DIR, 'ja.ts'), { force: true });
}
