import type { BrowserCommand } from 'vitest/node';
import '@vitest/browser-playwright';

/**
 * Browser command of the storybook project: grows the browser page around vitest's test frame to
 * at least `width` × `height`. Vitest scales its frame down to fit the page (a CSS transform), so a
 * story wider or taller than the page (a 1280 px PC page, a long form) would be screenshot shrunk
 * and blurred; with room around it, the picture is the story at its real size, pixel for pixel.
 */
export const fitViewport: BrowserCommand<[width: number, height: number]> = async (context, width, height) => {
  const current = context.page.viewportSize() ?? { width: 0, height: 0 };
  if (current.width >= width && current.height >= height) return;
  await context.page.setViewportSize({ width: Math.max(current.width, width), height: Math.max(current.height, height) });
};
