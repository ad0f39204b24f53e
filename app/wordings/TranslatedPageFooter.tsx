import { lazy, Suspense } from 'react';
import { DEFAULT_LOCALE } from '../../domain/i18n/locale.ts';
import { useRootStore } from '../stores/StoreContext.tsx';
import { useHydrating } from '../wizard/useHydrating.ts';

const WordingReportFooter = lazy(() => import('./WordingReportFooter.tsx'));

/**
 * Under every page in a translated language, the footer to report a wording (issue 37), loaded once
 * the page is live: it is below everything a first paint shows. Pages in the source language,
 * Japanese, have none.
 */
export function TranslatedPageFooter({ maxWidth }: { maxWidth: 'md' | 'lg' }) {
  const { locale } = useRootStore();
  // Not in the prerender or while hydrating: a lazy part cannot suspend there (the prerender cannot
  // wait for it, and hydration would report the boundary it left to the client as an error).
  const hydrating = useHydrating();
  if (locale === DEFAULT_LOCALE || hydrating) return null;
  return (
    <Suspense fallback={null}>
      <WordingReportFooter maxWidth={maxWidth} />
    </Suspense>
  );
}
