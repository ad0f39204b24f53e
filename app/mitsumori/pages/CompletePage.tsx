import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { observer } from 'mobx-react-lite';
import { FALLBACK_PAGE } from '../../../domain/flows/urls.ts';
import { formatYen } from '../../../domain/format/price.ts';
import { MESSAGES } from '../../../domain/validation/messages.ts';
import { StepSection } from '../../wizard/StepSection.tsx';
import { useEstimate } from '../flowContext.ts';
import { AlliancePage } from './AlliancePage.tsx';

/**
 * Complete (spec §4): the alliance page first when more partners exist; the companies that
 * received the request; or the duplicate-booking message of a 409 (spec §8).
 */
export const CompletePage = observer(function CompletePage() {
  const flow = useEstimate();
  if (flow.showsAlliancePage) return <AlliancePage />;
  if (flow.outcome?.kind === 'duplicate') {
    return (
      <StepSection title="見積り依頼を完了できませんでした">
        <Alert severity="error">{MESSAGES.duplicateBooking}</Alert>
        <Typography>かんたん予約でのご予約内容は、予約完了メールをご確認ください。</Typography>
        <Button variant="outlined" href={FALLBACK_PAGE}>
          入力画面に戻る
        </Button>
      </StepSection>
    );
  }
  const { estimate, withoutEstimate } = flow.completeCompanies;
  return (
    <StepSection title="見積り依頼が完了しました">
      <Typography>ご入力のメールアドレスに確認メールをお送りしました。各引越し業者からのご連絡をお待ちください。</Typography>
      {estimate.length > 0 && (
        <section aria-labelledby="complete-estimate">
          <Typography id="complete-estimate" component="h3" variant="h6">
            概算料金を提示した引越し業者
          </Typography>
          <List>
            {estimate.map((company) => (
              <ListItem key={company.kissCd} disableGutters>
                <ListItemText primary={company.name} secondary={company.price === null ? undefined : `概算 ${formatYen(company.price)}`} />
              </ListItem>
            ))}
          </List>
        </section>
      )}
      {withoutEstimate.length > 0 && (
        <section aria-labelledby="complete-without-estimate">
          <Typography id="complete-without-estimate" component="h3" variant="h6">
            訪問・電話で見積りする引越し業者
          </Typography>
          <List>
            {withoutEstimate.map((company) => (
              <ListItem key={company.kissCd} disableGutters>
                <ListItemText primary={company.name} />
              </ListItem>
            ))}
          </List>
        </section>
      )}
      <Button variant="outlined" href={FALLBACK_PAGE}>
        トップに戻る
      </Button>
    </StepSection>
  );
});
