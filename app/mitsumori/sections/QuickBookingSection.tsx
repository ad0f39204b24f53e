import { observer } from 'mobx-react-lite';
import { quickBookingUrlOf } from '../../../domain/flows/flowLinks.ts';
import { QuickBookingSuggestion } from '../../../ui/QuickBookingSuggestion/index.ts';
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
  return (
    <QuickBookingSuggestion
      headingLevel={3}
      href={quickBookingUrlOf({ ...flow.form.moveLink, pickedDate: schedule.scheduleFormat === 'precise' ? schedule.pickedDate : '' })}
      choice={recommendation.estimateChosen ? 'estimate' : null}
      onChooseQuickBooking={() => undefined}
      onChooseEstimate={recommendation.chooseEstimate}
    />
  );
});
