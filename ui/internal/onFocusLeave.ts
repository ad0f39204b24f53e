import type { FocusEvent } from 'react';

/**
 * A blur handler for a group of controls (a fieldset, a field with its suggestions) that calls
 * `handler` only when focus leaves the whole group, not when it moves between its controls.
 */
export function onFocusLeave<E extends HTMLElement>(handler: () => void) {
  return (event: FocusEvent<E>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) handler();
  };
}
