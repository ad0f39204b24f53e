import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import useMediaQuery from '@mui/material/useMediaQuery';
import { styled, useTheme } from '@mui/material/styles';
import { useId } from 'react';
import { t } from '../../domain/i18n/i18n.ts';
import { CloseIcon } from '../internal/icons.tsx';
import type { ModalDialogProps } from './ModalDialog.types.ts';

const ModalDialogRoot = styled(Dialog, { name: 'HkModalDialog', slot: 'Root' })(({ theme }) => ({
  fontFamily: theme.typography.fontFamily,
}));

const ModalDialogTitle = styled(DialogTitle, { name: 'HkModalDialog', slot: 'Title' })(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.spacing(1),
  paddingRight: theme.spacing(1),
}));

/**
 * The product's modal: a titled MUI Dialog that traps focus while open and returns it to the
 * element that opened it when it closes. Every modal of ui/ is built on it.
 */
export function ModalDialog(props: ModalDialogProps) {
  const {
    open, onClose, title, children, actions, maxWidth = 'sm', fullScreenOnMobile = false, closable = true, className, ref,
  } = props;
  const titleId = useId();
  const theme = useTheme();
  const mobile = useMediaQuery(theme.breakpoints.down('md'));
  return (
    <ModalDialogRoot
      ref={ref}
      className={className}
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth={maxWidth}
      fullScreen={fullScreenOnMobile && mobile}
      aria-labelledby={titleId}
    >
      <ModalDialogTitle id={titleId}>
        <span>{title}</span>
        {closable && (
          <IconButton aria-label={t(/*i18n*/ '閉じる')} onClick={onClose}>
            <CloseIcon />
          </IconButton>
        )}
      </ModalDialogTitle>
      <DialogContent dividers>{children}</DialogContent>
      {actions && <DialogActions>{actions}</DialogActions>}
    </ModalDialogRoot>
  );
}
