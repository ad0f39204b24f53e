import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { describeConformance, renderWithTheme } from '../test-utils/index.ts';
import { AllianceChoices } from './AllianceChoices.tsx';
import type { AllianceChoice } from './AllianceChoices.types.ts';

const alliances: AllianceChoice[] = [
  { id: 'net', title: 'インターネット回線', content: '新居で使える光回線をご案内します。' },
  { id: 'power', title: '電気・ガス', content: '新居の電気とガスの手続きをまとめて行います。' },
];

describeConformance('AllianceChoices', {
  themeName: 'HkAllianceChoices',
  render: (props) => <AllianceChoices alliances={alliances} value={['net']} onChange={() => {}} {...props} />,
});

describe('AllianceChoices', () => {
  it('names each checkbox by its title and describes it by its content', async () => {
    const screen = await renderWithTheme(<AllianceChoices alliances={alliances} value={['power']} onChange={() => {}} />);
    await expect.element(screen.getByRole('checkbox', { name: 'インターネット回線' })).not.toBeChecked();
    await expect.element(screen.getByRole('checkbox', { name: '電気・ガス' })).toBeChecked();
    await expect.element(screen.getByRole('checkbox', { name: '電気・ガス' })).toHaveAccessibleDescription('新居の電気とガスの手続きをまとめて行います。');
  });

  it('reports the ticked ids after a click anywhere on a card', async () => {
    const onChange = vi.fn();
    const screen = await renderWithTheme(<AllianceChoices alliances={alliances} value={['power']} onChange={onChange} />);
    await userEvent.click(screen.getByText('新居で使える光回線をご案内します。'));
    expect(onChange).toHaveBeenLastCalledWith(['power', 'net']);
    await userEvent.click(screen.getByRole('checkbox', { name: '電気・ガス' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
  });

  it('marks a stale list busy and renders nothing without partners', async () => {
    const screen = await renderWithTheme(<AllianceChoices alliances={alliances} value={[]} onChange={() => {}} stale />);
    await expect.element(screen.getByRole('group')).toHaveAttribute('data-state', 'stale');
    await expect.element(screen.getByRole('list')).toHaveAttribute('aria-busy', 'true');
    await screen.rerender(<AllianceChoices alliances={[]} value={[]} onChange={() => {}} />);
    expect(screen.container.childElementCount).toBe(0);
  });
});
