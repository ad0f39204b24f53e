import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { observer } from 'mobx-react-lite';
import { FALLBACK_PAGE } from '../../../domain/flows/urls.ts';
import { localizedHref, t } from '../../../domain/i18n/i18n.ts';
import { StepSection } from '../../wizard/StepSection.tsx';
import { useReservation } from '../flowContext.ts';

/** No hit (spec §2, §7): the move's list holds at most one company, so there is nothing to compare. */
export const NoHitPage = observer(function NoHitPage() {
  const flow = useReservation();
  return (
    <StepSection title={t(/*i18n*/ '仮予約できる引越し業者が見つかりませんでした')} onBack={() => flow.back('noHit')} backLabel={t(/*i18n*/ '入力内容を変更する')}>
      <Typography>{t(/*i18n*/ 'ご指定の引越し元・引越し先・日程で、仮予約を受け付けている引越し業者が見つかりませんでした。')}</Typography>
      <Typography>{t(/*i18n*/ '日程や住所を変えてお試しいただくか、一括見積りで訪問・電話見積りを依頼できます。')}</Typography>
      <Button variant="contained" href={localizedHref(FALLBACK_PAGE)} sx={{ alignSelf: 'flex-start' }}>
        {t(/*i18n*/ '一括見積りを依頼する')}
      </Button>
    </StepSection>
  );
});
