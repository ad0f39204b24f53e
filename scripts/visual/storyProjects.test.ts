import { describe, expect, it } from 'vitest';
import { PICTURED_PROJECT, STORY_PROJECTS, isPicturedProject, pictureFailure } from './storyProjects.ts';

describe('pictureFailure', () => {
  it('says how to create a missing baseline, naming the pictured project and the story file', () => {
    const vitestError = new Error('No existing reference screenshot found; a new one was created. Review it before running tests again.');
    const failure = pictureFailure(vitestError, '/repo/stories/pages/QuickBooking.stories.tsx', '/repo');
    expect(failure).toBeInstanceOf(Error);
    expect((failure as Error).message).toContain(`npx vitest run --project ${PICTURED_PROJECT} stories/pages/QuickBooking.stories.tsx -u`);
    expect((failure as Error).message).toContain('npm run test:visual -- --update');
    expect((failure as Error).cause).toBe(vitestError);
  });

  it('says the same when vitest wrote no file (CI)', () => {
    const failure = pictureFailure(new Error('No existing reference screenshot found.'), '/repo/stories/PriceCalendar.stories.tsx', '/repo');
    expect((failure as Error).message).toContain('has no baseline picture');
  });

  it('leaves any other failure as vitest reported it', () => {
    const mismatch = new Error('Screenshot does not match the stored reference.');
    expect(pictureFailure(mismatch, '/repo/stories/PriceCalendar.stories.tsx', '/repo')).toBe(mismatch);
  });
});

describe('isPicturedProject', () => {
  it('is the Japanese story project, as vitest names it with its browser', () => {
    expect(isPicturedProject('storybook (chromium)')).toBe(true);
    expect(isPicturedProject(STORY_PROJECTS.ja)).toBe(true);
  });

  it('is not the English one, nor a project without a name', () => {
    expect(isPicturedProject('storybook-en (chromium)')).toBe(false);
    expect(isPicturedProject(undefined)).toBe(false);
  });
});
