import { observer } from 'mobx-react-lite';
import { CannotReserveModal } from '../../../ui/CannotReserveModal/index.ts';
import { PriceChangeToast } from '../../../ui/PriceChangeToast/index.ts';
import { ReservationFullModal } from '../../../ui/ReservationFullModal/index.ts';
import { UnavailableCompanyApology } from '../../../ui/UnavailableCompanyApology/index.ts';
import { useQuickBooking } from '../flowContext.ts';
import { estimateLinkOf } from '../estimateLink.ts';

/** How long the price-change toast stays before it closes by itself. */
const PRICE_CHANGE_TOAST_MS = 10_000;

/**
 * The flow's modals (apology, reservation full, cannot reserve with the modification) and the
 * price-change toast (spec §2). The store has already put the visitor where each modal's main
 * button leads (the belongings step for the apology, the calendar for the other two), so those
 * buttons only close the modal.
 */
export const FlowFeedback = observer(function FlowFeedback() {
  const store = useQuickBooking();
  return (
    <>
      <UnavailableCompanyApology
        open={store.apologyOpen}
        onClose={store.closeApology}
        onBackToBaggage={store.closeApology}
        estimateHref={estimateLinkOf(store)}
      />
      <ReservationFullModal open={store.reservationFullOpen} onClose={store.closeReservationFull} onChooseAgain={store.closeReservationFull} />
      <CannotReserveModal
        open={store.cannotReserveWithModificationOpen}
        onClose={store.closeCannotReserveWithModification}
        onChooseAgain={store.closeCannotReserveWithModification}
      />
      {store.priceChange && (
        <PriceChangeToast
          open
          previousPrice={store.priceChange.previous}
          currentPrice={store.priceChange.current}
          onClose={store.closePriceChange}
          autoHideDuration={PRICE_CHANGE_TOAST_MS}
        />
      )}
    </>
  );
});
