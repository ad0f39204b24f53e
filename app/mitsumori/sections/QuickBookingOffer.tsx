import { observer } from 'mobx-react-lite';
import { quickBookingUrlOf } from '../../../domain/flows/flowLinks.ts';
import { localizedHref } from '../../../domain/i18n/i18n.ts';
import { QuickBookingSuggestion } from '../../../ui/QuickBookingSuggestion/index.ts';
import { useEstimate } from '../flowContext.ts';

/** The recommendation itself, with its two-way question; the link carries what the visitor entered. */
export const QuickBookingOffer = observer(function QuickBookingOffer() {
  const flow = useEstimate();
  const { recommendation } = flow;
  const { schedule } = flow.form;
  return (
    <QuickBookingSuggestion
      headingLevel={3}
      href={localizedHref(quickBookingUrlOf({ ...flow.form.moveLink, movingDate: schedule.scheduleFormat === 'precise' ? schedule.movingDate : '' }))}
      opensInNewTab={flow.layout.device === 'iframe'}
      choice={recommendation.estimateChosen ? 'declined' : null}
      onChooseQuickBooking={flow.leaveForQuickBooking}
      onChooseEstimate={recommendation.chooseEstimate}
    />
  );
});
