import Box from '@mui/material/Box';
import { Suspense, useId, useLayoutEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useHydrating } from './useHydrating.ts';

/**
 * The page's parts React has still to hydrate. A choice made in one part can change what another
 * shows (the origin's prefecture is copied to the destination and loads its cities); if that other
 * part were still waiting to hydrate, its markup would no longer match what it renders. So no part
 * takes input until every part that came as prerendered markup has hydrated.
 */
const pendingParts = new Set<string>();
/** Parts whose fields ran before their boundary counted them (both in one commit: children run first). */
const hydratedParts = new Set<string>();
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const pageHydrated = () => pendingParts.size === 0;

function settle(id: string, forget: boolean): void {
  if (forget) hydratedParts.delete(id);
  else hydratedParts.add(id);
  if (pendingParts.delete(id) && pendingParts.size === 0) for (const listener of listeners) listener();
}

/**
 * False while React hydrates the page (and in the prerender), true once every prerendered part has
 * hydrated. A part rendered afresh is true from the start, so its fields never flash disabled.
 */
const useIsLive = () => useSyncExternalStore(subscribe, pageHydrated, () => false);

function LiveFieldset({ part, children }: { part: string; children: ReactNode }) {
  const live = useIsLive();
  useLayoutEffect(() => settle(part, false), [part]);
  return (
    <Box component="fieldset" disabled={!live} sx={{ m: 0, p: 0, border: 0, minWidth: 0 }}>
      {children}
    </Box>
  );
}

/**
 * Counts its part as waiting to hydrate when it arrived as markup to hydrate, which only its first
 * render tells. It sits beside the part's boundary, not around it: re-rendering a boundary's parent
 * before the boundary has hydrated makes React hydrate that boundary at once, or drop its markup.
 */
function PartCount({ part }: { part: string }) {
  const hydrating = useHydrating();
  const [prerendered] = useState(hydrating);
  useLayoutEffect(() => {
    if (prerendered && !hydratedParts.has(part)) pendingParts.add(part);
    return () => settle(part, true);
  }, [prerendered, part]);
  return null;
}

/**
 * A Suspense boundary around a part of a form. On a prerendered page React hydrates each boundary
 * on its own, after the parts around it; a choice made in a part not yet hydrated is reset without
 * reaching the store. So the part's fields stay disabled until React has hydrated the page's parts.
 */
export function FormPartBoundary({ fallback = null, children }: { fallback?: ReactNode; children: ReactNode }) {
  const part = useId();
  return (
    <>
      <PartCount part={part} />
      <Suspense fallback={fallback}>
        <LiveFieldset part={part}>{children}</LiveFieldset>
      </Suspense>
    </>
  );
}
