import Typography from '@mui/material/Typography';
import { observer } from 'mobx-react-lite';
import { dateInFigures } from '../../../domain/format/japanTime.ts';
import { monthInWords } from '../../../domain/format/monthInWords.ts';
import { enumerate, noneInWords } from '../../../domain/format/list.ts';
import { activeLocale, i18n, t } from '../../../domain/i18n/i18n.ts';
import type { Message } from '../../../domain/i18n/message.ts';
import { optionLabelIn } from '../../../domain/options/option.ts';
import { PREFERRED_TIME_OPTIONS, TIMING_OPTIONS, WEEKDAY_PREFERENCE_OPTIONS } from '../../../domain/options/schedule.ts';
import { BelongingsSummary, ChosenCompaniesSummary, HeadCountSummary, SHARED_MODULE_TITLES, SharedModuleSummary, isSharedSummaryModule } from '../../moving-form/sections/SectionSummaries.tsx';
import type { EstimateSchedule } from '../../moving-form/schedule.ts';
import { useEstimate } from '../flowContext.ts';
import type { EstimateModule } from '../store/layouts.ts';

/** The confirm page's reading of a module: what the visitor entered, in words. */
export const ModuleSummary = observer(function ModuleSummary({ module }: { module: EstimateModule }) {
  const { form } = useEstimate();
  const { schedule } = form;
  const contact = form.values;
  const line = (text: string) => <Typography variant="body2">{text}</Typography>;
  if (isSharedSummaryModule(module)) return <SharedModuleSummary form={form} module={module} />;
  switch (module) {
    case 'schedule': {
      const times = schedule.showPreferredTime ? enumerate(schedule.preferredTime.map((time) => optionLabelIn(PREFERRED_TIME_OPTIONS, time, i18n)), activeLocale()) : '';
      return (
        <>
          {line(scheduleInWords(schedule))}
          {times !== '' && line(t(/*i18n*/ { id: '希望時間帯: {times}', values: { times } }))}
        </>
      );
    }
    case 'belongingsCounts':
      return (
        <>
          <HeadCountSummary form={form} />
          <BelongingsSummary form={form} />
        </>
      );
    case 'company':
      return <ChosenCompaniesSummary recipients={form.companies.chosen.map((company) => ({ id: company.kissCd, name: company.name }))} label={t(MODULE_TITLES.company)} />;
    case 'otherRequests':
      return <>{line(contact.otherRequests === '' ? noneInWords(activeLocale()) : contact.otherRequests)}</>;
  }
});

/**
 * The date, or the month with its part and weekday preference: 「2026/12/05」 and
 * 「2026年12月上旬（平日）」 as Japanese pages always showed them; "Sat, Dec 5, 2026" and
 * "December 2026, Early in the month (1st–10th) (days: Weekdays)" in English.
 */
function scheduleInWords(schedule: EstimateSchedule): string {
  const locale = activeLocale();
  if (schedule.scheduleFormat === 'precise') return dateInFigures(schedule.movingDate, locale);
  const values = { month: monthInWords(schedule.month, locale), timing: optionLabelIn(TIMING_OPTIONS, schedule.timing, i18n), day: optionLabelIn(WEEKDAY_PREFERENCE_OPTIONS, schedule.day, i18n) };
  return t(/*i18n*/ { id: '{month}{timing}（{day}）', values });
}

/** The heading of each module on the confirm page (marked messages, shown with t()). */
export const MODULE_TITLES: Readonly<Record<EstimateModule, Message>> = {
  ...SHARED_MODULE_TITLES,
  belongingsCounts: /*i18n*/ '人数・荷物',
  company: /*i18n*/ '見積りを依頼する引越し業者',
};
