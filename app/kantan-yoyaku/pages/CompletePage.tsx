import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { observer } from 'mobx-react-lite';
import { formatJapanDateTime } from '../../../domain/format/japanTime.ts';
import { formatClosedDays } from '../../../domain/format/list.ts';
import { QUICK_BOOKING_PATHS } from '../../../domain/flows/urls.ts';
import { useQuickBooking } from '../flowContext.ts';
import { StepSection } from '../components/StepSection.tsx';

/** Complete: reservation id, expiry and the company's closed days (spec §3 "Reservation result"). */
export const CompletePage = observer(function CompletePage() {
  const result = useQuickBooking().reservationResult;
  if (!result) return null;
  return (
    <StepSection title="ご予約を受け付けました">
      <Alert severity="success">引越し業者から確認のご連絡があります。</Alert>
      <Typography>
        予約番号: <strong data-testid="reservation-id">{result.reservationId}</strong>
      </Typography>
      <Typography>有効期限: {formatJapanDateTime(result.expiredDate)}</Typography>
      <Typography>業者の定休日: {formatClosedDays(result.closedDays)}</Typography>
      <Button href={QUICK_BOOKING_PATHS.step1} variant="outlined">
        かんたん予約のトップへ
      </Button>
    </StepSection>
  );
});
