import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { FALLBACK_PAGE } from '../../../domain/flows/urls.ts';
import { StepSection } from '../components/StepSection.tsx';

/** Duplicate-error: the e-mail or phone already holds a quick booking (spec §8). */
export function DuplicateErrorPage() {
  return (
    <StepSection title="ご予約を完了できませんでした">
      <Alert severity="error">メールアドレスまたは電話番号がかんたん予約で既に予約されています。</Alert>
      <Button href={FALLBACK_PAGE} variant="contained">
        一括見積もりで業者を探す
      </Button>
    </StepSection>
  );
}
