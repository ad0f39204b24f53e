import { styled } from '@mui/material/styles';
import { useId } from 'react';
import { formatYen } from '../../domain/format/price.ts';
import { activeLocale, t } from '../../domain/i18n/i18n.ts';
import { PriceBreakdown } from '../PriceBreakdown/index.ts';
import type { LeadDetailsField, LeadDetailsProps } from './LeadDetails.types.ts';

const LeadDetailsRoot = styled('article', { name: 'HkLeadDetails', slot: 'Root' })(({ theme }) => ({
  ...theme.typography.body2,
  display: 'grid',
  gap: theme.spacing(2),
  // Phone: one column. PC: the visitor and the price beside the move.
  gridTemplateAreas: '"header" "customer" "price" "move"',
  [theme.breakpoints.up('md')]: {
    gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
    gridTemplateAreas: '"header header" "customer move" "price move"',
    alignItems: 'start',
  },
  '& .HkLeadDetails-header': { gridArea: 'header', display: 'grid', gap: theme.spacing(1) },
  '& .HkLeadDetails-titleRow': { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.spacing(1) },
  '& .HkLeadDetails-title': { ...theme.typography.h5, margin: 0 },
  '& .HkLeadDetails-status': {
    ...theme.typography.caption,
    fontWeight: 700,
    padding: theme.spacing(0.25, 1),
    borderRadius: theme.radius.md,
    border: '1px solid currentColor',
  },
  '& .HkLeadDetails-status[data-tone="open"]': { color: theme.palette.info.main, backgroundColor: theme.palette.info.light },
  '& .HkLeadDetails-status[data-tone="confirmed"]': { color: theme.palette.success.main, backgroundColor: theme.palette.success.light },
  '& .HkLeadDetails-status[data-tone="ended"]': { color: theme.palette.text.secondary, backgroundColor: theme.palette.surface.muted },
  '& .HkLeadDetails-notice': {
    margin: 0,
    padding: theme.spacing(1, 1.5),
    borderLeft: `4px solid ${theme.palette.warning.main}`,
    backgroundColor: theme.palette.warning.light,
  },
  '& .HkLeadDetails-section': {
    padding: theme.spacing(1.5, 2),
    border: `1px solid ${theme.palette.divider}`,
    borderRadius: theme.radius.md,
    backgroundColor: theme.palette.surface.raised,
  },
  '& .HkLeadDetails-customer': { gridArea: 'customer' },
  '& .HkLeadDetails-price': { gridArea: 'price' },
  '& .HkLeadDetails-move': { gridArea: 'move' },
  '& .HkLeadDetails-heading': { ...theme.typography.subtitle1, fontWeight: 700, margin: theme.spacing(0, 0, 1) },
  '& .HkLeadDetails-fields': {
    display: 'grid',
    gridTemplateColumns: 'max-content minmax(0, 1fr)',
    columnGap: theme.spacing(2),
    rowGap: theme.spacing(0.75),
    margin: 0,
  },
  '& .HkLeadDetails-fields dt': { color: theme.palette.text.secondary },
  '& .HkLeadDetails-fields dd': { margin: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' },
  '& .HkLeadDetails-total': { ...theme.typography.h6, color: theme.palette.price, margin: theme.spacing(0, 0, 1) },
  '& .HkLeadDetails-note': { margin: theme.spacing(1, 0, 0), color: theme.palette.text.secondary },
}));

function Fields({ rows }: { rows: readonly LeadDetailsField[] }) {
  return (
    <dl className="HkLeadDetails-fields">
      {rows.map((row) => (
        <div key={row.label} style={{ display: 'contents' }}>
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * A lead as its company's e-mail showed it: what it is and where it stands, the visitor and how to
 * reach them, the price the visitor was shown with its lines, and the move. One column on a phone;
 * on a PC the visitor and the price beside the move.
 */
export function LeadDetails(props: LeadDetailsProps) {
  const { title, facts, status, notice, customer, customerNote = '', price, priceNote, move, className, ref } = props;
  const id = useId();
  return (
    <LeadDetailsRoot ref={ref} className={className} aria-labelledby={`${id}-title`} data-state={status.tone}>
      <header className="HkLeadDetails-header">
        <div className="HkLeadDetails-titleRow">
          <h1 id={`${id}-title`} className="HkLeadDetails-title">{title}</h1>
          <span className="HkLeadDetails-status" data-tone={status.tone}>{status.label}</span>
        </div>
        {notice && <p className="HkLeadDetails-notice">{notice}</p>}
        <Fields rows={facts} />
      </header>
      <section className="HkLeadDetails-section HkLeadDetails-customer" aria-labelledby={`${id}-customer`}>
        <h2 id={`${id}-customer`} className="HkLeadDetails-heading">{t(/*i18n*/ 'お客様')}</h2>
        {customer.length > 0 ? <Fields rows={customer} /> : <p className="HkLeadDetails-note">{customerNote}</p>}
      </section>
      <section className="HkLeadDetails-section HkLeadDetails-price" aria-labelledby={`${id}-price`}>
        <h2 id={`${id}-price`} className="HkLeadDetails-heading">{t(/*i18n*/ 'お客様に表示した料金')}</h2>
        {price && (
          <>
            <p className="HkLeadDetails-total">{formatYen(price.total, activeLocale())}</p>
            <PriceBreakdown lines={price.lines} total={price.total} defaultOpen />
          </>
        )}
        <p className="HkLeadDetails-note">{priceNote}</p>
      </section>
      <section className="HkLeadDetails-section HkLeadDetails-move" aria-labelledby={`${id}-move`}>
        <h2 id={`${id}-move`} className="HkLeadDetails-heading">{t(/*i18n*/ '引越しの内容')}</h2>
        <Fields rows={move} />
      </section>
    </LeadDetailsRoot>
  );
}
