import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { describeConformance, renderWithTheme } from '../test-utils/index.ts';
import { CollapsibleBlock } from './CollapsibleBlock.tsx';

describeConformance('CollapsibleBlock', {
  themeName: 'HkCollapsibleBlock',
  render: (props) => <CollapsibleBlock title="個人情報の取り扱いについて" open onOpenChange={() => {}} {...props}>本文</CollapsibleBlock>,
});

function Toggled() {
  const [open, setOpen] = useState(false);
  return <CollapsibleBlock title="その他の情報" open={open} onOpenChange={setOpen}>本文</CollapsibleBlock>;
}

describe('CollapsibleBlock', () => {
  it('asks to open and close through onOpenChange', async () => {
    const onOpenChange = vi.fn();
    const screen = await renderWithTheme(<CollapsibleBlock title="その他の情報" open={false} onOpenChange={onOpenChange}>本文</CollapsibleBlock>);
    await userEvent.click(screen.getByRole('button', { name: 'その他の情報' }));
    expect(onOpenChange).toHaveBeenCalledWith(true);
  });

  it('shows the body only while open and exposes the state', async () => {
    const screen = await renderWithTheme(<Toggled />);
    const toggle = screen.getByRole('button', { name: 'その他の情報' });
    await expect.element(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect.element(screen.getByText('本文')).not.toBeVisible();
    await userEvent.click(toggle);
    await expect.element(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect.element(screen.getByRole('region', { name: 'その他の情報' })).toHaveTextContent('本文');
    expect(screen.container.firstElementChild).toHaveAttribute('data-state', 'open');
  });
});
