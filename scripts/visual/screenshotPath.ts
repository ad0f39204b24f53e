import { relative, resolve } from 'node:path';

/** Where the committed baselines of every story live: one tree, mirroring stories/. */
export const BASELINE_DIR = 'stories/__screenshots__';

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
 * A story's picture: `stories/__screenshots__/<folder under stories/>/<file>/<story>-chromium-linux.png`
 * (the path vitest gives stories directly under stories/, kept for the ones in sub-folders too).
 */
export function storyScreenshotPath({ arg, ext, root, platform, testFileDirectory, testFileName, browserName }: ScreenshotPathData): string {
  const base = process.env[ACTUAL_DIR_VARIABLE] || BASELINE_DIR;
  return resolve(root, base, relative('stories', testFileDirectory), testFileName, `${arg}-${browserName}-${platform}${ext}`);
}
