import CircularProgress from '@mui/material/CircularProgress';
import { alpha, styled } from '@mui/material/styles';
import { t } from '../../domain/i18n/i18n.ts';
import type { OverlayContainerProps } from './OverlayContainer.types.ts';

const OverlayContainerRoot = styled('div', { name: 'HkOverlayContainer', slot: 'Root' })(({ theme }) => ({
  fontFamily: theme.typography.fontFamily,
  position: 'relative',
}));

const OverlayContainerVeil = styled('div', { name: 'HkOverlayContainer', slot: 'Veil' })(({ theme }) => ({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  backgroundColor: alpha(theme.palette.surface.raised, 0.7),
  zIndex: theme.zIndex.appBar,
}));

/**
 * Keeps its content in place and, while `open`, lays a veil with a spinner over it: the content
 * stays visible but inert (a request is running and must not be sent twice).
 */
export function OverlayContainer({ open, children, label = t(/*i18n*/ '処理中'), className, ref }: OverlayContainerProps) {
  return (
    <OverlayContainerRoot ref={ref} className={className} aria-busy={open} data-state={open ? 'open' : 'closed'}>
      <div inert={open}>{children}</div>
      {open && (
        <OverlayContainerVeil>
          <CircularProgress aria-label={label} />
        </OverlayContainerVeil>
      )}
    </OverlayContainerRoot>
  );
}
