import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { styled } from '@mui/material/styles';
import { formatPhone } from '../../domain/format/phone.ts';
import { t } from '../../domain/i18n/i18n.ts';
import { LanguageSpokenBadge } from '../internal/LanguageSpokenBadge.tsx';
import { JapaneseName, japaneseNameProps } from '../internal/JapaneseName.tsx';
import { tWithNodes } from '../i18n/index.ts';
import { VisuallyHidden } from '../internal/VisuallyHidden.tsx';
import { ReviewScoreSummary } from '../ReviewScoreSummary/index.ts';
import type { CompanyCardProps } from './CompanyCard.types.ts';
import { CompanyCardBreakdown, CompanyCardPrice } from './CompanyCardPrice.tsx';

const CompanyCardRoot = styled('article', { name: 'HkCompanyCard', slot: 'Root' })(({ theme }) => ({
  ...theme.typography.body2,
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gridTemplateAreas: '"logo info" "price price" "breakdown breakdown" "actions actions"',
  gap: theme.spacing(1.5),
  padding: theme.spacing(2),
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: theme.radius.md,
  backgroundColor: theme.palette.surface.raised,
  '&[data-state="selected"]': {
    borderColor: theme.palette.primary.main,
    boxShadow: `inset 0 0 0 1px ${theme.palette.primary.main}`,
  },
  [theme.breakpoints.up('md')]: {
    gridTemplateColumns: 'auto 1fr auto',
    gridTemplateAreas: '"logo info price" "logo info actions" "breakdown breakdown breakdown"',
    alignItems: 'center',
  },
}));

const CompanyCardLogo = styled('img', { name: 'HkCompanyCard', slot: 'Logo' })(({ theme }) => ({
  gridArea: 'logo',
  width: theme.spacing(12),
  height: theme.spacing(6),
  objectFit: 'contain',
}));

const CompanyCardInfo = styled('div', { name: 'HkCompanyCard', slot: 'Info' })(({ theme }) => ({
  gridArea: 'info',
  display: 'grid',
  gap: theme.spacing(0.25),
  '& .HkCompanyCard-name': { ...theme.typography.subtitle1, margin: 0 },
  '& .HkLanguageSpokenBadge-root': { justifySelf: 'start' },
  '& .HkCompanyCard-reviews': { justifySelf: 'start' },
  '& .HkCompanyCard-contact': { color: theme.palette.text.secondary },
}));

const CompanyCardActions = styled('div', { name: 'HkCompanyCard', slot: 'Actions' })(({ theme }) => ({
  gridArea: 'actions',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: theme.spacing(2),
}));

/** The company's phone number, with its business hours when known. */
function contactInWords(telephoneNumber: string, businessHours: string | undefined): string {
  const phone = formatPhone(telephoneNumber);
  return businessHours
    ? t(/*i18n*/ { id: '電話 {phone}（{hours}）', values: { phone, hours: businessHours } })
    : t(/*i18n*/ { id: '電話 {phone}', values: { phone } });
}

/**
 * One company with its honest price (opening into its lines), its reviews' mean and count, contact and the choose button,
 * and 「英語対応」 ("English spoken") when it serves its customers in English.
 */
export function CompanyCard(props: CompanyCardProps) {
  const { company, selected = false, selectLabel = t(/*i18n*/ 'この業者を選ぶ'), onSelect, onShowDetail, headingLevel = 3, className, ref } = props;
  const Heading = `h${headingLevel}` as const;
  return (
    <CompanyCardRoot ref={ref} className={className} aria-label={company.name} data-state={selected ? 'selected' : 'idle'}>
      {company.logoUrl ? <CompanyCardLogo src={company.logoUrl} alt="" /> : <span />}
      <CompanyCardInfo>
        <Heading className="HkCompanyCard-name" {...japaneseNameProps()}>{company.name}</Heading>
        <LanguageSpokenBadge languages={company.languages} />
        <ReviewScoreSummary className="HkCompanyCard-reviews" summary={company.reviews} />
        {company.telephoneNumber && (
          <span className="HkCompanyCard-contact">{contactInWords(company.telephoneNumber, company.businessHours)}</span>
        )}
      </CompanyCardInfo>
      <CompanyCardPrice price={company.price} priceSlot={company.priceSlot} />
      {(onSelect || onShowDetail) && (
        <CompanyCardActions>
          {onShowDetail && (
            <Link component="button" type="button" onClick={() => onShowDetail(company.id)}>
              {t(/*i18n*/ '詳細を見る')}
              <VisuallyHidden>{tWithNodes(/*i18n*/ '（{company}）', { company: <JapaneseName>{company.name}</JapaneseName> })}</VisuallyHidden>
            </Link>
          )}
          {onSelect && (
            <Button
              variant={selected ? 'outlined' : 'contained'}
              color="secondary"
              aria-pressed={selected}
              onClick={() => onSelect(company.id)}
            >
              {selected ? t(/*i18n*/ '選択中') : selectLabel}
            </Button>
          )}
        </CompanyCardActions>
      )}
      <CompanyCardBreakdown price={company.price} priceLines={company.priceLines} priceSlot={company.priceSlot} />
    </CompanyCardRoot>
  );
}
