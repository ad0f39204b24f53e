import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { observer } from 'mobx-react-lite';
import { RESERVATION_PATHS } from '../../../domain/flows/urls.ts';
import { formatJapaneseDate, formatJapanDateTime } from '../../../domain/format/japanTime.ts';
import { MESSAGES } from '../../../domain/validation/messages.ts';
import { DeliverySection } from '../../moving-form/sections/DeliverySection.tsx';
import { StepSection } from '../../wizard/StepSection.tsx';
import { useReservation } from '../flowContext.ts';

/** Complete (spec §7): request id, time and preferred date, who received the request and how they will get in touch; or the duplicate-booking message of a 409 (spec §8). */
export const CompletePage = observer(function CompletePage() {
  const flow = useReservation();
  const outcome = flow.outcome;
  if (outcome?.kind !== 'sent') {
    return (
      <StepSection title="仮予約を完了できませんでした">
        <Alert severity="error">{MESSAGES.duplicateBooking}</Alert>
        <Typography>かんたん予約でのご予約内容は、ご予約のときにお送りした確認メールでご確認ください。</Typography>
        <Button variant="outlined" href={RESERVATION_PATHS.step1} sx={{ alignSelf: 'flex-start' }}>
          入力画面に戻る
        </Button>
      </StepSection>
    );
  }
  const { requestDateTime, requestId, preferredDate } = outcome.response;
  const delivery = flow.delivery;
  return (
    <StepSection title="仮予約の依頼が完了しました">
      <Typography>ご入力のメールアドレスに、ご依頼内容の確認メールをお送りします。各引越し業者から、日時と料金の確定のご連絡があります。</Typography>
      <dl>
        <Typography component="dt" variant="subtitle2">受付番号</Typography>
        <Typography component="dd" sx={{ ml: 2, mb: 1 }} data-testid="request-id">{requestId}</Typography>
        <Typography component="dt" variant="subtitle2">依頼日時</Typography>
        <Typography component="dd" sx={{ ml: 2, mb: 1 }}>{formatJapanDateTime(requestDateTime)}</Typography>
        <Typography component="dt" variant="subtitle2">引越し予定日</Typography>
        <Typography component="dd" sx={{ ml: 2 }}>{formatJapaneseDate(preferredDate)}</Typography>
      </dl>
      {delivery && <DeliverySection delivery={delivery} title="仮予約を依頼した引越し業者" />}
      <Button variant="outlined" href={RESERVATION_PATHS.step1} sx={{ alignSelf: 'flex-start' }}>
        トップに戻る
      </Button>
    </StepSection>
  );
});
