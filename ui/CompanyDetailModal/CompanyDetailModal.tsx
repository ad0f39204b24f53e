import Button from '@mui/material/Button';
import { styled } from '@mui/material/styles';
import { formatPhone, formatRating, formatYen } from '../../domain/format/index.ts';
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

/** The company-detail modal: the price opened into its lines (and the morning price with its own), satisfaction, AM acceptance, phone and hours. */
export function CompanyDetailModal({ open, onClose, company, acceptsAm, morningPrice, onSelect, className, ref }: CompanyDetailModalProps) {
  if (!company) return null;
  return (
    <ModalDialog
      ref={ref}
      className={className}
      open={open}
      onClose={onClose}
      title={company.name}
      actions={onSelect && (
        <Button variant="contained" color="secondary" onClick={() => onSelect(company.id)}>
          この業者を選ぶ
        </Button>
      )}
    >
      {company.logoUrl && <CompanyDetailLogo src={company.logoUrl} alt={`${company.name}のロゴ`} />}
      <CompanyDetailList>
        <dt>{company.priceSlot === 'am' ? '午前便の料金' : '料金'}</dt>
        <dd className="HkCompanyDetailModal-price">{company.price === null ? 'お問い合わせください' : formatYen(company.price)}</dd>
        {company.price !== null && company.priceLines && company.priceLines.length > 0 && (
          <dd className="HkCompanyDetailModal-lines">
            <PriceBreakdown lines={company.priceLines} total={company.price} slot={company.priceSlot} defaultOpen />
          </dd>
        )}
        {morningPrice && company.priceSlot !== 'am' && (
          <>
            <dt>午前便の料金</dt>
            <dd className="HkCompanyDetailModal-price">{formatYen(morningPrice.total)}</dd>
            <dd className="HkCompanyDetailModal-lines">
              <PriceBreakdown lines={morningPrice.lines} total={morningPrice.total} slot="am" />
            </dd>
          </>
        )}
        <dt>満足度</dt>
        <dd>{company.rating === null ? '－' : `${formatRating(company.rating)} / 5`}</dd>
        {acceptsAm !== undefined && (
          <>
            <dt>午前の指定</dt>
            <dd>{acceptsAm ? '対応可' : '対応不可'}</dd>
          </>
        )}
        {company.telephoneNumber && (
          <>
            <dt>電話番号</dt>
            <dd>{formatPhone(company.telephoneNumber)}</dd>
          </>
        )}
        {company.businessHours && (
          <>
            <dt>営業時間</dt>
            <dd>{company.businessHours}</dd>
          </>
        )}
      </CompanyDetailList>
    </ModalDialog>
  );
}
