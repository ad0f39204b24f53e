import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { styled } from '@mui/material/styles';
import { useId } from 'react';
import { speaksForeignLanguage } from '../../domain/api/company.ts';
import { formatPhone } from '../../domain/format/phone.ts';
import { formatYen } from '../../domain/format/price.ts';
import { activeLocale, t } from '../../domain/i18n/i18n.ts';
import { LanguageSpokenBadge } from '../internal/LanguageSpokenBadge.tsx';
import { JapaneseName } from '../internal/JapaneseName.tsx';
import { LoadingContainer } from '../LoadingContainer/index.ts';
import { ModalDialog } from '../ModalDialog/index.ts';
import { PriceBreakdown } from '../PriceBreakdown/index.ts';
import { ReviewList } from '../ReviewList/index.ts';
import { ReviewScoreSummary } from '../ReviewScoreSummary/index.ts';
import type { CompanyDetailModalProps, CompanyDetailReviews } from './CompanyDetailModal.types.ts';

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

const CompanyDetailReviewsSection = styled('section', { name: 'HkCompanyDetailModal', slot: 'Reviews' })(({ theme }) => ({
  ...theme.typography.body2,
  display: 'grid',
  gap: theme.spacing(2),
  marginTop: theme.spacing(3),
  paddingTop: theme.spacing(3),
  borderTop: `1px solid ${theme.palette.divider}`,
  '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: theme.spacing(0.5), borderRadius: theme.radius.sm },
  '& .HkCompanyDetailModal-reviewsHeading': { ...theme.typography.h3, margin: 0 },
  '& .HkCompanyDetailModal-newestHeading': { ...theme.typography.subtitle1, fontWeight: theme.typography.fontWeightBold, margin: 0 },
  // A short wait: the spinner keeps less room than a page's. As specific as LoadingContainer's own
  // rule and then one more, so it wins whichever of the two styles was inserted first.
  '& .HkCompanyDetailModal-loading[data-state="loading"]': { minHeight: theme.spacing(12) },
}));

const CompanyDetailLanguages = styled('p', { name: 'HkCompanyDetailModal', slot: 'Languages' })(({ theme }) => ({
  margin: theme.spacing(0, 0, 2),
}));

/**
 * The company's reviews under its facts: the full summary and the newest reviews, a spinner while
 * they load, a line when they could not be loaded.
 */
function CompanyDetailReviewsPart({ reviews, headingId }: { reviews: CompanyDetailReviews; headingId: string }) {
  const state = typeof reviews === 'string' ? reviews : 'loaded';
  return (
    // Loaded, the reviews make the modal scroll: the section takes the focus, so that a keyboard
    // scrolls through them even when no price breakdown gives the content a focusable element.
    <CompanyDetailReviewsSection aria-labelledby={headingId} data-state={state} tabIndex={state === 'loaded' ? 0 : undefined}>
      <h3 id={headingId} className="HkCompanyDetailModal-reviewsHeading">{t(/*i18n*/ 'お客様の口コミ')}</h3>
      {reviews === 'loading' && <LoadingContainer className="HkCompanyDetailModal-loading" loading label={t(/*i18n*/ '口コミを読み込み中')}>{null}</LoadingContainer>}
      {reviews === 'failed' && (
        <Alert severity="warning">{t(/*i18n*/ '口コミを読み込めませんでした。しばらくしてから、もう一度詳細を開いてください。')}</Alert>
      )}
      {typeof reviews === 'object' && (
        <>
          <ReviewScoreSummary summary={reviews.summary} variant="full" />
          {reviews.list.length > 0 && (
            <>
              <h4 className="HkCompanyDetailModal-newestHeading">{t(/*i18n*/ '新しい口コミ')}</h4>
              <ReviewList reviews={reviews.list} headingLevel={4} />
            </>
          )}
        </>
      )}
    </CompanyDetailReviewsSection>
  );
}

/**
 * The company-detail modal: 「英語対応」 ("English spoken") when the company serves its customers in
 * English, the price opened into its lines (and the morning price with its own), AM acceptance,
 * phone and hours, and its reviews (summary and newest reviews) when given.
 */
export function CompanyDetailModal({ open, onClose, company, reviews, acceptsAm, morningPrice, onSelect, className, ref }: CompanyDetailModalProps) {
  const reviewsHeadingId = useId();
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
      {speaksForeignLanguage(company.languages, activeLocale()) && (
        <CompanyDetailLanguages>
          <LanguageSpokenBadge languages={company.languages} />
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
      {reviews !== undefined && <CompanyDetailReviewsPart reviews={reviews} headingId={reviewsHeadingId} />}
    </ModalDialog>
  );
}
