// Setup of the `storybook` and `storybook-en` vitest projects (one per language): after each story
// has rendered, run its play function and passed the a11y addon's axe check, its pixels must match
// its committed baseline — in the pictured project (Japanese) only; the English project stops at
// the play function and axe (scripts/visual/storyProjects.ts).
// A story opts out with `parameters: { screenshot: false }` (long interactions whose end state
// another story already shows).
import { configure } from 'storybook/test';
import { afterEach, expect } from 'vitest';
import { commands, page, server } from 'vitest/browser';
import { isPicturedProject, pictureFailure } from '../scripts/visual/storyProjects.ts';

// What a play function finds may come with code loaded the first time it shows (a lazy part, like
// the language menu's list), which Vite transforms on its first request: over testing-library's
// default 1 s on a busy 2-core machine (seen in CI). The wait ends as soon as the element shows.
configure({ asyncUtilTimeout: 10_000 });

/** How long the matcher may look for a stable picture; the projects' hook timeout leaves room for it (vitest.config.ts). */
const SCREENSHOT_TIMEOUT_MS = 20_000;

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
  // A failed story has no picture to keep, a skipped one (a tag the project skips) none at all.
  if (context.task.result?.state === 'fail' || context.task.result?.state === 'skip') return;
  if ((context as StoryContext).story?.parameters.screenshot === false) return;
  if (!isPicturedProject(server.config.name)) return;
  // The web font comes in subsets by character range, each loaded when first used: a story pictured
  // after others found the subsets they loaded (the Latin one of "English" among them) and measured 3 px
  // taller than the same story alone. Every subset of the page's text, in both weights, is loaded first.
  const text = document.body.innerText;
  await Promise.all(['400', '700'].map((weight) => document.fonts.load(`${weight} 16px "Noto Sans JP"`, text)));
  await document.fonts.ready;
  // The picture is the whole page from its top. A refused next keeps its alert in view
  // (app/wizard/useKeepInView.ts): it scrolls this frame and the runner's page around it, and goes on
  // doing so as the frame is resized below, which left the picture 3 px short. Like a visitor's wheel,
  // the picture takes the page over (the hook lets go), then puts both back at their top.
  window.dispatchEvent(new WheelEvent('wheel'));
  window.scrollTo(0, 0);
  window.parent.scrollTo(0, 0);
  // The whole story at its real size: the frame as tall as its content (a page is longer than the
  // screen), and the browser page around it big enough that vitest does not scale the frame down.
  // Measured again after each resize until it holds: content may still grow (a section appearing).
  const width = window.innerWidth;
  for (let height = 0, tries = 0; tries < 10; tries += 1) {
    const content = Math.max(window.innerHeight, document.documentElement.scrollHeight, document.body.scrollHeight);
    if (content === height) break;
    height = content;
    await commands.fitViewport(width, height);
    await page.viewport(width, height);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  // A tall page story on a busy 2-core machine can take seconds to paint every part of itself:
  // the matcher retakes the picture until two in a row agree, for longer than its default 5 s.
  try {
    await expect.element(page.elementLocator(document.body)).toMatchScreenshot({ timeout: SCREENSHOT_TIMEOUT_MS });
  } catch (error) {
    throw pictureFailure(error, context.task.file.filepath, server.config.root);
  }
});
