import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { MixedText } from '../../../ui/i18n/index.ts';

/** A titled part of the page (an h2 and what it says). */
export function Part({ title, children, sx }: { title: string; children: ReactNode; sx?: SxProps<Theme> }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={sx}>
      <Typography id={headingId} component="h2" variant="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/**
 * Labelled values, e.g. 予約番号 → KY-…; a value may span lines. What of a value its reader may not
 * read (a Japanese place or name the server wrote as Japan writes it) is marked Japanese.
 */
export function Facts({ rows }: { rows: readonly { label: string; value: string }[] }) {
  return (
    <Typography component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 2, rowGap: 0.5 }}>
      {rows.map((row) => (
        <div key={row.label} style={{ display: 'contents' }}>
          <Typography component="dt" variant="subtitle2">{row.label}</Typography>
          <Typography component="dd" sx={{ m: 0, mb: { xs: 1, sm: 0 }, whiteSpace: 'pre-line' }}>
            <MixedText>{row.value}</MixedText>
          </Typography>
        </div>
      ))}
    </Typography>
  );
}
