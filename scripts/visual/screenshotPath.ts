import { relative, resolve } from 'node:path';
import type { Locale } from '../../domain/i18n/locale.ts';

/** Where the committed baselines of every story live: one tree, mirroring stories/. */
export const BASELINE_DIR = 'stories/__screenshots__';

/**
 * The folder of each language's pictures inside that tree (and inside `npm run test:visual`'s):
 * Japanese at the top, as before issue 28; each other language in its own folder, the same tree again.
 */
export const LOCALE_FOLDER: Readonly<Record<Locale, string>> = { ja: '', en: 'en', zh: 'zh', vi: 'vi' };

/**
 * Set by `npm run test:visual` (scripts/test-visual.ts): the storybook project then writes every
 * story's picture into this folder instead of comparing it with the baseline, and reg-cli compares
 * the two folders.
 */
export const ACTUAL_DIR_VARIABLE = 'VISUAL_ACTUAL_DIR';

interface ScreenshotPathData {
  arg: string;
  ext: string;
  root: string;
  platform: NodeJS.Platform;
  testFileDirectory: string;
  testFileName: string;
  browserName: string;
}

/**
 * Where a story's pictures in `locale` go: Japanese
 * `stories/__screenshots__/<folder under stories/>/<file>/<story>-chromium-linux.png` (the path vitest
 * gives stories directly under stories/, kept for the ones in sub-folders too), English the same
 * under `stories/__screenshots__/en/`.
 */
export function storyScreenshotPath(locale: Locale) {
  return ({ arg, ext, root, platform, testFileDirectory, testFileName, browserName }: ScreenshotPathData): string => {
    const base = process.env[ACTUAL_DIR_VARIABLE] || BASELINE_DIR;
    return resolve(root, base, LOCALE_FOLDER[locale], relative('stories', testFileDirectory), testFileName, `${arg}-${browserName}-${platform}${ext}`);
  };
}
