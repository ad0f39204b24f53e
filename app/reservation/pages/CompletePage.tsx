import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { observer } from 'mobx-react-lite';
import { RESERVATION_PATHS } from '../../../domain/flows/urls.ts';
import { localizedHref, t } from '../../../domain/i18n/i18n.ts';
import { MESSAGES } from '../../../domain/validation/messages.ts';
import { DeliverySection } from '../../moving-form/sections/DeliverySection.tsx';
import { RequestReceipt } from '../../moving-form/sections/RequestReceipt.tsx';
import { StepSection } from '../../wizard/StepSection.tsx';
import { useReservation } from '../flowContext.ts';

/** Complete (spec §7): request id, time and preferred date, who received the request and how they will get in touch; or the duplicate-booking message of a 409 (spec §8). */
export const CompletePage = observer(function CompletePage() {
  const flow = useReservation();
  const outcome = flow.outcome;
  if (outcome?.kind !== 'sent') {
    return (
      <StepSection title={t(/*i18n*/ '仮予約を完了できませんでした')}>
        <Alert severity="error">{t(MESSAGES.duplicateBooking)}</Alert>
        <Typography>{t(/*i18n*/ 'かんたん予約でのご予約内容は、ご予約のときにお送りした確認メールでご確認ください。')}</Typography>
        <Button variant="outlined" href={localizedHref(RESERVATION_PATHS.step1)} sx={{ alignSelf: 'flex-start' }}>
          {t(/*i18n*/ '入力画面に戻る')}
        </Button>
      </StepSection>
    );
  }
  const { requestDateTime, requestId, preferredDate } = outcome.response;
  const delivery = flow.delivery;
  return (
    <StepSection title={t(/*i18n*/ '仮予約の依頼が完了しました')}>
      <Typography>{t(/*i18n*/ 'ご入力のメールアドレスに、ご依頼内容の確認メールをお送りします。各引越し業者から、日時と料金の確定のご連絡があります。')}</Typography>
      <RequestReceipt requestId={requestId} requestDateTime={requestDateTime} preferredDate={preferredDate} />
      {delivery && (
        <DeliverySection
          delivery={delivery}
          title={t(/*i18n*/ '仮予約を依頼した引越し業者')}
          heading={(count) => t(/*i18n*/ { id: '仮予約を依頼した引越し業者（{count}社）', values: { count } })}
        />
      )}
      <Button variant="outlined" href={localizedHref(RESERVATION_PATHS.step1)} sx={{ alignSelf: 'flex-start' }}>
        {t(/*i18n*/ 'トップに戻る')}
      </Button>
    </StepSection>
  );
});
