import ButtonBase from '@mui/material/ButtonBase';
import Collapse from '@mui/material/Collapse';
import { styled } from '@mui/material/styles';
import { useId, useState } from 'react';
import { comparePriceLines, type PriceLine } from '../../domain/api/priceLines.ts';
import { formatYen } from '../../domain/format/price.ts';
import { enumerate } from '../../domain/format/list.ts';
import { activeLocale, t } from '../../domain/i18n/i18n.ts';
import { unreadableIn } from '../../domain/i18n/japaneseScript.ts';
import { ExpandMoreIcon } from '../internal/icons.tsx';
import { VisuallyHidden } from '../internal/VisuallyHidden.tsx';
import type { PriceBreakdownProps } from './PriceBreakdown.types.ts';

const PriceBreakdownRoot = styled('div', { name: 'HkPriceBreakdown', slot: 'Root' })(({ theme }) => ({
  ...theme.typography.body2,
  width: '100%',
}));

const PriceBreakdownToggle = styled(ButtonBase, { name: 'HkPriceBreakdown', slot: 'Toggle' })(({ theme }) => ({
  ...theme.typography.body2,
  gap: theme.spacing(0.5),
  padding: theme.spacing(0.5, 0),
  color: theme.palette.primary.main,
  fontWeight: theme.typography.fontWeightBold,
  textDecoration: 'underline',
  '& svg': { fontSize: theme.typography.body1.fontSize, transition: theme.transitions.create('transform') },
  '&[aria-expanded="true"] svg': { transform: 'rotate(180deg)' },
}));

const PriceBreakdownTable = styled('table', { name: 'HkPriceBreakdown', slot: 'Table' })(({ theme }) => ({
  width: '100%',
  borderCollapse: 'collapse',
  marginTop: theme.spacing(0.5),
  '& th, & td': { padding: theme.spacing(0.5, 0), borderBottom: `1px solid ${theme.palette.divider}`, verticalAlign: 'top' },
  '& th': { textAlign: 'left', fontWeight: theme.typography.fontWeightRegular },
  '& td': { textAlign: 'right', whiteSpace: 'nowrap', paddingLeft: theme.spacing(1.5) },
  '& thead th': { ...theme.typography.caption, color: theme.palette.text.secondary },
  '& thead th + th': { textAlign: 'right', paddingLeft: theme.spacing(1.5) },
  '& .HkPriceBreakdown-detail': { ...theme.typography.caption, display: 'block', color: theme.palette.text.secondary },
  '& tfoot th, & tfoot td': { fontWeight: theme.typography.fontWeightBold, borderBottom: 'none' },
  '& tfoot td': { color: theme.palette.price },
  '& tr[data-changed="true"] th, & tr[data-changed="true"] td': { fontWeight: theme.typography.fontWeightBold },
  '& del': { color: theme.palette.text.secondary },
  '& .HkPriceBreakdown-mark': {
    ...theme.typography.caption,
    marginLeft: theme.spacing(0.5),
    padding: theme.spacing(0, 0.5),
    borderRadius: theme.radius.sm,
    backgroundColor: theme.palette.warning.light,
    color: theme.palette.text.primary,
  },
}));

/** Disclosure label of each price kind (messages, read with `t`). */
const TOGGLE_LABEL = { free: /*i18n*/ '料金の内訳', am: /*i18n*/ '午前便の料金の内訳' } as const;

/**
 * What a line is made of (truck, kilometres, floor…), from its parts' labels. The pricing engine
 * writes them in Japanese and the API answers a page in another language with them in it; such a
 * page never shows Japanese its reader may not read, should any reach it: it then names the line
 * and its amount only.
 */
function lineDetail(line: PriceLine): string | null {
  const locale = activeLocale();
  const labels = line.parts.map((part) => part.label);
  return labels.some((label) => unreadableIn(label, locale)) ? null : enumerate(labels, locale);
}

/**
 * A price opened into the lines a visitor reads (基本料金, 距離, 時期, …) and the total they add up
 * to; with `previous`, each line shows its previous and current amount and the changed ones are marked.
 */
