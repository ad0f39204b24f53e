import { styled } from '@mui/material/styles';
import { useId } from 'react';
import { formatYen } from '../../domain/format/price.ts';
import { activeLocale, t } from '../../domain/i18n/i18n.ts';
import { japaneseNameProps } from '../internal/JapaneseName.tsx';
import { PriceBreakdown } from '../PriceBreakdown/index.ts';
import type { Recipient, RecipientListProps } from './RecipientList.types.ts';

const RecipientListRoot = styled('ul', { name: 'HkRecipientList', slot: 'Root' })(({ theme }) => ({
  ...theme.typography.body2,
  display: 'grid',
  gap: theme.spacing(1),
  margin: 0,
  padding: 0,
  listStyle: 'none',
}));

/** Logo, name and price on one row; the price's lines under them, full width. */
const RecipientListItem = styled('li', { name: 'HkRecipientList', slot: 'Item' })(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  gridTemplateAreas: '"logo name price" "breakdown breakdown breakdown"',
  alignItems: 'center',
  columnGap: theme.spacing(1.5),
  padding: theme.spacing(1, 1.5),
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: theme.radius.md,
  backgroundColor: theme.palette.surface.raised,
  '& .HkRecipientList-logo': {
    gridArea: 'logo',
    width: theme.spacing(6),
    height: theme.spacing(3),
    objectFit: 'contain',
    [theme.breakpoints.up('md')]: { width: theme.spacing(8), height: theme.spacing(4) },
  },
  '& .HkRecipientList-name': { ...theme.typography.subtitle1, gridArea: 'name', overflowWrap: 'anywhere' },
  '& .HkRecipientList-price': { ...theme.typography.subtitle1, gridArea: 'price', color: theme.palette.price, whiteSpace: 'nowrap' },
  '& .HkRecipientList-priceLabel': { ...theme.typography.caption, color: theme.palette.text.secondary, marginRight: theme.spacing(0.5) },
  '& .HkRecipientList-unpriced': { ...theme.typography.caption, gridArea: 'price', color: theme.palette.text.secondary, textAlign: 'right' },
  '& .HkRecipientList-breakdown': { gridArea: 'breakdown' },
}));

/**
 * The companies a request goes to, or went to: each with its logo and name and, where the
 * company gives one, its price opening into the lines it adds up to.
 */
export function RecipientList(props: RecipientListProps) {
  const { recipients, label, priceLabel = '', unpricedLabel = t(/*i18n*/ '料金は見積り後にご案内'), defaultLinesOpen = false, className, ref } = props;
  return (
    <RecipientListRoot ref={ref} className={className} aria-label={label}>
      {recipients.map((recipient) => (
        <RecipientEntry key={recipient.id} recipient={recipient} priceLabel={priceLabel} unpricedLabel={unpricedLabel} defaultLinesOpen={defaultLinesOpen} />
      ))}
    </RecipientListRoot>
  );
}

interface RecipientEntryProps {
  recipient: Recipient;
  priceLabel: string;
  unpricedLabel: string;
  defaultLinesOpen: boolean;
}

/** One company, its item named by the company (a screen reader moving through the list hears whose price it is). */
function RecipientEntry({ recipient, ...price }: RecipientEntryProps) {
  const nameId = useId();
  return (
    <RecipientListItem aria-labelledby={nameId} data-priced={typeof recipient.price === 'number'}>
      {recipient.logoUrl && <img className="HkRecipientList-logo" src={recipient.logoUrl} alt="" />}
      <span className="HkRecipientList-name" id={nameId} {...japaneseNameProps()}>
        {recipient.name}
      </span>
      <RecipientPrice recipient={recipient} {...price} />
    </RecipientListItem>
  );
}

/** The price with its lines, the unpriced label, or nothing when the flow gives no price. */
function RecipientPrice({ recipient, priceLabel, unpricedLabel, defaultLinesOpen }: { recipient: Recipient; priceLabel: string; unpricedLabel: string; defaultLinesOpen: boolean }) {
  const { price, priceLines } = recipient;
  if (price === undefined) return null;
  if (price === null) return <span className="HkRecipientList-unpriced">{unpricedLabel}</span>;
  return (
    <>
      <span className="HkRecipientList-price">
        {priceLabel !== '' && <span className="HkRecipientList-priceLabel">{priceLabel}</span>}
        <data value={price}>{formatYen(price, activeLocale())}</data>
      </span>
      {priceLines && priceLines.length > 0 && (
        <div className="HkRecipientList-breakdown">
          <PriceBreakdown lines={priceLines} total={price} subject={recipient.name} defaultOpen={defaultLinesOpen} />
        </div>
      )}
    </>
  );
}
