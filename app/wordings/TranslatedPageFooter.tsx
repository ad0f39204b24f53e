import { lazy, Suspense } from 'react';
import { DEFAULT_LOCALE } from '../../domain/i18n/locale.ts';
import { useRootStore } from '../stores/StoreContext.tsx';

const WordingReportFooter = lazy(() => import('./WordingReportFooter.tsx'));

/**
 * Under every page in a translated language, the footer to report a wording (issue 37), loaded after
 * the page: it is below everything a first paint shows. Pages in the source language, Japanese,
 * have none.
 */
export function TranslatedPageFooter({ maxWidth }: { maxWidth: 'md' | 'lg' }) {
  const { locale } = useRootStore();
  if (locale === DEFAULT_LOCALE) return null;
  return (
    <Suspense fallback={null}>
      <WordingReportFooter maxWidth={maxWidth} />
    </Suspense>
  );
}
