import Typography from '@mui/material/Typography';
import { observer } from 'mobx-react-lite';
import { dateInWords } from '../../../domain/format/japanTime.ts';
import { activeLocale, i18n, t } from '../../../domain/i18n/i18n.ts';
import type { Message } from '../../../domain/i18n/message.ts';
import { optionLabelIn } from '../../../domain/options/option.ts';
import { RESERVATION_TIME_FRAME_OPTIONS } from '../../../domain/options/schedule.ts';
import { recipientOf } from '../../moving-form/sections/recipientOf.ts';
import { BelongingsSummary, ChosenCompaniesSummary, HeadCountSummary, SHARED_MODULE_TITLES, SharedModuleSummary, isSharedSummaryModule } from '../../moving-form/sections/SectionSummaries.tsx';
import { useReservation } from '../flowContext.ts';
import type { ReservationModule } from '../store/modules.ts';

/** The heading of each module on the confirm page (marked messages, shown with t()). */
export const MODULE_TITLES: Readonly<Record<ReservationModule, Message>> = {
  ...SHARED_MODULE_TITLES,
  headCount: /*i18n*/ '引越しする人数',
  belongingsCounts: /*i18n*/ '荷物',
  company: /*i18n*/ '仮予約を依頼する引越し業者',
};

/** The confirm page's reading of a module: what the visitor entered, in words. */
export const ReservationSummary = observer(function ReservationSummary({ module }: { module: Exclude<ReservationModule, 'otherRequests'> }) {
  const { form } = useReservation();
  if (isSharedSummaryModule(module)) return <SharedModuleSummary form={form} module={module} />;
  switch (module) {
    case 'schedule': {
      const values = { date: dateInWords(form.schedule.movingDate, activeLocale()), time: optionLabelIn(RESERVATION_TIME_FRAME_OPTIONS, form.schedule.preferredTime, i18n) };
      return <Typography variant="body2">{t(/*i18n*/ { id: '{date}（希望時間帯: {time}）', values })}</Typography>;
    }
    case 'headCount':
      return <HeadCountSummary form={form} />;
    case 'belongingsCounts':
      return <BelongingsSummary form={form} />;
    case 'company':
      return <ChosenCompaniesSummary recipients={form.companies.chosen.map(recipientOf)} label={t(MODULE_TITLES.company)} />;
  }
});
