import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * True in the build's prerender and while React hydrates the component, false after (and from the
 * start on a page rendered afresh): React renders it with the server snapshot first.
 */
export const useHydrating = (): boolean =>
  useSyncExternalStore(
    neverChanges,
    () => false,
    () => true,
  );
