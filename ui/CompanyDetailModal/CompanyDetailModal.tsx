import Button from '@mui/material/Button';
import { styled } from '@mui/material/styles';
import { formatPhone, formatRating, formatYen } from '../../domain/format/index.ts';
import { ModalDialog } from '../ModalDialog/index.ts';
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
  '& ul': { margin: 0, paddingLeft: theme.spacing(2) },
}));

const CompanyDetailLogo = styled('img', { name: 'HkCompanyDetailModal', slot: 'Logo' })(({ theme }) => ({
  display: 'block',
  width: theme.spacing(16),
  height: theme.spacing(8),
  objectFit: 'contain',
  marginBottom: theme.spacing(2),
}));

/** The company-detail modal: price and its parts, satisfaction, AM acceptance, phone and hours. */
export function CompanyDetailModal({ open, onClose, company, acceptsAm, onSelect, className, ref }: CompanyDetailModalProps) {
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
        <dt>料金</dt>
        <dd>
          <span className="HkCompanyDetailModal-price">{company.price === null ? 'お問い合わせください' : formatYen(company.price)}</span>
          {company.priceBreakdown && company.priceBreakdown.length > 0 && (
            <ul aria-label="料金の内訳">
              {company.priceBreakdown.map((part) => (
                <li key={part.label}>{part.label}：{formatYen(part.amount)}</li>
              ))}
            </ul>
          )}
        </dd>
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
