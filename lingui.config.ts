import type { LinguiConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { LOCALES } from './domain/i18n/profiles.ts';

/**
 * The message catalogues (issues 28, 37): Japanese is the source, written in the code as each
 * message's id; each other language of domain/i18n/profiles.ts is translated in its PO file
 * (domain/i18n/locales/en.po, zh.po, vi.po). `npm run i18n` extracts and compiles them;
 * `npm test` fails when they are not up to date or a message lacks its English (scripts/i18n/).
 */
const config: LinguiConfig = {
  locales: [...LOCALES],
  sourceLocale: 'ja',
  catalogs: [
    {
      path: '<rootDir>/domain/i18n/locales/{locale}',
      include: ['<rootDir>/app', '<rootDir>/ui', '<rootDir>/domain', '<rootDir>/server'],
      exclude: ['**/*.test.ts', '**/*.test.tsx', '**/testing/**', '**/node_modules/**'],
    },
  ],
  // File names without line numbers: the catalogue changes when a message does, not when code moves.
  format: formatter({ lineNumbers: false }),
  // Grouped by the file a message is first written in, in source order. The default order (by the
  // message text, which explicit ids have none of) kept the extractor's workers' finishing order for
  // a message written in two files, so the check saw the catalogue change from one run to the next.
  orderBy: 'origin',
  compileNamespace: 'ts',
};

export default config;
