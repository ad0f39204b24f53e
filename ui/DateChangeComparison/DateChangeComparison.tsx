import { styled } from '@mui/material/styles';
import { dateInWords } from '../../domain/format/japanTime.ts';
import { formatYen } from '../../domain/format/price.ts';
import { activeLocale, t } from '../../domain/i18n/i18n.ts';
import { PriceBreakdown } from '../PriceBreakdown/index.ts';
import type { DateChangeComparisonProps } from './DateChangeComparison.types.ts';

const DateChangeComparisonRoot = styled('div', { name: 'HkDateChangeComparison', slot: 'Root' })(({ theme }) => ({
  ...theme.typography.body2,
  display: 'grid',
  gap: theme.spacing(1.5),
  '& dl': { display: 'grid', gridTemplateColumns: '1fr 1fr', gap: theme.spacing(1), margin: 0 },
  '& .HkDateChangeComparison-day': { padding: theme.spacing(1), border: `1px solid ${theme.palette.divider}`, borderRadius: theme.radius.md },
  '& dt': { ...theme.typography.caption, color: theme.palette.text.secondary },
  '& dd': { margin: 0 },
  '& .HkDateChangeComparison-price': { ...theme.typography.subtitle1, color: theme.palette.price },
  '& .HkDateChangeComparison-difference': { ...theme.typography.subtitle1 },
}));

function differenceInWords(difference: number): string {
  if (difference === 0) return t(/*i18n*/ '料金は変わりません。');
  const amount = formatYen(Math.abs(difference), activeLocale());
  return difference > 0
    ? t(/*i18n*/ { id: '料金は {amount} 上がります。', values: { amount } })
    : t(/*i18n*/ { id: '料金は {amount} 下がります。', values: { amount } });
}

/**
 * A booking's change of day before the visitor confirms it: the day and price now and after,
 * side by side, the difference, and the price's lines old and new (changed lines marked).
 */
export function DateChangeComparison({ current, proposed, className, ref }: DateChangeComparisonProps) {
  const locale = activeLocale();
  return (
    <DateChangeComparisonRoot ref={ref} className={className}>
      <dl>
        <div className="HkDateChangeComparison-day">
          <dt>{t(/*i18n*/ '変更前')}</dt>
          <dd>{dateInWords(current.date, locale)}</dd>
          <dd className="HkDateChangeComparison-price">{formatYen(current.price, locale)}</dd>
        </div>
        <div className="HkDateChangeComparison-day">
          <dt>{t(/*i18n*/ '変更後')}</dt>
          <dd>{dateInWords(proposed.date, locale)}</dd>
          <dd className="HkDateChangeComparison-price" data-testid="proposed-price">{formatYen(proposed.price, locale)}</dd>
        </div>
      </dl>
      <p className="HkDateChangeComparison-difference" data-testid="price-difference">{differenceInWords(proposed.price - current.price)}</p>
      <PriceBreakdown lines={proposed.lines} total={proposed.price} previous={{ lines: current.lines, total: current.price }} subject={t(/*i18n*/ '日程変更')} defaultOpen />
    </DateChangeComparisonRoot>
  );
}
