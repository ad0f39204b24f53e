import Typography from '@mui/material/Typography';
import { observer } from 'mobx-react-lite';
import { formatJapaneseDate } from '../../../domain/format/japanTime.ts';
import { optionLabel } from '../../../domain/options/option.ts';
import { RESERVATION_TIME_FRAME_OPTIONS } from '../../../domain/options/schedule.ts';
import { recipientOf } from '../../moving-form/sections/recipientOf.ts';
import { BelongingsSummary, ChosenCompaniesSummary, HeadCountSummary, SHARED_MODULE_TITLES, SharedModuleSummary, isSharedSummaryModule } from '../../moving-form/sections/SectionSummaries.tsx';
import { useReservation } from '../flowContext.ts';
import type { ReservationModule } from '../store/modules.ts';

/** The heading of each module on the confirm page. */
export const MODULE_TITLES: Readonly<Record<ReservationModule, string>> = {
  ...SHARED_MODULE_TITLES,
  headCount: '引越しする人数',
  belongingsCounts: '荷物',
  company: '仮予約を依頼する引越し業者',
};

/** The confirm page's reading of a module: what the visitor entered, in words. */
export const ReservationSummary = observer(function ReservationSummary({ module }: { module: Exclude<ReservationModule, 'otherRequests'> }) {
  const { form } = useReservation();
  if (isSharedSummaryModule(module)) return <SharedModuleSummary form={form} module={module} />;
  switch (module) {
    case 'schedule':
      return (
        <Typography variant="body2">
          {formatJapaneseDate(form.schedule.movingDate)}（希望時間帯: {optionLabel(RESERVATION_TIME_FRAME_OPTIONS, form.schedule.preferredTime)}）
        </Typography>
      );
    case 'headCount':
      return <HeadCountSummary form={form} />;
    case 'belongingsCounts':
      return <BelongingsSummary form={form} />;
    case 'company':
      return <ChosenCompaniesSummary recipients={form.companies.chosen.map(recipientOf)} label={MODULE_TITLES.company} />;
  }
});
