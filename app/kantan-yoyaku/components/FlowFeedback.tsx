import { observer } from 'mobx-react-lite';
import { CannotReserveModal } from '../../../ui/CannotReserveModal/index.ts';
import { PriceChangeToast } from '../../../ui/PriceChangeToast/index.ts';
import { ReservationFullModal } from '../../../ui/ReservationFullModal/index.ts';
import { UnavailableCompanyApology } from '../../../ui/UnavailableCompanyApology/index.ts';
import { estimateLinkOf } from '../estimateLink.ts';
import { useQuickBooking } from '../flowContext.ts';

/** How long the price-change toast stays before it closes by itself. */
const PRICE_CHANGE_TOAST_MS = 10_000;

/**
 * The flow's modals (apology, reservation full, cannot reserve with the modification) and the
 * price-change toast (spec §2), one at a time. The store has already put the visitor where each
 * modal's main button leads (the belongings step for the apology, the calendar for the other two),
 * so those buttons only close the modal.
 */
export const FlowFeedback = observer(function FlowFeedback() {
  const store = useQuickBooking();
  const { feedback } = store;
  const close = () => feedback.close();
  const priceChange = feedback.of('priceChange');
  return (
    <>
      <UnavailableCompanyApology
        open={feedback.isOpen('apology')}
        onClose={close}
        onBackToBelongings={close}
        estimateHref={estimateLinkOf(store)}
        onEstimateLinkClick={store.leaveForEstimate}
      />
      <ReservationFullModal open={feedback.isOpen('reservationFull')} onClose={close} onChooseAgain={close} />
      <CannotReserveModal open={feedback.isOpen('cannotReserveWithModification')} onClose={close} onChooseAgain={close} />
      {priceChange && (
        <PriceChangeToast
          open
          previousPrice={priceChange.previous}
          currentPrice={priceChange.current}
          previousLines={priceChange.previousLines}
          currentLines={priceChange.currentLines}
          onClose={close}
          autoHideDuration={PRICE_CHANGE_TOAST_MS}
        />
      )}
    </>
  );
});
