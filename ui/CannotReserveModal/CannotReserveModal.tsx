import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { t } from '../../domain/i18n/i18n.ts';
import { ModalDialog } from '../ModalDialog/index.ts';
import type { CannotReserveModalProps } from './CannotReserveModal.types.ts';

/** Shown when, after an edit from the confirm page, the chosen company can no longer take the move. */
export function CannotReserveModal({ open, onClose, onChooseAgain, className, ref }: CannotReserveModalProps) {
  return (
    <ModalDialog
      ref={ref}
      className={className}
      open={open}
      onClose={onClose}
      title={t(/*i18n*/ '変更後の内容ではご予約いただけません')}
      maxWidth="xs"
      actions={<Button variant="contained" color="secondary" onClick={onChooseAgain}>{t(/*i18n*/ '日程・業者を選び直す')}</Button>}
    >
      <Typography variant="body2">
        {t(/*i18n*/ '変更された内容では、選択中の業者にご予約いただけません。お手数ですが、カレンダーから引越し日と業者を選び直してください。')}
      </Typography>
    </ModalDialog>
  );
}
