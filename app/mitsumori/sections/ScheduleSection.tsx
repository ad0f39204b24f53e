import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { observer } from 'mobx-react-lite';
import { t } from '../../../domain/i18n/i18n.ts';
import { ScheduleFields } from '../../../ui/ScheduleFields/index.ts';
import { useRevealProps, useStepErrors } from '../../forms/fields.tsx';
import type { EstimateMovingForm } from '../estimateForm.ts';

/** The estimate schedule: a date, or a month with its timing and weekday preference, and the preferred times. */
export const ScheduleSection = observer(function ScheduleSection({ form, today }: { form: EstimateMovingForm; today: Date }) {
  const { movingDate, month, timing } = useStepErrors();
  return (
    <Stack spacing={2} component="section" aria-labelledby="schedule-heading">
      <Typography variant="h6" component="h3" id="schedule-heading">
        {t(/*i18n*/ '引越し予定日')}
      </Typography>
      <ScheduleFields value={form.schedule} onChange={(schedule) => form.fields.change(schedule)} today={today} errors={{ movingDate, month, timing }} {...useRevealProps()} />
    </Stack>
  );
});
