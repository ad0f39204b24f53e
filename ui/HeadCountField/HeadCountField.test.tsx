import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import type { HeadCount } from '../../domain/options/household.ts';
import { MESSAGES } from '../../domain/validation/messages.ts';
import { describeConformance, renderWithTheme } from '../test-utils/index.ts';
import { HeadCountField } from './HeadCountField.tsx';

describeConformance('HeadCountField', {
  themeName: 'HkHeadCountField',
  render: (props) => <HeadCountField value="2" onChange={() => {}} {...props} />,
});

describe('HeadCountField', () => {
  it('offers single, pair and family and reports the choice', async () => {
    const onChange = vi.fn();
    const screen = await renderWithTheme(<HeadCountField value="" onChange={onChange} />);
    const group = screen.getByRole('group', { name: '引越し人数' });
    await expect.element(group).toBeVisible();
    expect(screen.getByRole('radio').elements()).toHaveLength(3);
    await userEvent.click(screen.getByRole('radio', { name: '4名以上' }));
    expect(onChange).toHaveBeenCalledWith('3');
  });

  it('marks the checked card', async () => {
    const screen = await renderWithTheme(<HeadCountField value="2" onChange={() => {}} />);
    await expect.element(screen.getByRole('radio', { name: '2〜3名' })).toBeChecked();
    await expect.element(screen.getByText('2〜3名').element().closest('label')!).toHaveAttribute('data-state', 'checked');
  });

  it('shows a given error only after a failed submit asks for all errors', async () => {
    function Field({ showAllErrors }: { showAllErrors: boolean }) {
      const [value, setValue] = useState<HeadCount | ''>('');
      return <HeadCountField value={value} onChange={setValue} error={value ? undefined : MESSAGES.movers.required} showAllErrors={showAllErrors} />;
    }
    const screen = await renderWithTheme(<Field showAllErrors={false} />);
    await expect.element(screen.getByRole('group')).toBeVisible();
    expect(screen.getByText(MESSAGES.movers.required).query()).toBeNull();
    await screen.rerender(<Field showAllErrors />);
    await expect.element(screen.getByText(MESSAGES.movers.required)).toBeVisible();
  });
});
