import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { observer } from 'mobx-react-lite';
import type { LeadDateProposal } from '../../domain/api/lead.ts';
import { dateWithWeekday, japanTimeInWords } from '../../domain/format/japanTime.ts';
import { formatYen } from '../../domain/format/price.ts';
import type { LeadStore } from './LeadStore.ts';

/**
 * The visitor's new day for a booking the company confirmed (issue 34, item 6): which day stands, the
 * new one with its price, until when the company may answer, and its two answers. The booking stays on
 * the confirmed day until the company accepts.
 */
export const DateProposalAnswer = observer(function DateProposalAnswer({ store, proposal }: { store: LeadStore; proposal: LeadDateProposal }) {
  const rows = [
    ['確定済みの引越し日', `${dateWithWeekday(proposal.confirmedDate)}（料金 ${formatYen(proposal.confirmedPrice.total)}）`],
    ['ご希望の新しい引越し日', `${dateWithWeekday(proposal.proposedDate)}（料金 ${formatYen(proposal.proposedPrice.total)}・お客様に表示した料金）`],
    ['回答期限', japanTimeInWords(proposal.answerBy)],
  ] as const;
  return (
    <Alert severity="warning" component="section" role="region" aria-labelledby="date-proposal-title" icon={false} sx={{ '& .MuiAlert-message': { width: '100%' } }}>
      <AlertTitle id="date-proposal-title" component="h2" sx={{ typography: 'h6' }}>お客様から引越し日の変更のご希望があります</AlertTitle>
      <Stack spacing={1.5}>
        <Stack component="dl" spacing={0.5} sx={{ m: 0 }}>
          {rows.map(([label, value]) => (
            <Stack key={label} direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
              <Typography component="dt" sx={{ fontWeight: 'bold', minWidth: { sm: '12em' } }}>{label}</Typography>
              <Typography component="dd" sx={{ m: 0 }}>{value}</Typography>
            </Stack>
          ))}
        </Stack>
        <Typography>
          ご回答まで、ご予約は確定済みの日のままです（新しい日の予約枠は仮押さえしています）。承諾すると新しい日に変わり、確定済みの日の予約枠は空きに戻ります。お断りの場合と、期限までにご回答がない場合は、確定済みの日のままとなります。お客様にはメールでお知らせします。
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <Button variant="contained" disabled={store.busy} onClick={() => void store.answerDateProposal('accept', proposal.proposedDate)}>
            新しい日に変更する（承諾）
          </Button>
          <Button variant="outlined" color="error" disabled={store.busy} onClick={() => void store.answerDateProposal('decline', proposal.proposedDate)}>
            お断りする（確定済みの日のまま）
          </Button>
        </Stack>
        {store.answerError && <Typography role="alert" color="error">{store.answerError}</Typography>}
      </Stack>
    </Alert>
  );
});
