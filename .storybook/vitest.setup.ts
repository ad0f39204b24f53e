// Setup of the `storybook` vitest project: after each story has rendered, run its play
// function and passed the a11y addon's axe check, its pixels must match the committed baseline.
import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';

afterEach(async (context) => {
  if (context.task.result?.state === 'fail') return;
  await document.fonts.ready;
  await expect.element(page.elementLocator(document.body)).toMatchScreenshot();
});
