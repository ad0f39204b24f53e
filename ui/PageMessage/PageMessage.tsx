import { styled } from '@mui/material/styles';
import { useId } from 'react';
import type { PageMessageProps } from './PageMessage.types.ts';

const PageMessageRoot = styled('section', { name: 'HkPageMessage', slot: 'Root' })(({ theme }) => ({
  ...theme.typography.body1,
  display: 'grid',
  gap: theme.spacing(1.5),
  maxWidth: theme.spacing(80),
  margin: theme.spacing(4, 'auto'),
  padding: theme.spacing(3),
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: theme.radius.md,
  backgroundColor: theme.palette.surface.raised,
  '& .HkPageMessage-title': { ...theme.typography.h5, margin: 0 },
  '& .HkPageMessage-message': { margin: 0, whiteSpace: 'pre-line' },
}));

/** A page that has one thing to say (a link that opens nothing, a page that could not load): its heading and what to do. */
export function PageMessage({ title, message, className, ref }: PageMessageProps) {
  const id = useId();
  return (
    <PageMessageRoot ref={ref} className={className} aria-labelledby={id}>
      <h1 id={id} className="HkPageMessage-title">{title}</h1>
      <p className="HkPageMessage-message">{message}</p>
    </PageMessageRoot>
  );
}
