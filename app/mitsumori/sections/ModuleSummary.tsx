import Typography from '@mui/material/Typography';
import { observer } from 'mobx-react-lite';
import { optionLabel } from '../../../domain/options/option.ts';
import { PREFERRED_TIME_OPTIONS, TIMING_OPTIONS, WEEKDAY_PREFERENCE_OPTIONS } from '../../../domain/options/schedule.ts';
import { BelongingsSummary, ChosenCompaniesSummary, HeadCountSummary, SHARED_MODULE_TITLES, SharedModuleSummary, isSharedSummaryModule } from '../../moving-form/sections/SectionSummaries.tsx';
import { useEstimate } from '../flowContext.ts';
import type { EstimateModule } from '../store/layouts.ts';

/** The confirm page's reading of a module: what the visitor entered, in words. */
export const ModuleSummary = observer(function ModuleSummary({ module }: { module: EstimateModule }) {
  const { form } = useEstimate();
  const { schedule } = form;
  const contact = form.values;
  const label = (options: Parameters<typeof optionLabel>[0], value: string) => optionLabel(options, value) ?? '';
  const line = (text: string) => <Typography variant="body2">{text}</Typography>;
  if (isSharedSummaryModule(module)) return <SharedModuleSummary form={form} module={module} />;
  switch (module) {
    case 'schedule': {
      const when =
        schedule.scheduleFormat === 'precise'
          ? schedule.movingDate
          : `${schedule.month.slice(0, 4)}年${Number(schedule.month.slice(4))}月${label(TIMING_OPTIONS, schedule.timing)}（${label(WEEKDAY_PREFERENCE_OPTIONS, schedule.day)}）`;
      const times = schedule.showPreferredTime ? schedule.preferredTime.map((time) => label(PREFERRED_TIME_OPTIONS, time)).join('、') : '';
      return (
        <>
          {line(when)}
          {times !== '' && line(`希望時間帯: ${times}`)}
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
      return <ChosenCompaniesSummary recipients={form.companies.chosen.map((company) => ({ id: company.kissCd, name: company.name }))} label={MODULE_TITLES.company} />;
    case 'otherRequests':
      return <>{line(contact.otherRequests === '' ? 'なし' : contact.otherRequests)}</>;
  }
});

/** The heading of each module on the confirm page. */
export const MODULE_TITLES: Readonly<Record<EstimateModule, string>> = {
  ...SHARED_MODULE_TITLES,
  belongingsCounts: '人数・荷物',
  company: '見積りを依頼する引越し業者',
};
