import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { build } from 'esbuild';
import PO from 'pofile';
import type { Plugin } from 'vite';
import { messageKey } from '../domain/i18n/messageKey.ts';
import { CATALOGUE_DIR, COMPILED } from './i18n/catalogues.ts';

const ROOT = resolve(import.meta.dirname, '..');
/** A compiled page catalogue of a language ('domain/i18n/locales/zh-pages.ts'), and its language. */
const PAGE_CATALOGUE = /\/domain\/i18n\/locales\/([a-z]{2})-pages\.ts$/;

/** Our source files (paths from the repository root, as the PO file's references name them) that `pages` can load, lazily or not. */
async function sourceFilesOf(pages: readonly string[]): Promise<Set<string>> {
  const { metafile } = await build({
    absWorkingDir: ROOT,
    entryPoints: pages.map((page) => `app/${page}/main.tsx`),
    bundle: true,
    splitting: true,
    format: 'esm',
    jsx: 'automatic',
    packages: 'external',
    write: false,
    outdir: 'dist/catalogue-scan',
    metafile: true,
    logLevel: 'silent',
  });
  return new Set(Object.keys(metafile.inputs));
}

/**
 * Each language's catalogue of one page's build (vite.config.ts): of the messages a page may show
 * (domain/i18n/locales/<language>-pages.ts), those written in a file the page loads (found through
 * the PO file's references), and those of domain/ files that no page loads (the belongings master's
 * names, which a page reads from the API). A page stopped loading the other pages' sentences.
 */
export function pageCatalogueOfBuild(page: string, otherPages: readonly string[]): Plugin {
  return {
    name: 'page-catalogue-of-build',
    apply: 'build',
    async load(id) {
      const language = PAGE_CATALOGUE.exec(id)?.[1];
      if (language === undefined) return null;
      const [source, po, own, other] = await Promise.all([
        readFile(id, 'utf8'),
        readFile(resolve(CATALOGUE_DIR, `${language}.po`), 'utf8'),
        sourceFilesOf([page]),
        sourceFilesOf(otherPages),
      ]);
      // Our code the page loads, or data no page's code loads (the belongings master's names, read from the API).
      const shown = (file: string) => own.has(file) || (file.startsWith('domain/') && !other.has(file));
      const kept = new Set(
        PO.parse(po)
          .items.filter((item) => item.references.some((reference) => shown(reference.replace(/:\d+$/, ''))))
          .map((item) => messageKey(item.msgid)),
      );
      const json = COMPILED.exec(source)?.[1];
      if (json === undefined) throw new Error(`unexpected compiled catalogue in ${id}`);
      const messages = Object.fromEntries(Object.entries(JSON.parse(JSON.parse(json) as string) as Record<string, unknown>).filter(([key]) => kept.has(key)));
      return source.replace(COMPILED, () => `JSON.parse(${JSON.stringify(JSON.stringify(messages))})as Messages;`);
    },
  };
}
