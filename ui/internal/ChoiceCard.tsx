import Checkbox from '@mui/material/Checkbox';
import { styled, type CSSObject, type Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

export interface ChoiceCardProps {
  /** Value of the checkbox (a company or partner id). */
  value: string;
  /** Whether the choice is ticked; exposed as `data-state` checked / unchecked. */
  checked: boolean;
  /** Called with the wished state when the visitor toggles the card. */
  onToggle: (checked: boolean) => void;
  /** Id of the element that names the choice (the checkbox's accessible name). */
  labelledBy: string;
  /** Id of the element with the rest of the card's text (the checkbox's description). */
  describedBy?: string;
  /** Picture left of the text (a logo); decorative. */
  media?: ReactNode;
  /** The card's text; must contain the elements `labelledBy` and `describedBy` point at. */
  children: ReactNode;
  /** Buttons beside the label (outside it, so they do not toggle the card). */
  actions?: ReactNode;
  /** Content under the card's label, full width (messages, a price breakdown). */
  footer?: ReactNode;
}

const ChoiceCardRoot = styled('li', { name: 'HkChoiceCard', slot: 'Root' })(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  alignItems: 'center',
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: theme.radius.md,
  backgroundColor: theme.palette.surface.raised,
  '&[data-state="checked"]': {
    borderColor: theme.palette.primary.main,
    boxShadow: `inset 0 0 0 1px ${theme.palette.primary.main}`,
  },
}));

/** The label spans the card, so a click or Space anywhere on it toggles the checkbox. */
const ChoiceCardLabel = styled('label', { name: 'HkChoiceCard', slot: 'Label' })(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(1),
  minWidth: 0,
  padding: theme.spacing(1, 1.5, 1, 0.5),
  borderRadius: theme.radius.md,
  cursor: 'pointer',
  // The whole card shows the focus ring, so the checkbox does not draw its own.
  '&:has(.Mui-focusVisible)': {
    outline: `${theme.spacing(0.375)} solid ${theme.palette.focusRing}`,
    outlineOffset: theme.spacing(0.125),
  },
  '& .MuiCheckbox-root.Mui-focusVisible': { outline: 'none' },
  '& > img': { flexShrink: 0 },
}));

const ChoiceCardBody = styled('span', { name: 'HkChoiceCard', slot: 'Body' })({
  display: 'grid',
  minWidth: 0,
});

const ChoiceCardActions = styled('div', { name: 'HkChoiceCard', slot: 'Actions' })(({ theme }) => ({
  paddingRight: theme.spacing(0.5),
  [theme.breakpoints.up('md')]: { paddingRight: theme.spacing(1) },
}));

const ChoiceCardFooter = styled('div', { name: 'HkChoiceCard', slot: 'Footer' })(({ theme }) => ({
  gridColumn: '1 / -1',
  padding: theme.spacing(0, 1.5, 1.5),
  '&:empty': { display: 'none' },
}));

/**
 * One choice of a multi-select list as a card whose whole label toggles its checkbox, with room
 * for buttons beside it and content under it. Shared by the company and alliance choices.
 */
export function ChoiceCard({ value, checked, onToggle, labelledBy, describedBy, media, children, actions, footer }: ChoiceCardProps) {
  return (
    <ChoiceCardRoot data-state={checked ? 'checked' : 'unchecked'}>
      <ChoiceCardLabel>
        <Checkbox
          value={value}
          checked={checked}
          onChange={(event) => onToggle(event.target.checked)}
          slotProps={{ input: { 'aria-labelledby': labelledBy, 'aria-describedby': describedBy } }}
        />
        {media}
        <ChoiceCardBody>{children}</ChoiceCardBody>
      </ChoiceCardLabel>
      {actions && <ChoiceCardActions>{actions}</ChoiceCardActions>}
      {footer && <ChoiceCardFooter>{footer}</ChoiceCardFooter>}
    </ChoiceCardRoot>
  );
}

/**
 * The list the choice cards sit in. While its data is being refreshed (`aria-busy`) the cards
 * are dimmed by a muted background and grey pictures: lowering the opacity would drop the
 * text below the WCAG contrast minimum.
 */
export const ChoiceCardList = styled('ul', { name: 'HkChoiceCard', slot: 'List' })(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(1),
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '&[aria-busy="true"] > li': { backgroundColor: theme.palette.surface.page, borderStyle: 'dashed' },
  '&[aria-busy="true"] img': { filter: 'grayscale(1)', opacity: 0.6 },
}));

/** The fieldset a list of choice cards sits in: no frame, its legend a heading-sized line. */
export function choiceFieldsetStyle(theme: Theme): CSSObject {
  return {
    ...theme.typography.body2,
    display: 'grid',
    gap: theme.spacing(1),
    minWidth: 0,
    margin: 0,
    padding: 0,
    border: 0,
    // A floated legend takes part in the grid like any child instead of sitting on the border.
    '& > legend': { ...theme.typography.h4, float: 'left', width: '100%', padding: 0, color: theme.palette.text.primary },
    '& > legend + *': { clear: 'left' },
  };
}
