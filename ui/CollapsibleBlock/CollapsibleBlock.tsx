import ButtonBase from '@mui/material/ButtonBase';
import Collapse from '@mui/material/Collapse';
import { styled } from '@mui/material/styles';
import { useId } from 'react';
import { ExpandMoreIcon } from '../internal/icons.tsx';
import type { CollapsibleBlockProps } from './CollapsibleBlock.types.ts';

const CollapsibleBlockRoot = styled('div', { name: 'HkCollapsibleBlock', slot: 'Root' })(({ theme }) => ({
  fontFamily: theme.typography.fontFamily,
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: theme.radius.md,
  backgroundColor: theme.palette.surface.raised,
}));

const CollapsibleBlockToggle = styled(ButtonBase, { name: 'HkCollapsibleBlock', slot: 'Toggle' })(({ theme }) => ({
  ...theme.typography.subtitle2,
  width: '100%',
  justifyContent: 'space-between',
  gap: theme.spacing(1),
  padding: theme.spacing(1.5, 2),
  borderRadius: theme.radius.md,
  color: theme.palette.text.primary,
  textAlign: 'left',
  '& svg': { transition: theme.transitions.create('transform') },
  '&[aria-expanded="true"] svg': { transform: 'rotate(180deg)' },
}));

const CollapsibleBlockBody = styled('div', { name: 'HkCollapsibleBlock', slot: 'Body' })(({ theme }) => ({
  ...theme.typography.body2,
  padding: theme.spacing(0, 2, 2),
}));

/** A titled block whose body opens and closes (the privacy-policy and other-info blocks of the confirm pages). */
export function CollapsibleBlock({ title, open, onOpenChange, children, className, ref }: CollapsibleBlockProps) {
  const bodyId = useId();
  return (
    <CollapsibleBlockRoot ref={ref} className={className} data-state={open ? 'open' : 'closed'}>
      <CollapsibleBlockToggle aria-expanded={open} aria-controls={bodyId} onClick={() => onOpenChange(!open)}>
        <span>{title}</span>
        <ExpandMoreIcon />
      </CollapsibleBlockToggle>
      <Collapse in={open} id={bodyId} role="region" aria-label={title}>
        <CollapsibleBlockBody>{children}</CollapsibleBlockBody>
      </Collapse>
    </CollapsibleBlockRoot>
  );
}
