import Container from '@mui/material/Container';
import { lazy, Suspense, useState } from 'react';
import { TranslationFooter } from '../../ui/TranslationFooter/index.ts';

const WordingReportPanel = lazy(() => import('./WordingReportPanel.tsx'));

/**
 * The footer of a translated page (issue 37): a reader reports a wording that reads wrong in a
 * dialog loaded at their first click. Loaded after the page (./TranslatedPageFooter.tsx).
 */
export default function WordingReportFooter({ maxWidth }: { maxWidth: 'md' | 'lg' }) {
  const [open, setOpen] = useState(false);
  return (
    <Container maxWidth={maxWidth}>
      <TranslationFooter onReport={() => setOpen(true)} />
      {open && (
        <Suspense fallback={null}>
          <WordingReportPanel onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </Container>
  );
}
