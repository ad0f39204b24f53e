import Button from '@mui/material/Button';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { describeConformance, renderWithTheme } from '../test-utils/index.ts';
import { ModalDialog } from './ModalDialog.tsx';

describeConformance('ModalDialog', {
  themeName: 'HkModalDialog',
  render: (props) => (
    <ModalDialog open onClose={() => {}} title="確認" {...props}>
      本文
    </ModalDialog>
  ),
});

function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>開く</Button>
      <ModalDialog open={open} onClose={() => setOpen(false)} title="確認" actions={<Button>OK</Button>}>
        本文
      </ModalDialog>
    </>
  );
}

describe('ModalDialog', () => {
  it('is named by its title and closes with Escape, returning focus to the opener', async () => {
    const screen = await renderWithTheme(<Opener />);
    await userEvent.click(screen.getByRole('button', { name: '開く' }));
    await expect.element(screen.getByRole('dialog', { name: '確認' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(screen.getByRole('dialog')).not.toBeInTheDocument();
    await expect.element(screen.getByRole('button', { name: '開く' })).toHaveFocus();
  });

  it('keeps Tab inside the dialog', async () => {
    const screen = await renderWithTheme(<Opener />);
    await userEvent.click(screen.getByRole('button', { name: '開く' }));
    await userEvent.keyboard('{Tab}{Tab}{Tab}{Tab}');
    expect(screen.getByRole('dialog').element().contains(document.activeElement)).toBe(true);
  });

  it('calls onClose from the close button', async () => {
    const onClose = vi.fn();
    const screen = await renderWithTheme(<ModalDialog open onClose={onClose} title="確認">本文</ModalDialog>);
    await userEvent.click(screen.getByRole('button', { name: '閉じる' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
