import { styled } from '@mui/material/styles';
import { formatYen } from '../../domain/format/price.ts';
import { activeLocale, t } from '../../domain/i18n/i18n.ts';
import { PriceBreakdown } from '../PriceBreakdown/index.ts';
import type { CompanyCardData } from './CompanyCard.types.ts';

const CompanyCardPriceRoot = styled('div', { name: 'HkCompanyCard', slot: 'Price' })(({ theme }) => ({
  gridArea: 'price',
  display: 'grid',
  gap: theme.spacing(0.5),
  justifyItems: 'end',
  '& .HkCompanyCard-amount': { ...theme.typography.h2, color: theme.palette.price, margin: 0 },
  '& .HkCompanyCard-slot': { ...theme.typography.caption, color: theme.palette.text.secondary, marginRight: theme.spacing(0.5) },
  '& .HkCompanyCard-none': { ...theme.typography.body2, color: theme.palette.text.secondary, margin: 0 },
}));

/** The price in yen with thousands separators (marked 午前便 for the morning price). */
export function CompanyCardPrice({ price, priceSlot }: Pick<CompanyCardData, 'price' | 'priceSlot'>) {
  return (
    <CompanyCardPriceRoot>
      {price === null ? (
        <p className="HkCompanyCard-none">{t(/*i18n*/ '料金はお問い合わせください')}</p>
      ) : (
        <p className="HkCompanyCard-amount">
          {priceSlot === 'am' && <span className="HkCompanyCard-slot">{t(/*i18n*/ '午前便')}</span>}
          <data value={price}>{formatYen(price, activeLocale())}</data>
        </p>
      )}
    </CompanyCardPriceRoot>
  );
}

const CompanyCardBreakdownRoot = styled('div', { name: 'HkCompanyCard', slot: 'Breakdown' })({ gridArea: 'breakdown' });

/** The lines of the price, opened on demand; nothing when the company gives no price or no lines. */
export function CompanyCardBreakdown({ price, priceLines, priceSlot }: Pick<CompanyCardData, 'price' | 'priceLines' | 'priceSlot'>) {
  if (price === null || priceLines === undefined || priceLines.length === 0) return null;
  return (
    <CompanyCardBreakdownRoot>
      <PriceBreakdown lines={priceLines} total={price} slot={priceSlot} />
    </CompanyCardBreakdownRoot>
  );
}
