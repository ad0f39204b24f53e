import { styled } from '@mui/material/styles';
import { CANCELLATION_FEE_RULES, FREE_PERIOD_LABEL } from '../../domain/cancellation/cancellationFee.ts';
import { formatYen } from '../../domain/format/index.ts';
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

const ROWS = [
  { period: FREE_PERIOD_LABEL, rate: '無料' },
  ...CANCELLATION_FEE_RULES.map((rule) => ({ period: rule.label, rate: `運賃・料金の${rule.percent}%` })),
];

/**
 * The cancellation fee before the visitor cancels: the standard moving contract's table with the
 * row that applies today marked, and the fee it makes of the booked price.
 */
export function CancellationFeeTable({ fee, className, ref }: CancellationFeeTableProps) {
  return (
    <CancellationFeeTableRoot ref={ref} className={className}>
      <p className="HkCancellationFeeTable-fee" data-testid="cancellation-fee">
        今キャンセルした場合のキャンセル料：
        <span className="HkCancellationFeeTable-amount">{fee.fee === 0 ? '無料' : formatYen(fee.fee)}</span>
        {fee.fee > 0 && `（${fee.period}・ご予約の料金 ${formatYen(fee.base)} の${fee.percent}%）`}
      </p>
      <table>
        <caption>キャンセル料（標準引越運送約款）</caption>
        <thead>
          <tr>
            <th scope="col">キャンセルする日</th>
            <th scope="col">キャンセル料</th>
          </tr>
        </thead>
        <tbody>
          {ROWS.map((row) => (
            <tr key={row.period} data-current={row.period === fee.period} aria-current={row.period === fee.period ? 'true' : undefined}>
              <td>{row.period === FREE_PERIOD_LABEL ? '引越し日の3日前まで' : `引越し日の${row.period}`}</td>
              <td>{row.rate}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>日付は日本時間で数えます。表示のキャンセル料は約款の上限で、これを超えて請求されることはありません。</p>
    </CancellationFeeTableRoot>
  );
}
