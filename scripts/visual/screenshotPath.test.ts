import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ACTUAL_DIR_VARIABLE, storyScreenshotPath } from './screenshotPath.ts';

const picture = {
  arg: 'Step-4-Calendar-PC-1',
  ext: '.png',
  root: '/repo',
  platform: 'linux' as const,
  testFileDirectory: 'stories/pages',
  testFileName: 'QuickBooking.stories.tsx',
  browserName: 'chromium',
};

describe('storyScreenshotPath', () => {
  const visualReview = process.env[ACTUAL_DIR_VARIABLE];
  beforeEach(() => {
    delete process.env[ACTUAL_DIR_VARIABLE];
  });
  afterEach(() => {
    if (visualReview === undefined) delete process.env[ACTUAL_DIR_VARIABLE];
    else process.env[ACTUAL_DIR_VARIABLE] = visualReview;
  });

  it('keeps the Japanese pictures where they were before issue 28', () => {
    expect(storyScreenshotPath('ja')(picture)).toBe('/repo/stories/__screenshots__/pages/QuickBooking.stories.tsx/Step-4-Calendar-PC-1-chromium-linux.png');
  });

  it('puts the English pictures in the same tree under en/', () => {
    expect(storyScreenshotPath('en')(picture)).toBe('/repo/stories/__screenshots__/en/pages/QuickBooking.stories.tsx/Step-4-Calendar-PC-1-chromium-linux.png');
  });

  it('writes into the visual review folder when it is set, English under en/ there too', () => {
    process.env[ACTUAL_DIR_VARIABLE] = '.visual/actual';
    expect(storyScreenshotPath('ja')({ ...picture, testFileDirectory: 'stories' })).toBe('/repo/.visual/actual/QuickBooking.stories.tsx/Step-4-Calendar-PC-1-chromium-linux.png');
    expect(storyScreenshotPath('en')({ ...picture, testFileDirectory: 'stories' })).toBe('/repo/.visual/actual/en/QuickBooking.stories.tsx/Step-4-Calendar-PC-1-chromium-linux.png');
  });
});
