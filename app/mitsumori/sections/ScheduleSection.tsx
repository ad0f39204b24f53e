import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { observer } from 'mobx-react-lite';
import { ScheduleFields } from '../../../ui/ScheduleFields/index.ts';
import type { EstimateMovingForm } from '../estimateForm.ts';

/** The estimate schedule: a date, or a month with its timing and weekday preference, and the preferred times. */
export const ScheduleSection = observer(function ScheduleSection({ form, today, showAllErrors }: { form: EstimateMovingForm; today: Date; showAllErrors: boolean }) {
  return (
    <Stack spacing={2} component="section" aria-labelledby="schedule-heading">
      <Typography variant="h6" component="h3" id="schedule-heading">
        引越し予定日
      </Typography>
      <ScheduleFields value={form.schedule} onChange={form.setSchedule} today={today} errors={form.scheduleErrors} revealErrors="edited" showAllErrors={showAllErrors} />
    </Stack>
  );
});