export function PriceBreakdown(props: PriceBreakdownProps) {
  const { lines, total, slot = 'free', subject, previous, open: openProp, defaultOpen = false, onOpenChange, className, ref } = props;
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const open = openProp ?? ownOpen;
  const tableId = useId();
  const label = t(TOGGLE_LABEL[slot]);
  const fullLabel = subject === undefined ? label : t(/*i18n*/ { id: '{label}（{subject}）', values: { label, subject } });
  const locale = activeLocale();
  const toggle = () => {
    setOwnOpen(!open);
    onOpenChange?.(!open);
  };

  return (
    <PriceBreakdownRoot ref={ref} className={className} data-state={open ? 'open' : 'closed'} data-mode={previous ? 'changed' : 'lines'}>
      <PriceBreakdownToggle
        aria-expanded={open}
        aria-controls={tableId}
        aria-label={subject === undefined ? undefined : fullLabel}
        onClick={toggle}
      >
        {label}
        <ExpandMoreIcon />
      </PriceBreakdownToggle>
      <Collapse in={open} id={tableId} unmountOnExit>
        <PriceBreakdownTable aria-label={fullLabel}>
          {previous ? <ChangedRows lines={lines} previous={previous} /> : <LineRows lines={lines} />}
          <tfoot>
            <tr>
              <th scope="row">{t(/*i18n*/ '合計')}</th>
              {previous && <td><del>{formatYen(previous.total, locale)}</del></td>}
              <td>{formatYen(total, locale)}</td>
            </tr>
          </tfoot>
        </PriceBreakdownTable>
      </Collapse>
    </PriceBreakdownRoot>
  );
}

/** The lines and their amounts; on a Japanese page a line's parts name the detail (truck, kilometres, floor…). */
function LineRows({ lines }: Pick<PriceBreakdownProps, 'lines'>) {
  return (
    <tbody>
      {lines.map((line) => {
        const detail = lineDetail(line);
        return (
          <tr key={line.kind} data-line={line.kind}>
            <th scope="row">
              {t(line.label)}
              {detail !== null && <span className="HkPriceBreakdown-detail">{detail}</span>}
            </th>
            <td>{formatYen(line.amount, activeLocale())}</td>
          </tr>
        );
      })}
    </tbody>
  );
}

/** Every line of either price, previous and current side by side, the changed ones marked. */
function ChangedRows({ lines, previous }: Pick<PriceBreakdownProps, 'lines'> & { previous: NonNullable<PriceBreakdownProps['previous']> }) {
  return (
    <>
      <thead>
        <tr>
          <th scope="col">{t(/*i18n*/ '項目')}</th>
          <th scope="col">{t(/*i18n*/ '変更前')}</th>
          <th scope="col">{t(/*i18n*/ '変更後')}</th>
        </tr>
      </thead>
      <tbody>
        {comparePriceLines(previous.lines, lines).map((line) => (
          <tr key={line.kind} data-line={line.kind} data-changed={line.changed}>
            <th scope="row">
              {t(line.label)}
              {line.changed && <ChangedMark />}
            </th>
            <td>{line.changed ? <del>{formatYen(line.previous, activeLocale())}</del> : formatYen(line.previous, activeLocale())}</td>
            <td>{formatYen(line.current, activeLocale())}</td>
          </tr>
        ))}
      </tbody>
    </>
  );
}

/**
 * The mark of a changed line: 「変更」, which a screen reader reads 「変更あり」; in another language
 * its one word ("Changed"), which says it all.
 */
function ChangedMark() {
  if (activeLocale() !== 'ja') return <span className="HkPriceBreakdown-mark">{t(/*i18n*/ '変更あり')}</span>;
  return (
    <span className="HkPriceBreakdown-mark">
      {t(/*i18n*/ '変更')}
      <VisuallyHidden>{t(/*i18n*/ 'あり')}</VisuallyHidden>
    </span>
  );
}
