import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Snackbar from '@mui/material/Snackbar';
import { styled } from '@mui/material/styles';
import { formatYen } from '../../domain/format/index.ts';
import type { PriceChangeToastProps } from './PriceChangeToast.types.ts';

const PriceChangeToastRoot = styled(Snackbar, { name: 'HkPriceChangeToast', slot: 'Root' })(({ theme }) => ({
  fontFamily: theme.typography.fontFamily,
}));

const PriceChangeToastPrices = styled('p', { name: 'HkPriceChangeToast', slot: 'Prices' })(({ theme }) => ({
  margin: 0,
  '& del': { color: theme.palette.text.secondary },
  '& strong': { color: theme.palette.price },
}));

/** The notice after an edit changed the chosen company's price: previous price struck through, current price. */
export function PriceChangeToast(props: PriceChangeToastProps) {
  const { open, previousPrice, currentPrice, onClose, autoHideDuration = null, className, ref } = props;
  return (
    <PriceChangeToastRoot
      ref={ref}
      className={className}
      open={open}
      autoHideDuration={autoHideDuration}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') onClose();
      }}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
    >
      <Alert severity="info" variant="outlined" onClose={onClose} slotProps={{ closeButton: { title: '閉じる', 'aria-label': '閉じる' } }}>
        <AlertTitle>料金が変更されました</AlertTitle>
        <PriceChangeToastPrices>
          変更前 <del>{formatYen(previousPrice)}</del> → 変更後 <strong>{formatYen(currentPrice)}</strong>
        </PriceChangeToastPrices>
      </Alert>
    </PriceChangeToastRoot>
  );
}
