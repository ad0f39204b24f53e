// Setup of the `storybook` vitest project: after each story has rendered, run its play
// function and passed the a11y addon's axe check, its pixels must match the committed baseline.
// A story opts out with `parameters: { screenshot: false }` (long interactions whose end state
// another story already shows).
import { afterEach, expect } from 'vitest';
import { commands, page } from 'vitest/browser';

interface StoryContext {
  story?: { parameters: { screenshot?: boolean } };
}

declare module 'vitest/browser' {
  interface BrowserCommands {
    /** scripts/visual/fitViewport.ts */
    fitViewport(width: number, height: number): Promise<void>;
  }
}

afterEach(async (context) => {
  if (context.task.result?.state === 'fail') return;
  if ((context as StoryContext).story?.parameters.screenshot === false) return;
  await document.fonts.ready;
  // The whole story at its real size: the frame as tall as its content (a page is longer than the
  // screen), and the browser page around it big enough that vitest does not scale the frame down.
  const width = window.innerWidth;
  const height = Math.max(window.innerHeight, document.documentElement.scrollHeight);
  await commands.fitViewport(width, height);
  await page.viewport(width, height);
  await expect.element(page.elementLocator(document.body)).toMatchScreenshot();
});
