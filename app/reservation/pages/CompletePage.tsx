import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { observer } from 'mobx-react-lite';
import { RESERVATION_PATHS } from '../../../domain/flows/urls.ts';
import { formatJapaneseDate, formatJapanDateTime } from '../../../domain/format/japanTime.ts';
import { formatYen } from '../../../domain/format/price.ts';
import { MESSAGES } from '../../../domain/validation/messages.ts';
import { StepSection } from '../../wizard/StepSection.tsx';
import { useReservation } from '../flowContext.ts';

/** Complete (spec §7): the companies, request time, request id and preferred date; or the duplicate-booking message of a 409 (spec §8). */
export const CompletePage = observer(function CompletePage() {
  const flow = useReservation();
  const outcome = flow.outcome;
  if (outcome?.kind !== 'sent') {
    return (
      <StepSection title="仮予約を完了できませんでした">
        <Alert severity="error">{MESSAGES.duplicateBooking}</Alert>
        <Typography>かんたん予約でのご予約内容は、予約完了メールをご確認ください。</Typography>
        <Button variant="outlined" href={RESERVATION_PATHS.step1} sx={{ alignSelf: 'flex-start' }}>
          入力画面に戻る
        </Button>
      </StepSection>
    );
  }
  const { companies, requestDateTime, requestId, preferredDate, failure } = outcome.response;
  return (
    <StepSection title="仮予約の依頼が完了しました">
      <Typography>ご入力のメールアドレスに確認メールをお送りしました。各引越し業者から、日時と料金の確定のご連絡があります。</Typography>
      <dl>
        <Typography component="dt" variant="subtitle2">受付番号</Typography>
        <Typography component="dd" sx={{ ml: 2, mb: 1 }} data-testid="request-id">{requestId}</Typography>
        <Typography component="dt" variant="subtitle2">依頼日時</Typography>
        <Typography component="dd" sx={{ ml: 2, mb: 1 }}>{formatJapanDateTime(requestDateTime)}</Typography>
        <Typography component="dt" variant="subtitle2">引越し予定日</Typography>
        <Typography component="dd" sx={{ ml: 2 }}>{formatJapaneseDate(preferredDate)}</Typography>
      </dl>
      <section aria-labelledby="complete-companies">
        <Typography id="complete-companies" component="h3" variant="h6">
          仮予約を依頼した引越し業者
        </Typography>
        <List>
          {companies.map((company) => (
            <ListItem key={company.kissCd} disableGutters>
              <ListItemText primary={company.name} secondary={company.price === null ? undefined : formatYen(company.price)} />
            </ListItem>
          ))}
        </List>
      </section>
      {failure.length > 0 && (
        <Alert severity="warning">次の引越し業者は仮予約を受け付けられませんでした: {failure.map((company) => company.name).join('、')}</Alert>
      )}
      <Button variant="outlined" href={RESERVATION_PATHS.step1} sx={{ alignSelf: 'flex-start' }}>
        トップに戻る
      </Button>
    </StepSection>
  );
});
