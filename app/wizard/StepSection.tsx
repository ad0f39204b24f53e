import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, type ReactNode } from 'react';
import { t } from '../../domain/i18n/i18n.ts';

export interface StepSectionProps {
  title: string;
  children: ReactNode;
  /** Label and action of the back button; none on the first step. */
  onBack?: () => void;
  /** @default 戻る (Back), in the page's language */
  backLabel?: string;
  /** The submit button of the step's form. */
  nextLabel?: string;
  nextDisabled?: boolean;
  /** Buttons shown beside next (e.g. the large-floor-plan extra controls). */
  extraActions?: ReactNode;
  /**
   * Whether the heading takes focus when the step opens; a step opened to edit one module from
   * confirm leaves the focus to that module instead.
   */
  focusOnOpen?: boolean;
}

/**
 * One step of the flow: a heading that takes focus when the step opens (so keyboard and
 * screen-reader users start at the new content), the fields, and back / next.
 */
export function StepSection({ title, children, onBack, backLabel, nextLabel, nextDisabled, extraActions, focusOnOpen = true }: StepSectionProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnOpen) heading.current?.focus();
  }, [title, focusOnOpen]);
  return (
    <Box component="section" aria-labelledby="step-title">
      <Typography id="step-title" component="h2" variant="h5" ref={heading} tabIndex={-1} sx={{ mb: 2, outline: 'none' }}>
        {title}
      </Typography>
      <Stack spacing={3}>{children}</Stack>
      <Stack direction="row" spacing={2} sx={{ mt: 4, justifyContent: 'space-between', flexWrap: 'wrap', gap: 2 }}>
        {onBack ? (
          <Button variant="outlined" onClick={onBack}>
            {backLabel ?? t(/*i18n*/ '戻る')}
          </Button>
        ) : (
          <span />
        )}
        <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', gap: 2 }}>
          {extraActions}
          {nextLabel && (
            <Button type="submit" variant="contained" size="large" disabled={nextDisabled}>
              {nextLabel}
            </Button>
          )}
        </Stack>
      </Stack>
    </Box>
  );
}
