import CircularProgress from '@mui/material/CircularProgress';
import { styled } from '@mui/material/styles';
import { t } from '../../domain/i18n/i18n.ts';
import type { LoadingContainerProps } from './LoadingContainer.types.ts';

const LoadingContainerRoot = styled('div', { name: 'HkLoadingContainer', slot: 'Root' })(({ theme }) => ({
  fontFamily: theme.typography.fontFamily,
  '&[data-state="loading"]': {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    minHeight: theme.spacing(20),
  },
}));

/** A region that shows a spinner while its content loads and the content afterwards; `aria-busy` while loading. */
export function LoadingContainer({ loading, children, label = t(/*i18n*/ '読み込み中'), className, ref }: LoadingContainerProps) {
  return (
    <LoadingContainerRoot ref={ref} className={className} aria-busy={loading} data-state={loading ? 'loading' : 'idle'}>
      {loading ? <CircularProgress aria-label={label} /> : children}
    </LoadingContainerRoot>
  );
}
