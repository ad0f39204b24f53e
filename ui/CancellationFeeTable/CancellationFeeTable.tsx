import { styled } from '@mui/material/styles';
import { CANCELLATION_FEE_RULES, FREE_PERIOD_LABEL, FREE_PERIOD_ROW_LABEL, type CancellationFee } from '../../domain/cancellation/cancellationFee.ts';
import { formatYen } from '../../domain/format/price.ts';
import { activeLocale, t } from '../../domain/i18n/i18n.ts';
import type { CancellationFeeTableProps } from './CancellationFeeTable.types.ts';

const CancellationFeeTableRoot = styled('div', { name: 'HkCancellationFeeTable', slot: 'Root' })(({ theme }) => ({
  ...theme.typography.body2,
  display: 'grid',
  gap: theme.spacing(1),
  '& table': { borderCollapse: 'collapse', width: '100%', maxWidth: 480 },
  '& caption': { ...theme.typography.subtitle2, textAlign: 'left', paddingBottom: theme.spacing(0.5) },
  '& th, & td': { padding: theme.spacing(0.5, 1), borderBottom: `1px solid ${theme.palette.divider}`, textAlign: 'left' },
  '& th:last-of-type, & td:last-of-type': { textAlign: 'right' },
  '& tr[data-current="true"]': { backgroundColor: theme.palette.surface.muted, fontWeight: 700 },
  '& .HkCancellationFeeTable-fee': { ...theme.typography.subtitle1 },
  '& .HkCancellationFeeTable-amount': { color: theme.palette.price, fontWeight: 700 },
}));

/** The contract's rows, the free period first; `period` is the fee's period (a message id) each row stands for. */
const ROWS = [
  { period: FREE_PERIOD_LABEL, rowLabel: FREE_PERIOD_ROW_LABEL, percent: 0 },
  ...CANCELLATION_FEE_RULES.map((rule) => ({ period: rule.label, rowLabel: rule.rowLabel, percent: rule.percent })),
];

/** A row's fee in words: 無料, or 運賃・料金の30%. */
function rateInWords(percent: number): string {
  return percent === 0 ? t(/*i18n*/ '無料') : t(/*i18n*/ { id: '運賃・料金の{percent}%', values: { percent } });
}

/** How the fee now was made, after its amount: （前日・ご予約の料金 48,400円 の30%）. */
function feeBasisInWords(fee: CancellationFee): string {
  return t(/*i18n*/ {
    id: '（{period}・ご予約の料金 {base} の{percent}%）',
    values: { period: t(fee.period), base: formatYen(fee.base, activeLocale()), percent: fee.percent },
  });
}

/**
 * The cancellation fee before the visitor cancels: the standard moving contract's table with the
 * row that applies today marked, and the fee it makes of the booked price.
 */
export function CancellationFeeTable({ fee, className, ref }: CancellationFeeTableProps) {
  return (
    <CancellationFeeTableRoot ref={ref} className={className}>
      <p className="HkCancellationFeeTable-fee" data-testid="cancellation-fee">
        {t(/*i18n*/ '今キャンセルした場合のキャンセル料：')}
        <span className="HkCancellationFeeTable-amount">{fee.fee === 0 ? t(/*i18n*/ '無料') : formatYen(fee.fee, activeLocale())}</span>
        {fee.fee > 0 && feeBasisInWords(fee)}
      </p>
      <table>
        <caption>{t(/*i18n*/ 'キャンセル料（標準引越運送約款）')}</caption>
        <thead>
          <tr>
            <th scope="col">{t(/*i18n*/ 'キャンセルする日')}</th>
            <th scope="col">{t(/*i18n*/ 'キャンセル料')}</th>
          </tr>
        </thead>
        <tbody>
          {ROWS.map((row) => (
            <tr key={row.period} data-current={row.period === fee.period} aria-current={row.period === fee.period ? 'true' : undefined}>
              <td>{t(row.rowLabel)}</td>
              <td>{rateInWords(row.percent)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>{t(/*i18n*/ '日付は日本時間で数えます。表示のキャンセル料は約款の上限で、これを超えて請求されることはありません。')}</p>
    </CancellationFeeTableRoot>
  );
}
