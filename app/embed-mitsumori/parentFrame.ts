import type { EmbedParentMessage } from '../../domain/embed/parentMessages.ts';

/** Posts messages to the partner page framing the form. */
export interface ParentFrame {
  post(message: EmbedParentMessage): void;
}

/**
 * Messages go to the parent window addressed to each of the partner's registered origins in turn:
 * the browser delivers a message only when the target origin is exactly the parent's, so no other
 * page ever receives one (and frame-ancestors already keeps other pages from framing the form).
 * Opened on its own, outside a frame, the form posts nothing.
 */
export function parentFrame(win: { parent: Pick<Window, 'postMessage'>; self: unknown }, origins: readonly string[]): ParentFrame {
  return {
    post(message) {
      if (win.parent === win.self) return;
      for (const origin of origins) win.parent.postMessage(message, origin);
    },
  };
}

/**
 * Tells the parent the form's height whenever it changes, so the iframe grows and shrinks with the
 * step shown (the root element's box, which unlike scrollHeight is not held up by the iframe's own
 * height). Returns the function that stops it.
 */
export function reportHeight(root: Element, frame: ParentFrame, Observer: typeof ResizeObserver = ResizeObserver): () => void {
  let reported = 0;
  const observer = new Observer(() => {
    const height = Math.ceil(root.getBoundingClientRect().height);
    if (height === reported || height === 0) return;
    reported = height;
    frame.post({ type: 'hikkoshi:resize', height });
  });
  observer.observe(root);
  return () => observer.disconnect();
}
