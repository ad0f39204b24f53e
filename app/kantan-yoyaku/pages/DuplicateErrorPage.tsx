import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { t } from '../../../domain/i18n/i18n.ts';
import { StepSection } from '../../wizard/StepSection.tsx';
import { estimateLinkOf } from '../estimateLink.ts';
import { useQuickBooking } from '../flowContext.ts';

/** Duplicate-error: the e-mail or phone already holds a quick booking (spec §8). */
export function DuplicateErrorPage() {
  const store = useQuickBooking();
  return (
    <StepSection title={t(/*i18n*/ 'ご予約を完了できませんでした')}>
      <Alert severity="error">{t(/*i18n*/ 'メールアドレスまたは電話番号がかんたん予約で既に予約されています。')}</Alert>
      <Button href={estimateLinkOf(store)} onClick={store.leaveForEstimate} variant="contained">
        {t(/*i18n*/ '一括見積もりで業者を探す')}
      </Button>
    </StepSection>
  );
}
