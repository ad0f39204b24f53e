import Box from '@mui/material/Box';
import { Suspense, useSyncExternalStore, type ReactNode } from 'react';

const neverChanges = () => () => {};

/**
 * False while React hydrates the part (and in the prerender), true once it runs it: React renders
 * a hydrating part with the server snapshot, then again with the client one. A part rendered
 * afresh is true from the start, so its fields never flash disabled.
 */
function useIsLive(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}

function LiveFieldset({ children }: { children: ReactNode }) {
  const live = useIsLive();
  return (
    <Box component="fieldset" disabled={!live} sx={{ m: 0, p: 0, border: 0, minWidth: 0 }}>
      {children}
    </Box>
  );
}

/**
 * A Suspense boundary around a part of a form. On a prerendered page React hydrates each boundary
 * on its own, after the parts around it; a choice made in a part not yet hydrated is reset without
 * reaching the store. So the part's fields stay disabled until React has hydrated this very part.
 */
export function FormPartBoundary({ fallback = null, children }: { fallback?: ReactNode; children: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <LiveFieldset>{children}</LiveFieldset>
    </Suspense>
  );
}
