import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lightFormat } from 'date-fns/lightFormat';
import { observer } from 'mobx-react-lite';
import { t } from '../../../domain/i18n/i18n.ts';
import { movingDateWindow } from '../../../domain/dates/movingDateQuery.ts';
import { RESERVATION_TIME_FRAME_OPTIONS } from '../../../domain/options/schedule.ts';
import { FormTextField } from '../../../ui/FormTextField/index.ts';
import { OptionRadioGroup } from '../../../ui/OptionRadioGroup/index.ts';
import { useRevealProps, useStepErrors } from '../../forms/fields.tsx';
import type { ReservationMovingForm } from '../reservationForm.ts';

/** The reservation schedule: the moving date and one time frame (指定なし by default). */
export const ReservationScheduleSection = observer(function ReservationScheduleSection({ form, today }: { form: ReservationMovingForm; today: Date }) {
  const { schedule } = form;
  const { movingDate } = useStepErrors();
  const window = movingDateWindow(today);
  return (
    <Stack spacing={2} component="section" aria-labelledby="schedule-heading">
      <Typography variant="h6" component="h3" id="schedule-heading">
        {t(/*i18n*/ '引越し予定日')}
      </Typography>
      <FormTextField
        name="movingDate"
        type="date"
        label={t(/*i18n*/ '引越し予定日')}
        value={schedule.movingDate.replaceAll('/', '-')}
        onChange={(value) => form.fields.change({ movingDate: value.replaceAll('-', '/') })}
        error={movingDate}
        {...useRevealProps()}
        htmlInput={{ min: lightFormat(window.start, 'yyyy-MM-dd'), max: lightFormat(window.end, 'yyyy-MM-dd') }}
      />
      <OptionRadioGroup
        name="preferredTime"
        legend={t(/*i18n*/ '希望時間帯')}
        options={RESERVATION_TIME_FRAME_OPTIONS}
        value={schedule.preferredTime}
        onChange={(preferredTime) => form.fields.change({ preferredTime })}
      />
    </Stack>
  );
});
