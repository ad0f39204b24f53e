import ButtonBase from '@mui/material/ButtonBase';
import Collapse from '@mui/material/Collapse';
import { styled } from '@mui/material/styles';
import { useId, useState } from 'react';
import { comparePriceLines } from '../../domain/api/priceLines.ts';
import { formatYen } from '../../domain/format/index.ts';
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

/** Disclosure label of each price kind. */
const TOGGLE_LABEL = { free: '料金の内訳', am: '午前便の料金の内訳' } as const;

/**
 * A price opened into the lines a visitor reads (基本料金, 距離, 時期, …) and the total they add up
 * to; with `previous`, each line shows its previous and current amount and the changed ones are marked.
 */
export function PriceBreakdown(props: PriceBreakdownProps) {
  const { lines, total, slot = 'free', subject, previous, open: openProp, defaultOpen = false, onOpenChange, className, ref } = props;
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const open = openProp ?? ownOpen;
  const tableId = useId();
  const label = TOGGLE_LABEL[slot];
  const subjectSuffix = subject === undefined ? '' : `（${subject}）`;
  const toggle = () => {
    setOwnOpen(!open);
    onOpenChange?.(!open);
  };

  return (
    <PriceBreakdownRoot ref={ref} className={className} data-state={open ? 'open' : 'closed'} data-mode={previous ? 'changed' : 'lines'}>
      <PriceBreakdownToggle
        aria-expanded={open}
        aria-controls={tableId}
        aria-label={subject === undefined ? undefined : `${label}${subjectSuffix}`}
        onClick={toggle}
      >
        {label}
        <ExpandMoreIcon />
      </PriceBreakdownToggle>
      <Collapse in={open} id={tableId} unmountOnExit>
        <PriceBreakdownTable aria-label={`${label}${subjectSuffix}`}>
          {previous ? <ChangedRows lines={lines} previous={previous} /> : <LineRows lines={lines} />}
          <tfoot>
            <tr>
              <th scope="row">合計</th>
              {previous && <td><del>{formatYen(previous.total)}</del></td>}
              <td>{formatYen(total)}</td>
            </tr>
          </tfoot>
        </PriceBreakdownTable>
      </Collapse>
    </PriceBreakdownRoot>
  );
}

/** The lines and their amounts; a line's parts name the detail (truck, kilometres, floor…). */
function LineRows({ lines }: Pick<PriceBreakdownProps, 'lines'>) {
  return (
    <tbody>
      {lines.map((line) => (
        <tr key={line.kind} data-line={line.kind}>
          <th scope="row">
            {line.label}
            <span className="HkPriceBreakdown-detail">{line.parts.map((part) => part.label).join('、')}</span>
          </th>
          <td>{formatYen(line.amount)}</td>
        </tr>
      ))}
    </tbody>
  );
}

/** Every line of either price, previous and current side by side, the changed ones marked. */
function ChangedRows({ lines, previous }: Pick<PriceBreakdownProps, 'lines'> & { previous: NonNullable<PriceBreakdownProps['previous']> }) {
  return (
    <>
      <thead>
        <tr>
          <th scope="col">項目</th>
          <th scope="col">変更前</th>
          <th scope="col">変更後</th>
        </tr>
      </thead>
      <tbody>
        {comparePriceLines(previous.lines, lines).map((line) => (
          <tr key={line.kind} data-line={line.kind} data-changed={line.changed}>
            <th scope="row">
              {line.label}
              {line.changed && <span className="HkPriceBreakdown-mark">変更<VisuallyHidden>あり</VisuallyHidden></span>}
            </th>
            <td>{line.changed ? <del>{formatYen(line.previous)}</del> : formatYen(line.previous)}</td>
            <td>{formatYen(line.current)}</td>
          </tr>
        ))}
      </tbody>
    </>
  );
}
