import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { observer } from 'mobx-react-lite';
import { FALLBACK_PAGE } from '../../../domain/flows/urls.ts';
import { MESSAGES } from '../../../domain/validation/messages.ts';
import { DeliverySection } from '../../moving-form/sections/DeliverySection.tsx';
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
      <StepSection title="見積り依頼を完了できませんでした">
        <Alert severity="error">{MESSAGES.duplicateBooking}</Alert>
        <Typography>かんたん予約でのご予約内容は、ご予約のときにお送りした確認メールでご確認ください。</Typography>
        <Button variant="outlined" href={FALLBACK_PAGE}>
          入力画面に戻る
        </Button>
      </StepSection>
    );
  }
  const delivery = flow.delivery;
  return (
    <StepSection title="見積り依頼が完了しました">
      <Typography>ご入力のメールアドレスに、ご依頼内容の確認メールをお送りします。各引越し業者からのご連絡をお待ちください。</Typography>
      {delivery && <DeliverySection delivery={delivery} title="見積りを依頼した引越し業者" priceLabel="概算" unpricedLabel="訪問・電話で見積り" />}
      <Button variant="outlined" href={FALLBACK_PAGE} sx={{ alignSelf: 'flex-start' }}>
        トップに戻る
      </Button>
    </StepSection>
  );
});
