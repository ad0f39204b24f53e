import Button from '@mui/material/Button';
import { styled } from '@mui/material/styles';
import { speaksEnglish } from '../../domain/api/company.ts';
import { formatPhone } from '../../domain/format/phone.ts';
import { formatRating } from '../../domain/format/rating.ts';
import { formatYen } from '../../domain/format/price.ts';
import { activeLocale, t } from '../../domain/i18n/i18n.ts';
import { EnglishSpokenBadge } from '../internal/EnglishSpokenBadge.tsx';
import { JapaneseName } from '../internal/JapaneseName.tsx';
import { ModalDialog } from '../ModalDialog/index.ts';
import { PriceBreakdown } from '../PriceBreakdown/index.ts';
import type { CompanyDetailModalProps } from './CompanyDetailModal.types.ts';

const CompanyDetailList = styled('dl', { name: 'HkCompanyDetailModal', slot: 'List' })(({ theme }) => ({
  ...theme.typography.body2,
  display: 'grid',
  gridTemplateColumns: `${theme.spacing(14)} 1fr`,
  gap: theme.spacing(1, 2),
  margin: 0,
  '& dt': { color: theme.palette.text.secondary, fontWeight: theme.typography.fontWeightBold },
  '& dd': { margin: 0 },
  '& .HkCompanyDetailModal-price': { color: theme.palette.price, fontWeight: theme.typography.fontWeightBold },
  // The lines of a price take the whole width under their label and price.
  '& .HkCompanyDetailModal-lines': { gridColumn: '1 / -1', marginTop: theme.spacing(-1) },
}));

const CompanyDetailLogo = styled('img', { name: 'HkCompanyDetailModal', slot: 'Logo' })(({ theme }) => ({
  display: 'block',
  width: theme.spacing(16),
  height: theme.spacing(8),
  objectFit: 'contain',
  marginBottom: theme.spacing(2),
}));

const CompanyDetailLanguages = styled('p', { name: 'HkCompanyDetailModal', slot: 'Languages' })(({ theme }) => ({
  margin: theme.spacing(0, 0, 2),
}));

/**
 * The company-detail modal: 「英語対応」 ("English spoken") when the company serves its customers in
 * English, the price opened into its lines (and the morning price with its own), satisfaction, AM
 * acceptance, phone and hours.
 */
export function CompanyDetailModal({ open, onClose, company, acceptsAm, morningPrice, onSelect, className, ref }: CompanyDetailModalProps) {
  if (!company) return null;
  const locale = activeLocale();
  return (
    <ModalDialog
      ref={ref}
      className={className}
      open={open}
      onClose={onClose}
      title={<JapaneseName>{company.name}</JapaneseName>}
      actions={onSelect && (
        <Button variant="contained" color="secondary" onClick={() => onSelect(company.id)}>
          {t(/*i18n*/ 'この業者を選ぶ')}
        </Button>
      )}
    >
      {company.logoUrl && <CompanyDetailLogo src={company.logoUrl} alt={t(/*i18n*/ { id: '{company}のロゴ', values: { company: company.name } })} />}
      {speaksEnglish(company.languages) && (
        <CompanyDetailLanguages>
          <EnglishSpokenBadge languages={company.languages} />
        </CompanyDetailLanguages>
      )}
      <CompanyDetailList>
        <dt>{company.priceSlot === 'am' ? t(/*i18n*/ '午前便の料金') : t(/*i18n*/ '料金')}</dt>
        <dd className="HkCompanyDetailModal-price">{company.price === null ? t(/*i18n*/ 'お問い合わせください') : formatYen(company.price, locale)}</dd>
        {company.price !== null && company.priceLines && company.priceLines.length > 0 && (
          <dd className="HkCompanyDetailModal-lines">
            <PriceBreakdown lines={company.priceLines} total={company.price} slot={company.priceSlot} defaultOpen />
          </dd>
        )}
        {morningPrice && company.priceSlot !== 'am' && (
          <>
            <dt>{t(/*i18n*/ '午前便の料金')}</dt>
            <dd className="HkCompanyDetailModal-price">{formatYen(morningPrice.total, locale)}</dd>
            <dd className="HkCompanyDetailModal-lines">
              <PriceBreakdown lines={morningPrice.lines} total={morningPrice.total} slot="am" />
            </dd>
          </>
        )}
        <dt>{t(/*i18n*/ '満足度')}</dt>
        <dd>{company.rating === null ? t(/*i18n*/ '－') : `${formatRating(company.rating)} / 5`}</dd>
        {acceptsAm !== undefined && (
          <>
            <dt>{t(/*i18n*/ '午前の指定')}</dt>
            <dd>{acceptsAm ? t(/*i18n*/ '対応可') : t(/*i18n*/ '対応不可')}</dd>
          </>
        )}
        {company.telephoneNumber && (
          <>
            <dt>{t(/*i18n*/ '電話番号')}</dt>
            <dd>{formatPhone(company.telephoneNumber)}</dd>
          </>
        )}
        {company.businessHours && (
          <>
            <dt>{t(/*i18n*/ '営業時間')}</dt>
            <dd>{company.businessHours}</dd>
          </>
        )}
      </CompanyDetailList>
    </ModalDialog>
  );
}
