import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { observer } from 'mobx-react-lite';
import { FALLBACK_PAGE } from '../../../domain/flows/urls.ts';
import { localizedHref, t } from '../../../domain/i18n/i18n.ts';
import { StepSection } from '../../wizard/StepSection.tsx';
import { useReservation } from '../flowContext.ts';

/** What the page says when no company was found, and when only one was (too few to compare). */
const WORDS = {
  none: {
    title: /*i18n*/ '仮予約できる引越し業者が見つかりませんでした',
    found: /*i18n*/ 'ご指定の引越し元・引越し先・日程で、仮予約を受け付けている引越し業者が見つかりませんでした。',
  },
  one: {
    title: /*i18n*/ '比べられる引越し業者が足りませんでした',
    found: /*i18n*/ 'ご指定の引越し元・引越し先・日程で、仮予約を受け付けている引越し業者は1社だけでした。仮予約は複数の業者を比べて選ぶためのもので、1社では比べられません。',
  },
} as const;

/** No hit (spec §2, §7): the move's list holds at most one company, so there is nothing to compare. */
export const NoHitPage = observer(function NoHitPage() {
  const flow = useReservation();
  const words = flow.form.companies.companies.length === 1 ? WORDS.one : WORDS.none;
  return (
    <StepSection title={t(words.title)} onBack={() => flow.back('noHit')} backLabel={t(/*i18n*/ '入力内容を変更する')}>
      <Typography>{t(words.found)}</Typography>
      <Typography>{t(/*i18n*/ '日程や住所を変えてお試しいただくか、一括見積りで訪問・電話見積りを依頼できます。')}</Typography>
      <Button variant="contained" href={localizedHref(FALLBACK_PAGE)} sx={{ alignSelf: 'flex-start' }}>
        {t(/*i18n*/ '一括見積りを依頼する')}
      </Button>
    </StepSection>
  );
});
