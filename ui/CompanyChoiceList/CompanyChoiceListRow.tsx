import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import { styled } from '@mui/material/styles';
import { useId } from 'react';
import { speaksForeignLanguage } from '../../domain/api/company.ts';
import { formatYen } from '../../domain/format/price.ts';
import { activeLocale, t } from '../../domain/i18n/i18n.ts';
import { ChoiceCard } from '../internal/ChoiceCard.tsx';
import { LanguageSpokenBadge } from '../internal/LanguageSpokenBadge.tsx';
import { JapaneseName, japaneseNameProps } from '../internal/JapaneseName.tsx';
import { tWithNodes } from '../i18n/index.ts';
import { PriceBreakdown } from '../PriceBreakdown/index.ts';
import { ReviewScoreSummary } from '../ReviewScoreSummary/index.ts';
import { VisuallyHidden } from '../internal/VisuallyHidden.tsx';
import type { CompanyChoice } from './CompanyChoiceList.types.ts';
import { comparePrice } from './companyChoiceModel.ts';

export interface CompanyChoiceListRowProps {
  /** The company of the row. */
  company: CompanyChoice;
  /** Whether it is chosen. */
  checked: boolean;
  /** Called with the wished state when the visitor toggles the row. */
  onToggle: (id: string, checked: boolean) => void;
  /** Average price in yen to compare the company's price with, or null. */
  averagePrice: number | null;
  /** The warning shown under the row when its ticking was refused. */
  refusalMessage: string | undefined;
  /** Opens the company's details; no 詳細 button without it. */
  onOpenDetail: ((id: string) => void) | undefined;
}

const CompanyChoiceListLogo = styled('img', { name: 'HkCompanyChoiceList', slot: 'Logo' })(({ theme }) => ({
  width: theme.spacing(6),
  height: theme.spacing(3),
  objectFit: 'contain',
  [theme.breakpoints.up('md')]: { width: theme.spacing(10), height: theme.spacing(5) },
}));

const CompanyChoiceListName = styled('span', { name: 'HkCompanyChoiceList', slot: 'Name' })(({ theme }) => ({
  ...theme.typography.subtitle1,
  overflowWrap: 'anywhere',
}));

const CompanyChoiceListFacts = styled('span', { name: 'HkCompanyChoiceList', slot: 'Facts' })(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: theme.spacing(1.5),
  rowGap: theme.spacing(0.25),
  '& .HkCompanyChoiceList-price': { ...theme.typography.subtitle1, color: theme.palette.price },
  '& .HkCompanyChoiceList-none': { color: theme.palette.text.secondary },
  '& [data-comparison]': { ...theme.typography.caption, fontWeight: theme.typography.fontWeightBold },
  '& [data-comparison="below"]': { color: theme.palette.success.main },
  '& [data-comparison="above"], & [data-comparison="equal"]': { color: theme.palette.text.secondary },
}));

const CompanyChoiceListTag = styled('span', { name: 'HkCompanyChoiceList', slot: 'Tag' })(({ theme }) => ({
  ...theme.typography.caption,
  padding: theme.spacing(0, 0.75),
  borderRadius: theme.radius.sm,
  fontWeight: theme.typography.fontWeightBold,
  '&[data-estimate="true"]': { backgroundColor: theme.palette.primary.light, color: theme.palette.primary.dark },
  '&[data-estimate="false"]': { backgroundColor: theme.palette.surface.muted, color: theme.palette.text.secondary },
}));

function PriceFacts({ price, averagePrice }: { price: number | null; averagePrice: number | null }) {
  if (price === null) return <span className="HkCompanyChoiceList-none">{t(/*i18n*/ '料金は見積り後にご案内')}</span>;
  const comparison = averagePrice === null ? null : comparePrice(price, averagePrice);
  return (
    <>
      <data className="HkCompanyChoiceList-price" value={price}>
        {formatYen(price, activeLocale())}
      </data>
      {comparison && <span data-comparison={comparison.kind}>{comparison.text}</span>}
    </>
  );
}

/**
 * One company of the choice list: its checkbox card with logo, name, 「英語対応」 ("English spoken")
 * when it serves its customers in English, its reviews' mean and count, the price, the 詳細 button, and under it the price's lines.
 */
export function CompanyChoiceListRow({ company, checked, onToggle, averagePrice, refusalMessage, onOpenDetail }: CompanyChoiceListRowProps) {
  const nameId = useId();
  const factsId = useId();
  const hasFacts = company.estimate !== undefined || company.reviews !== undefined || company.price !== undefined || speaksForeignLanguage(company.languages, activeLocale());
  const { price, priceLines } = company;
  const breakdown = typeof price === 'number' && priceLines !== undefined && priceLines.length > 0 && (
    <PriceBreakdown lines={priceLines} total={price} subject={company.name} />
  );
  return (
    <ChoiceCard
      value={company.id}
      checked={checked}
      onToggle={(next) => onToggle(company.id, next)}
      labelledBy={nameId}
      describedBy={hasFacts ? factsId : undefined}
      media={company.logoUrl && <CompanyChoiceListLogo src={company.logoUrl} alt="" />}
      actions={onOpenDetail && (
        <Button size="small" onClick={() => onOpenDetail(company.id)}>
          {t(/*i18n*/ '詳細')}
          <VisuallyHidden>{tWithNodes(/*i18n*/ '（{company}）', { company: <JapaneseName>{company.name}</JapaneseName> })}</VisuallyHidden>
        </Button>
      )}
      footer={(refusalMessage || breakdown) && (
        <>
          {refusalMessage && <FormHelperText error role="alert">{refusalMessage}</FormHelperText>}
          {breakdown}
        </>
      )}
    >
      <CompanyChoiceListName id={nameId} {...japaneseNameProps()}>{company.name}</CompanyChoiceListName>
      {hasFacts && (
        <CompanyChoiceListFacts id={factsId}>
          {company.estimate !== undefined && (
            <CompanyChoiceListTag data-estimate={company.estimate}>{company.estimate ? t(/*i18n*/ '見積りあり') : t(/*i18n*/ '見積りなし')}</CompanyChoiceListTag>
          )}
          <LanguageSpokenBadge languages={company.languages} />
          {company.reviews !== undefined && <ReviewScoreSummary summary={company.reviews} />}
          {company.price !== undefined && <PriceFacts price={company.price} averagePrice={averagePrice} />}
        </CompanyChoiceListFacts>
      )}
    </ChoiceCard>
  );
}
