import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Snackbar from '@mui/material/Snackbar';
import { styled } from '@mui/material/styles';
import { changedPriceLines } from '../../domain/api/priceLines.ts';
import { formatYen } from '../../domain/format/price.ts';
import { activeLocale, t } from '../../domain/i18n/i18n.ts';
import { tWithNodes } from '../i18n/index.ts';
import type { PriceChangeToastProps } from './PriceChangeToast.types.ts';

const PriceChangeToastRoot = styled(Snackbar, { name: 'HkPriceChangeToast', slot: 'Root' })(({ theme }) => ({
  fontFamily: theme.typography.fontFamily,
  // The toast floats over the page: an opaque surface keeps its lines readable over whatever lies below.
  '& .MuiAlert-root': { backgroundColor: theme.palette.surface.raised, boxShadow: theme.shadows[3] },
}));

const PriceChangeToastPrices = styled('p', { name: 'HkPriceChangeToast', slot: 'Prices' })(({ theme }) => ({
  margin: 0,
  '& del': { color: theme.palette.text.secondary },
  '& strong': { color: theme.palette.price },
}));

const PriceChangeToastLines = styled('ul', { name: 'HkPriceChangeToast', slot: 'Lines' })(({ theme }) => ({
  ...theme.typography.body2,
  margin: theme.spacing(0.5, 0, 0),
  paddingLeft: theme.spacing(2.5),
  '& del': { color: theme.palette.text.secondary },
}));

/**
 * The notice after an edit changed the chosen company's price: previous price struck through,
 * current price, and, given both prices' lines, each line that changed with its two amounts.
 */
export function PriceChangeToast(props: PriceChangeToastProps) {
  const { open, previousPrice, currentPrice, previousLines, currentLines, onClose, autoHideDuration = null, className, ref } = props;
  const changed = previousLines && currentLines ? changedPriceLines(previousLines, currentLines) : [];
  const yen = (amount: number) => formatYen(amount, activeLocale());
  const close = t(/*i18n*/ '閉じる');
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
      <Alert severity="info" variant="outlined" onClose={onClose} slotProps={{ closeButton: { title: close, 'aria-label': close } }}>
        <AlertTitle>{t(/*i18n*/ '料金が変更されました')}</AlertTitle>
        <PriceChangeToastPrices>
          {tWithNodes(/*i18n*/ '変更前 {previous} → 変更後 {current}', { previous: <del>{yen(previousPrice)}</del>, current: <strong>{yen(currentPrice)}</strong> })}
        </PriceChangeToastPrices>
        {changed.length > 0 && (
          <PriceChangeToastLines aria-label={t(/*i18n*/ '変わった項目')}>
            {changed.map((line) => (
              <li key={line.kind}>
                {tWithNodes(/*i18n*/ '{line}：{previous} → {current}', { line: t(line.label), previous: <del>{yen(line.previous)}</del>, current: yen(line.current) })}
              </li>
            ))}
          </PriceChangeToastLines>
        )}
      </Alert>
    </PriceChangeToastRoot>
  );
}
