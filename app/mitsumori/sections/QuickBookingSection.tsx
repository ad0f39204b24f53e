import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { observer } from 'mobx-react-lite';
import { quickBookingUrlOf } from '../../../domain/flows/flowLinks.ts';
import { useEstimate } from '../flowContext.ts';

/**
 * The quick-booking recommendation with its two-way question (spec §1, §4): shown once both ends
 * are chosen and quick booking serves the route; the link carries what the visitor entered.
 */
export const QuickBookingSection = observer(function QuickBookingSection() {
  const flow = useEstimate();
  const recommendation = flow.recommendation;
  if (!recommendation.shown) return null;
  const { schedule } = flow.form;
  const href = quickBookingUrlOf({ ...flow.form.moveLink, pickedDate: schedule.scheduleFormat === 'precise' ? schedule.pickedDate : '' });
  return (
    <Box component="section" aria-labelledby="quick-booking-heading" sx={{ border: 2, borderColor: 'secondary.main', borderRadius: 2, p: 2 }}>
      <Typography id="quick-booking-heading" component="h3" variant="h6">
        この区間は「かんたん予約」が使えます
      </Typography>
      <Typography variant="body2" sx={{ mt: 1 }}>
        日付ごとの料金を見比べて、その場で1社を予約できます。どちらで進めますか？
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 2 }}>
        <Button variant="contained" color="secondary" href={href}>
          かんたん予約で料金を見る
        </Button>
        <Button variant={recommendation.estimateChosen ? 'contained' : 'outlined'} aria-pressed={recommendation.estimateChosen} onClick={recommendation.chooseEstimate}>
          一括見積りを続ける
        </Button>
      </Stack>
    </Box>
  );
});
