import Button from '@mui/material/Button';
import { styled } from '@mui/material/styles';
import type { LeadStatus } from '../../domain/api/leadStatus.ts';
import { LEAD_STATUS_LABELS, LEAD_STATUS_NOTES } from '../../domain/api/myMove.ts';
import { formatYen } from '../../domain/format/price.ts';
import { activeLocale, t } from '../../domain/i18n/i18n.ts';
import { JapaneseName, japaneseNameProps } from '../internal/JapaneseName.tsx';
import { tWithNodes } from '../i18n/index.ts';
import { PriceBreakdown } from '../PriceBreakdown/index.ts';
import type { RequestStatusCompany, RequestStatusListProps } from './RequestStatusList.types.ts';

const RequestStatusListRoot = styled('ul', { name: 'HkRequestStatusList', slot: 'Root' })(({ theme }) => ({
  ...theme.typography.body2,
  display: 'grid',
  gap: theme.spacing(1.5),
  margin: 0,
  padding: 0,
  listStyle: 'none',
}));

/** Logo, name and price on one row; the state in words under them, then the lines and the action. */
const RequestStatusListItem = styled('li', { name: 'HkRequestStatusList', slot: 'Item' })(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  gridTemplateAreas: '"logo name price" "status status status" "breakdown breakdown breakdown" "action action action"',
  alignItems: 'center',
  columnGap: theme.spacing(1.5),
  rowGap: theme.spacing(0.75),
  padding: theme.spacing(1.5),
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: theme.radius.md,
  backgroundColor: theme.palette.surface.raised,
  '&[data-ended="true"]': { backgroundColor: theme.palette.surface.muted },
  '& .HkRequestStatusList-logo': { gridArea: 'logo', width: theme.spacing(8), height: theme.spacing(4), objectFit: 'contain' },
  '& .HkRequestStatusList-name': { ...theme.typography.subtitle1, gridArea: 'name', overflowWrap: 'anywhere' },
  '& .HkRequestStatusList-status': { gridArea: 'status', display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: theme.spacing(1) },
  '& .HkRequestStatusList-badge': {
    ...theme.typography.caption,
    fontWeight: 700,
    padding: theme.spacing(0.25, 1),
    borderRadius: theme.radius.sm,
    border: `1px solid ${theme.palette.text.primary}`,
    color: theme.palette.text.primary,
    whiteSpace: 'nowrap',
  },
  '& .HkRequestStatusList-badge[data-status="confirmed"]': { borderColor: theme.palette.success.dark, color: theme.palette.success.dark },
  '& .HkRequestStatusList-note': { color: theme.palette.text.secondary },
  '& .HkRequestStatusList-price': { ...theme.typography.subtitle1, gridArea: 'price', color: theme.palette.price, whiteSpace: 'nowrap' },
  '& .HkRequestStatusList-priceLabel': { ...theme.typography.caption, color: theme.palette.text.secondary, marginRight: theme.spacing(0.5) },
  '& .HkRequestStatusList-unpriced': { ...theme.typography.caption, gridArea: 'price', color: theme.palette.text.secondary, textAlign: 'right' },
  '& .HkRequestStatusList-breakdown': { gridArea: 'breakdown' },
  '& .HkRequestStatusList-action': { gridArea: 'action', justifySelf: 'start' },
}));

/** States after which the company will not contact the visitor about the request. */
const ENDED: ReadonlySet<LeadStatus> = new Set(['declined', 'expired', 'withdrawn', 'cancelled', 'completed']);

/**
 * The companies a request went to, each with the price the visitor was shown (its lines under it)
 * and its state now in words; where the visitor may still withdraw from one, a button says so.
 */
export function RequestStatusList(props: RequestStatusListProps) {
  const { companies, label, priceLabel = '', unpricedLabel = t(/*i18n*/ '訪問・電話で見積り'), onWithdraw, busy = false, className, ref } = props;
  return (
    <RequestStatusListRoot ref={ref} className={className} aria-label={label}>
      {companies.map((company) => (
        <RequestStatusListItem key={company.id} data-ended={ENDED.has(company.status)} aria-label={company.name}>
          {company.logoUrl && <img className="HkRequestStatusList-logo" src={company.logoUrl} alt="" />}
          <span className="HkRequestStatusList-name" {...japaneseNameProps()}>{company.name}</span>
          <span className="HkRequestStatusList-status">
            <span className="HkRequestStatusList-badge" data-status={company.status}>{t(LEAD_STATUS_LABELS[company.status])}</span>
            <span className="HkRequestStatusList-note">{t(LEAD_STATUS_NOTES[company.status])}</span>
          </span>
          <CompanyPrice company={company} priceLabel={priceLabel} unpricedLabel={unpricedLabel} />
          {onWithdraw && company.withdrawable && (
            <Button className="HkRequestStatusList-action" variant="outlined" color="error" size="small" disabled={busy} onClick={() => onWithdraw(company.id)}>
              {/* One span: in the button's inline-flex each text node would be a flex item, losing the space before the name. */}
              <span>{tWithNodes(/*i18n*/ '{company}への依頼を取り下げる', { company: <JapaneseName>{company.name}</JapaneseName> })}</span>
            </Button>
          )}
        </RequestStatusListItem>
      ))}
    </RequestStatusListRoot>
  );
}

function CompanyPrice({ company, priceLabel, unpricedLabel }: { company: RequestStatusCompany; priceLabel: string; unpricedLabel: string }) {
  if (company.price === null) return <span className="HkRequestStatusList-unpriced">{unpricedLabel}</span>;
  return (
    <>
      <span className="HkRequestStatusList-price">
        {priceLabel !== '' && <span className="HkRequestStatusList-priceLabel">{priceLabel}</span>}
        {formatYen(company.price, activeLocale())}
      </span>
      {company.priceLines && company.priceLines.length > 0 && (
        <div className="HkRequestStatusList-breakdown">
          <PriceBreakdown lines={company.priceLines} total={company.price} subject={company.name} />
        </div>
      )}
    </>
  );
}
