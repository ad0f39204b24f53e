import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import { styled } from '@mui/material/styles';
import { lightFormat } from 'date-fns/lightFormat';
import { useId } from 'react';
import { OutlinedField } from '../internal/OutlinedField.tsx';
import { OptionRadioGroup } from '../OptionRadioGroup/index.ts';
import { defaultMovingDate, firstTimingOf, movingMonthOptions, timingOptions } from '../../domain/dates/movingDate.ts';
import { movingDateWindow } from '../../domain/dates/movingDateQuery.ts';
import { activeLocale, t } from '../../domain/i18n/i18n.ts';
import { PROFILES } from '../../domain/i18n/profiles.ts';
import { PREFERRED_TIME_OPTIONS, SCHEDULE_FORMAT_OPTIONS, WEEKDAY_PREFERENCE_OPTIONS, type PreferredTime, type Timing } from '../../domain/options/schedule.ts';
import { VisuallyHidden } from '../internal/VisuallyHidden.tsx';
import { useRevealedErrors } from '../internal/useRevealedErrors.ts';
import type { ScheduleField, ScheduleFieldsProps, ScheduleValues } from './ScheduleFields.types.ts';

const ScheduleFieldsRoot = styled('fieldset', { name: 'HkScheduleFields', slot: 'Root' })(({ theme }) => ({
  fontFamily: theme.typography.fontFamily,
  display: 'grid',
  gap: theme.spacing(2),
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
}));

const ScheduleFieldsRow = styled('div', { name: 'HkScheduleFields', slot: 'Row' })(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: theme.spacing(1.5),
  [theme.breakpoints.up('md')]: { maxWidth: theme.spacing(60) },
  // English names the parts of a month in full ("Late in the month (21st to the end)"): the month
  // and its part stack on a phone and get wider selects on a PC, so no answer is cut off.
  '&[data-wording="long"]': {
    gridTemplateColumns: '1fr',
    [theme.breakpoints.up('md')]: { gridTemplateColumns: '1fr 1fr', maxWidth: theme.spacing(90) },
  },
}));

/** The form keeps yyyy/MM/dd; the native date input speaks yyyy-MM-dd. */
const toInputDate = (picked: string) => picked.replaceAll('/', '-');
const fromInputDate = (input: string) => input.replaceAll('-', '/');

/**
 * The estimate form's schedule: a precise date, or a month with its timing (early, mid, late)
 * and a weekday preference; plus the optional preferred times of day.
 */
export function ScheduleFields(props: ScheduleFieldsProps) {
  const { value, onChange, today, onBlur, errors = {}, revealErrors, showAllErrors, className, ref } = props;
  const id = useId();
  const { markEdited, markBlurred, visibleError } = useRevealedErrors<ScheduleField>({ revealErrors, showAllErrors });
  const window = movingDateWindow(today);
  const change = (patch: Partial<ScheduleValues>, field?: ScheduleField) => {
    if (field) markEdited(field);
    onChange({ ...value, ...patch });
  };
  const leave = (field: ScheduleField) => {
    markBlurred(field);
    onBlur?.(field);
  };
  const errorProps = (field: ScheduleField) => {
    const shown = visibleError(field, errors[field]);
    return { error: shown !== undefined, helperText: shown };
  };
  const togglePreferredTime = (time: PreferredTime, checked: boolean) => {
    const chosen = checked ? [...value.preferredTime, time] : value.preferredTime.filter((item) => item !== time);
    change({ preferredTime: PREFERRED_TIME_OPTIONS.map((option) => option.value).filter((item) => chosen.includes(item)) });
  };
  return (
    <ScheduleFieldsRoot ref={ref} className={className}>
      <VisuallyHidden as="legend">{t(/*i18n*/ '引越し予定日')}</VisuallyHidden>
      <OptionRadioGroup
        name={`${id}-format`}
        legend={t(/*i18n*/ '引越し日は決まっていますか')}
        options={SCHEDULE_FORMAT_OPTIONS}
        value={value.scheduleFormat}
        onChange={(scheduleFormat) => change({ scheduleFormat })}
      />
      {value.scheduleFormat === 'precise' ? (
        <ScheduleFieldsRow>
          <OutlinedField
            id={`${id}-date`}
            type="date"
            label={t(/*i18n*/ '引越し予定日')}
            value={toInputDate(value.movingDate)}
            onChange={(text) => change({ movingDate: fromInputDate(text) }, 'movingDate')}
            onBlur={() => leave('movingDate')}
            htmlInput={{ min: lightFormat(defaultMovingDate(today), 'yyyy-MM-dd'), max: lightFormat(window.end, 'yyyy-MM-dd') }}
            {...errorProps('movingDate')}
          />
        </ScheduleFieldsRow>
      ) : (
        <>
          <ScheduleFieldsRow data-wording={PROFILES[activeLocale()].script === 'latin' ? 'long' : undefined}>
            <OutlinedField
              id={`${id}-month`}
              label={t(/*i18n*/ '引越し予定月')}
              value={value.month}
              onChange={(month) => change({ month, timing: firstTimingOf(month, today) ?? value.timing }, 'month')}
              onBlur={() => leave('month')}
              options={[
                <option key="" value="">{t(/*i18n*/ '選択してください')}</option>,
                ...movingMonthOptions(today, activeLocale()).map((option) => <option key={option.value} value={option.value}>{option.label}</option>),
              ]}
              {...errorProps('month')}
            />
            <OutlinedField
              id={`${id}-timing`}
              label={t(/*i18n*/ { id: '時期（引越し予定月のうち）', message: '時期' })}
              value={value.timing}
              onChange={(timing) => change({ timing: timing as Timing }, 'timing')}
              onBlur={() => leave('timing')}
              options={timingOptions(value.month, today).map((option) => <option key={option.value} value={option.value}>{t(option.label)}</option>)}
              {...errorProps('timing')}
            />
          </ScheduleFieldsRow>
          <OptionRadioGroup
            name={`${id}-day`}
            legend={t(/*i18n*/ '曜日の希望')}
            options={WEEKDAY_PREFERENCE_OPTIONS}
            value={value.day}
            onChange={(day) => change({ day })}
          />
        </>
      )}
      <FormControlLabel
        control={<Checkbox checked={value.showPreferredTime} onChange={(event) => change({ showPreferredTime: event.target.checked })} />}
        label={t(/*i18n*/ '希望の時間帯を指定する')}
      />
      {value.showPreferredTime && (
        <FormControl component="fieldset" variant="standard">
          <FormLabel component="legend">{t(/*i18n*/ '希望の時間帯（複数選択可）')}</FormLabel>
          <FormGroup row>
            {PREFERRED_TIME_OPTIONS.map((option) => (
              <FormControlLabel
                key={option.value}
                control={<Checkbox checked={value.preferredTime.includes(option.value)} onChange={(event) => togglePreferredTime(option.value, event.target.checked)} />}
                label={t(option.label)}
              />
            ))}
          </FormGroup>
        </FormControl>
      )}
    </ScheduleFieldsRoot>
  );
}
