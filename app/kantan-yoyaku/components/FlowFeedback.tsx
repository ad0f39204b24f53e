import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Snackbar from '@mui/material/Snackbar';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { formatYen } from '../../../domain/format/price.ts';
import { useRootStore } from '../../stores/StoreContext.tsx';

function Notice({ open, title, children, onClose }: { open: boolean; title: string; children: ReactNode; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={`${title}-title`}>
      <DialogTitle id={`${title}-title`}>{title}</DialogTitle>
      <DialogContent>{children}</DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          閉じる
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The flow's modals (apology, reservation full, cannot reserve with the modification) and the price-change toast (spec §2). */
export const FlowFeedback = observer(function FlowFeedback() {
  const store = useRootStore().kantanYoyaku;
  return (
    <>
      <Notice open={store.apologyOpen} title="予約できる業者が見つかりませんでした" onClose={store.closeApology}>
        申し訳ございません。ご希望の条件で予約できる業者が見つかりませんでした。お荷物の量を見直すか、一括見積もりをご利用ください。
      </Notice>
      <Notice open={store.reservationFullOpen} title="予約がいっぱいです" onClose={store.closeReservationFull}>
        選んだ日の予約がいっぱいになりました。別の日を選んでください。
      </Notice>
      <Notice open={store.cannotReserveWithModificationOpen} title="変更内容では予約できません" onClose={store.closeCannotReserveWithModification}>
        変更後の内容では、選んだ日・業者で予約できません。カレンダーから選び直してください。
      </Notice>
      <Snackbar open={store.priceChange !== null} onClose={store.closePriceChange} autoHideDuration={10_000}>
        <Alert severity="info" onClose={store.closePriceChange} role="status">
          {store.priceChange && `料金が変更されました: ${formatYen(store.priceChange.previous)} → ${formatYen(store.priceChange.current)}`}
        </Alert>
      </Snackbar>
    </>
  );
});
