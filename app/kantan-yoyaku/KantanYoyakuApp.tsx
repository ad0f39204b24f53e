import Alert from '@mui/material/Alert';
import Backdrop from '@mui/material/Backdrop';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Snackbar from '@mui/material/Snackbar';
import Typography from '@mui/material/Typography';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { formatYen } from '../../domain/format/price.ts';
import { StepProgressBar } from '../../ui/StepProgressBar/index.ts';
import { useRootStore } from '../stores/StoreContext.tsx';
import { CompletePage } from './pages/CompletePage.tsx';
import { ConfirmPage } from './pages/ConfirmPage.tsx';
import { DuplicateErrorPage } from './pages/DuplicateErrorPage.tsx';
import { Step1Page } from './pages/Step1Page.tsx';
import { Step2Page } from './pages/Step2Page.tsx';
import { Step3Page } from './pages/Step3Page.tsx';
import { Step4Page } from './pages/Step4Page.tsx';
import { Step5Page } from './pages/Step5Page.tsx';
import type { Step } from './store/steps.ts';

const PAGES: Record<Step, () => ReactNode> = {
  step1: () => <Step1Page />,
  step2: () => <Step2Page />,
  step3: () => <Step3Page />,
  step4: () => <Step4Page />,
  step5: () => <Step5Page />,
  confirm: () => <ConfirmPage />,
  complete: () => <CompletePage />,
  duplicateError: () => <DuplicateErrorPage />,
};

const PROGRESS_STEPS = ['住所', '建物', '荷物', '日程・業者', 'お客様情報', '確認'];
const PROGRESS_INDEX: Partial<Record<Step, number>> = { step1: 0, step2: 1, step3: 2, step4: 3, step5: 4, confirm: 5 };

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

/** The quick-booking page: header, step progress, the current step, loading and overlay containers, modals and toasts. */
export const KantanYoyakuApp = observer(function KantanYoyakuApp() {
  const store = useRootStore().kantanYoyaku;
  const progress = PROGRESS_INDEX[store.step];
  return (
    <>
      <Box component="header" sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', py: 2 }}>
        <Container maxWidth="md">
          <Typography component="h1" variant="h6">
            かんたん予約
          </Typography>
        </Container>
      </Box>
      <Box sx={{ height: 4 }}>{store.loading && <LinearProgress aria-label="読み込み中" />}</Box>
      <Container component="main" maxWidth="md" sx={{ py: store.device === 'sp' ? 2 : 4 }}>
        {progress !== undefined && <StepProgressBar steps={PROGRESS_STEPS} activeStep={progress} aria-label="入力の進み具合" />}
        <Box sx={{ mt: 3 }}>{PAGES[store.step]()}</Box>
      </Container>
      <Backdrop open={store.overlay} sx={{ zIndex: (theme) => theme.zIndex.modal + 1 }}>
        <CircularProgress aria-label="処理中" />
      </Backdrop>
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
