// Setup of the `storybook` vitest project: after each story has rendered, run its play
// function and passed the a11y addon's axe check, its pixels must match the committed baseline.
// A story opts out with `parameters: { screenshot: false }` (long interactions whose end state
// another story already shows).
import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';

interface StoryContext {
  story?: { parameters: { screenshot?: boolean } };
}

afterEach(async (context) => {
  if (context.task.result?.state === 'fail') return;
  if ((context as StoryContext).story?.parameters.screenshot === false) return;
  await document.fonts.ready;
  await expect.element(page.elementLocator(document.body)).toMatchScreenshot();
});
