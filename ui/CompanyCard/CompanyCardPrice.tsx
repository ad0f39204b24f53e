import { styled } from '@mui/material/styles';
import { Fragment } from 'react';
import { formatYen } from '../../domain/format/index.ts';
import type { PriceBreakdownPart } from './CompanyCard.types.ts';

const CompanyCardPriceRoot = styled('div', { name: 'HkCompanyCard', slot: 'Price' })(({ theme }) => ({
  gridArea: 'price',
  display: 'grid',
  gap: theme.spacing(0.5),
  justifyItems: 'end',
  '& .HkCompanyCard-amount': { ...theme.typography.h2, color: theme.palette.price, margin: 0 },
  '& .HkCompanyCard-none': { ...theme.typography.body2, color: theme.palette.text.secondary, margin: 0 },
}));

const CompanyCardBreakdown = styled('dl', { name: 'HkCompanyCard', slot: 'Breakdown' })(({ theme }) => ({
  ...theme.typography.caption,
  display: 'grid',
  gridTemplateColumns: 'auto auto',
  columnGap: theme.spacing(1.5),
  margin: 0,
  color: theme.palette.text.secondary,
  '& dd': { margin: 0, textAlign: 'right' },
}));

/** The price in yen with thousands separators and, when known, what it is made of. */
export function CompanyCardPrice({ price, breakdown }: { price: number | null; breakdown?: readonly PriceBreakdownPart[] }) {
  return (
    <CompanyCardPriceRoot>
      {price === null ? (
        <p className="HkCompanyCard-none">料金はお問い合わせください</p>
      ) : (
        <p className="HkCompanyCard-amount">{formatYen(price)}</p>
      )}
      {breakdown && breakdown.length > 0 && (
        <CompanyCardBreakdown>
          {breakdown.map((part) => (
            <Fragment key={part.label}>
              <dt>{part.label}</dt>
              <dd>{formatYen(part.amount)}</dd>
            </Fragment>
          ))}
        </CompanyCardBreakdown>
      )}
    </CompanyCardPriceRoot>
  );
}
