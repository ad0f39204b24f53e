import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

/** A titled part of the page (an h2 and what it says). */
export function Part({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Typography id={headingId} component="h2" variant="h6" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </section>
  );
}

/** Labelled values, e.g. 予約番号 → KY-…; a value may span lines. */
export function Facts({ rows }: { rows: readonly { label: string; value: string }[] }) {
  return (
    <Typography component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 2, rowGap: 0.5 }}>
      {rows.map((row) => (
        <div key={row.label} style={{ display: 'contents' }}>
          <Typography component="dt" variant="subtitle2">{row.label}</Typography>
          <Typography component="dd" sx={{ m: 0, mb: { xs: 1, sm: 0 }, whiteSpace: 'pre-line' }}>{row.value}</Typography>
        </div>
      ))}
    </Typography>
  );
}
