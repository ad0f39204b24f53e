import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { observer } from 'mobx-react-lite';
import { FALLBACK_PAGE } from '../../../domain/flows/urls.ts';
import { localizedHref, t } from '../../../domain/i18n/i18n.ts';
import { MESSAGES } from '../../../domain/validation/messages.ts';
import { DeliverySection } from '../../moving-form/sections/DeliverySection.tsx';
import { RequestReceipt } from '../../moving-form/sections/RequestReceipt.tsx';
import { StepSection } from '../../wizard/StepSection.tsx';
import { useEstimate } from '../flowContext.ts';
import { AlliancePage } from './AlliancePage.tsx';

/**
 * Complete (spec §4): the alliance page first when more partners exist; then who received the
 * request and how they will get in touch; or the duplicate-booking message of a 409 (spec §8).
 */
export const CompletePage = observer(function CompletePage() {
  const flow = useEstimate();
  if (flow.showsAlliancePage) return <AlliancePage />;
  if (flow.outcome?.kind === 'duplicate') {
    return (
      <StepSection title={t(/*i18n*/ '見積り依頼を完了できませんでした')}>
        <Alert severity="error">{t(MESSAGES.duplicateBooking)}</Alert>
        <Typography>{t(/*i18n*/ 'かんたん予約でのご予約内容は、ご予約のときにお送りした確認メールでご確認ください。')}</Typography>
        <Button variant="outlined" href={localizedHref(FALLBACK_PAGE)}>
          {t(/*i18n*/ '入力画面に戻る')}
        </Button>
      </StepSection>
    );
  }
  const delivery = flow.delivery;
  const sent = flow.outcome?.kind === 'sent' ? flow.outcome.response : undefined;
  return (
    <StepSection title={t(/*i18n*/ '見積り依頼が完了しました')}>
      <Typography>{t(/*i18n*/ 'ご入力のメールアドレスに、ご依頼内容の確認メールをお送りします。各引越し業者からのご連絡をお待ちください。')}</Typography>
      {sent && <RequestReceipt requestId={sent.requestId} requestDateTime={sent.requestDateTime} />}
      {delivery && (
        <DeliverySection
          delivery={delivery}
          title={t(/*i18n*/ '見積りを依頼した引越し業者')}
          heading={(count) => t(/*i18n*/ { id: '見積りを依頼した引越し業者（{count}社）', values: { count } })}
          priceLabel={t(/*i18n*/ '概算')}
          unpricedLabel={t(/*i18n*/ '訪問・電話で見積り')}
        />
      )}
      <Button variant="outlined" href={localizedHref(FALLBACK_PAGE)} sx={{ alignSelf: 'flex-start' }}>
        {t(/*i18n*/ 'トップに戻る')}
      </Button>
    </StepSection>
  );
});
