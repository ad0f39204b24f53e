import type { BrowserCommand } from 'vitest/node';
import '@vitest/browser-playwright';

/**
 * Browser command of the storybook project: grows the browser page around vitest's test frame to
 * at least `width` × `height`. Vitest scales its frame down to fit the page (a CSS transform), so a
 * story wider or taller than the page (a 1280 px PC page, a long form) would be screenshot shrunk
 * and blurred; with room around it, the picture is the story at its real size, pixel for pixel.
 */
export const fitViewport: BrowserCommand<[width: number, height: number]> = async (context, width, height) => {
  // The frame need not sit at the page's top left: with several test files at once, vitest lays
  // their frames out one after another. Its far edges must fit too, or what lies past the page's
  // edge is never painted (seen as a blank bottom in tall phone pages under load).
  const frame = await context.iframe.owner().boundingBox();
  const needed = { width: Math.ceil((frame?.x ?? 0) + width), height: Math.ceil((frame?.y ?? 0) + height) };
  const current = context.page.viewportSize() ?? { width: 0, height: 0 };
  if (current.width >= needed.width && current.height >= needed.height) return;
  await context.page.setViewportSize({ width: Math.max(current.width, needed.width), height: Math.max(current.height, needed.height) });
};
