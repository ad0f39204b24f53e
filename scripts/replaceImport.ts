import type { Plugin } from 'vite';

export interface ImportReplacement {
  /** The module whose import is replaced ('…/@mui/material/ButtonBase/ButtonBase.mjs'). */
  importer: RegExp;
  /** The import as that module writes it ('./TouchRipple.mjs'). */
  source: string;
  /** The module id it resolves to instead. */
  replacement: string;
}

/** A build plugin named `name` that resolves one import of one library module to another module. */
export function replaceImport(name: string, { importer, source, replacement }: ImportReplacement): Plugin {
  return {
    name,
    apply: 'build',
    enforce: 'pre',
    resolveId(id, from) {
      return id === source && from !== undefined && importer.test(from) ? replacement : null;
    },
  };
}
