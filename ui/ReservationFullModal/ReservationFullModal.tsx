import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { t } from '../../domain/i18n/i18n.ts';
import { ModalDialog } from '../ModalDialog/index.ts';
import type { ReservationFullModalProps } from './ReservationFullModal.types.ts';

/** Shown when the chosen day of the chosen company was booked up before the reservation went through. */
export function ReservationFullModal({ open, onClose, onChooseAgain, className, ref }: ReservationFullModalProps) {
  return (
    <ModalDialog
      ref={ref}
      className={className}
      open={open}
      onClose={onClose}
      title={t(/*i18n*/ '予約枠が埋まりました')}
      maxWidth="xs"
      actions={<Button variant="contained" color="secondary" onClick={onChooseAgain}>{t(/*i18n*/ '別の日程・業者を選ぶ')}</Button>}
    >
      <Typography variant="body2">
        {t(/*i18n*/ '申し訳ございません。選択された引越し日の予約枠が、ほかのお客様のご予約で埋まってしまいました。別の日程または業者をお選びください。')}
      </Typography>
    </ModalDialog>
  );
}
