import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { describeConformance, renderWithTheme } from '../test-utils/index.ts';
import { CountStepper } from './CountStepper.tsx';

describeConformance('CountStepper', {
  themeName: 'HkCountStepper',
  render: (props) => <CountStepper label="冷蔵庫" unit="台" value="1" onChange={() => {}} max={30} {...props} />,
});

function Stateful({ initial, max, onBlur }: { initial: string; max: number; onBlur?: () => void }) {
  const [value, setValue] = useState<string | undefined>(initial);
  return <CountStepper label="冷蔵庫" unit="台" value={value} onChange={setValue} onBlur={onBlur} max={max} />;
}

describe('CountStepper', () => {
  it('steps up and down within 0..max', async () => {
    const screen = await renderWithTheme(<Stateful initial="0" max={2} />);
    const input = screen.getByRole('textbox', { name: '冷蔵庫の個数' });
    await expect.element(screen.getByRole('button', { name: '冷蔵庫を減らす' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: '冷蔵庫を増やす' }));
    await userEvent.click(screen.getByRole('button', { name: '冷蔵庫を増やす' }));
    await expect.element(input).toHaveValue('2');
    await expect.element(screen.getByRole('button', { name: '冷蔵庫を増やす' })).toBeDisabled();
  });

  it('passes typed text through and reports blur', async () => {
    const onBlur = vi.fn();
    const screen = await renderWithTheme(<Stateful initial="" max={30} onBlur={onBlur} />);
    const input = screen.getByRole('textbox', { name: '冷蔵庫の個数' });
    await userEvent.fill(input, '45');
    await expect.element(input).toHaveValue('45');
    await userEvent.click(screen.getByRole('button', { name: '冷蔵庫を減らす' }));
    expect(onBlur).toHaveBeenCalled();
  });

  it('links its error message to the input', async () => {
    const screen = await renderWithTheme(<CountStepper label="冷蔵庫" value="45" onChange={() => {}} max={30} error="個数は30以内で入力してください。" />);
    await expect.element(screen.getByRole('textbox')).toHaveAccessibleDescription('個数は30以内で入力してください。');
  });
});
