import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import { quickBookingUrlOf } from '../../../domain/flows/flowLinks.ts';
import { useEstimate } from '../flowContext.ts';

// Shown once both ends are chosen and quick booking serves them: it loads then.
const QuickBookingSuggestion = lazy(() => import('../../../ui/QuickBookingSuggestion/index.ts').then((module) => ({ default: module.QuickBookingSuggestion })));

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
    <Suspense fallback={null}>
      <QuickBookingSuggestion
      headingLevel={3}
      href={quickBookingUrlOf({ ...flow.form.moveLink, pickedDate: schedule.scheduleFormat === 'precise' ? schedule.pickedDate : '' })}
      choice={recommendation.estimateChosen ? 'estimate' : null}
      onChooseQuickBooking={() => undefined}
        onChooseEstimate={recommendation.chooseEstimate}
      />
    </Suspense>
  );
});
