import { useState, type ReactNode } from 'react';
import { CollapsibleBlock } from '../../ui/CollapsibleBlock/index.ts';

/** A collapsible block of a confirm page (privacy policy at the top and bottom, other info; spec §2), closed at first. */
export function ConfirmToggle({ title, children }: { title: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <CollapsibleBlock title={title} open={open} onOpenChange={setOpen}>
      {children}
    </CollapsibleBlock>
  );
}
