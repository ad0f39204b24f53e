import { lazy, Suspense, useSyncExternalStore } from 'react';
import { DEFAULT_LOCALE } from '../../domain/i18n/locale.ts';
import { useRootStore } from '../stores/StoreContext.tsx';

const WordingReportFooter = lazy(() => import('./WordingReportFooter.tsx'));

const neverChanges = () => () => {};

/**
 * False in the build's prerender and while React hydrates its markup, true after: a lazy part must
 * not suspend there (the prerender cannot wait for it, and hydration would then report the boundary
 * it left to the client as an error).
 */
const useHydrated = () => useSyncExternalStore(neverChanges, () => true, () => false);

/**
 * Under every page in a translated language, the footer to report a wording (issue 37), loaded once
 * the page is live: it is below everything a first paint shows. Pages in the source language,
 * Japanese, have none.
 */
export function TranslatedPageFooter({ maxWidth }: { maxWidth: 'md' | 'lg' }) {
  const { locale } = useRootStore();
  const hydrated = useHydrated();
  if (locale === DEFAULT_LOCALE || !hydrated) return null;
  return (
    <Suspense fallback={null}>
      <WordingReportFooter maxWidth={maxWidth} />
    </Suspense>
  );
}
