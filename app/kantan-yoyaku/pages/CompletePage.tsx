import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { observer } from 'mobx-react-lite';
import { formatJapanDateTime } from '../../../domain/format/japanTime.ts';
import { formatClosedDays } from '../../../domain/format/list.ts';
import { formatYen } from '../../../domain/format/price.ts';
import { QUICK_BOOKING_PATHS } from '../../../domain/flows/urls.ts';
import { useQuickBooking } from '../flowContext.ts';
import { StepSection } from '../../wizard/StepSection.tsx';

/** Complete: reservation id, the booked price (the one shown), expiry and the company's closed days (spec §3 "Reservation result"). */
export const CompletePage = observer(function CompletePage() {
  const { reservationResult: result, bookedPrice } = useQuickBooking();
  if (!result) return null;
  return (
    <StepSection title="ご予約を受け付けました">
      <Alert severity="success">引越し業者から確認のご連絡があります。</Alert>
      <Typography>ご入力のメールアドレスに、ご予約内容の確認メールをお送りします。</Typography>
      <Typography>
        予約番号: <strong data-testid="reservation-id">{result.reservationId}</strong>
      </Typography>
      {bookedPrice !== null && (
        <Typography data-testid="booked-price">
          ご予約の料金は、表示された料金 <strong>{formatYen(bookedPrice)}</strong> のままです（当日のお荷物が入力内容と異なる場合を除きます）。
        </Typography>
      )}
      <Typography>有効期限: {formatJapanDateTime(result.expiredDate)}</Typography>
      <Typography>業者の定休日: {formatClosedDays(result.closedDays)}</Typography>
      <Button href={QUICK_BOOKING_PATHS.step1} variant="outlined">
        かんたん予約のトップへ
      </Button>
    </StepSection>
  );
});
