import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
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
      title="変更後の内容ではご予約いただけません"
      maxWidth="xs"
      actions={<Button variant="contained" color="secondary" onClick={onChooseAgain}>日程・業者を選び直す</Button>}
    >
      <Typography variant="body2">
        変更された内容では、選択中の業者にご予約いただけません。お手数ですが、カレンダーから引越し日と業者を選び直してください。
      </Typography>
    </ModalDialog>
  );
}
