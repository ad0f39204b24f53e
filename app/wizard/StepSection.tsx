import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, type ReactNode } from 'react';
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
  /**
   * What a disabled next still waits for, said beside it in a live region that describes the button
   * (a visitor who never touched a field otherwise meets a grey button with no reason). A page
   * that passes it, even empty, keeps the live region in place so each change is announced.
   */
  nextHint?: string;
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
export function StepSection({ title, children, onBack, backLabel, nextLabel, nextDisabled, nextHint, extraActions, focusOnOpen = true }: StepSectionProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const hintId = useId();
  const hint = nextDisabled ? nextHint : '';
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
            <Button type="submit" variant="contained" size="large" disabled={nextDisabled} aria-describedby={hint ? hintId : undefined}>
              {nextLabel}
            </Button>
          )}
        </Stack>
      </Stack>
      {nextHint !== undefined && (
        <Typography id={hintId} role="status" variant="body2" color="text.secondary" sx={{ mt: hint ? 1 : 0, textAlign: 'end' }}>
          {hint}
        </Typography>
      )}
    </Box>
  );
}
