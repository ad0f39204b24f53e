import { useEffect, type RefObject } from 'react';

/** What a visitor does to take over the page's scrolling. */
const VISITOR_SCROLLS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * While `active`, keeps `target` in the middle of the viewport as the page around it grows (parts
 * that load after it, such as lazily loaded sections above it), until the visitor scrolls, touches,
 * clicks or types: then the page is theirs.
 */
export function useKeepInView(target: RefObject<HTMLElement | null>, active: boolean): void {
  useEffect(() => {
    const element = target.current;
    if (!active || !element) return;
    const keep = () => element.scrollIntoView({ block: 'center' });
    keep();
    const observer = new ResizeObserver(keep);
    observer.observe(element.closest('form') ?? document.body);
    const stop = () => {
      observer.disconnect();
      for (const event of VISITOR_SCROLLS) window.removeEventListener(event, stop);
    };
    for (const event of VISITOR_SCROLLS) window.addEventListener(event, stop, { passive: true });
    return stop;
  }, [target, active]);
}
