import IconButton from '@mui/material/IconButton';
import { styled } from '@mui/material/styles';
import { t } from '../../domain/i18n/i18n.ts';
import { CloseIcon, InfoIcon } from '../internal/icons.tsx';
import type { ClosableHintProps } from './ClosableHint.types.ts';

const ClosableHintRoot = styled('div', { name: 'HkClosableHint', slot: 'Root' })(({ theme }) => ({
  ...theme.typography.body2,
  position: 'relative',
  display: 'flex',
  alignItems: 'flex-start',
  gap: theme.spacing(1),
  padding: theme.spacing(1, 1, 1, 1.5),
  marginBottom: theme.spacing(1.5),
  borderRadius: theme.radius.md,
  backgroundColor: theme.palette.info.light,
  color: theme.palette.text.primary,
  '&::after': {
    content: '""',
    position: 'absolute',
    left: theme.spacing(3),
    bottom: `-${theme.spacing(1)}`,
    borderWidth: theme.spacing(1, 1, 0, 1),
    borderStyle: 'solid',
    borderColor: `${theme.palette.info.light} transparent transparent transparent`,
  },
  '& > svg': { color: theme.palette.info.main, marginTop: theme.spacing(0.25) },
  '& > span': { flex: 1, paddingTop: theme.spacing(0.25) },
}));

/** The closable tooltip above a field (from postal code, to prefecture, to city): closed once, gone. */
export function ClosableHint({ open, onClose, children, className, ref }: ClosableHintProps) {
  if (!open) return null;
  return (
    <ClosableHintRoot ref={ref} className={className} role="note">
      <InfoIcon fontSize="small" />
      <span>{children}</span>
      <IconButton size="small" aria-label={t(/*i18n*/ 'ヒントを閉じる')} onClick={onClose}>
        <CloseIcon fontSize="small" />
      </IconButton>
    </ClosableHintRoot>
  );
}
