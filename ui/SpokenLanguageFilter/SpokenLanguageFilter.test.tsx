import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { activateLocale } from '../../domain/i18n/i18n.ts';
import { describeConformance, renderWithTheme } from '../test-utils/index.ts';
import { SpokenLanguageFilter } from './SpokenLanguageFilter.tsx';

describeConformance('SpokenLanguageFilter', {
  themeName: 'HkSpokenLanguageFilter',
  render: (props) => <SpokenLanguageFilter checked={false} onChange={() => {}} count={3} {...props} />,
});

describe('SpokenLanguageFilter', () => {
  afterEach(async () => {
    await activateLocale('ja');
  });

  it('says how many companies speak English and reports the wished state', async () => {
    const onChange = vi.fn();
    await renderWithTheme(<SpokenLanguageFilter checked={false} onChange={onChange} count={3} />);
    const filter = page.getByRole('switch', { name: '英語対応の業者のみ表示（3社）' });
    await expect.element(filter).not.toBeChecked();
    await userEvent.click(filter);
    expect(onChange).toHaveBeenCalledWith(true);
  });

  it('is controlled: it shows the state it is given and reports turning it off', async () => {
    const onChange = vi.fn();
    await renderWithTheme(<SpokenLanguageFilter checked onChange={onChange} count={2} />);
    const filter = page.getByRole('switch');
    await expect.element(filter).toBeChecked();
    expect(document.querySelector('[data-state]')?.getAttribute('data-state')).toBe('on');
    await userEvent.click(filter);
    expect(onChange).toHaveBeenCalledWith(false);
  });

  it('cannot be used while disabled', async () => {
    await renderWithTheme(<SpokenLanguageFilter checked={false} onChange={() => {}} count={0} disabled />);
    await expect.element(page.getByRole('switch')).toBeDisabled();
  });

  it('reads in English on an English page', async () => {
    await activateLocale('en');
    await renderWithTheme(<SpokenLanguageFilter checked={false} onChange={() => {}} count={4} />);
    await expect.element(page.getByRole('switch', { name: 'Show only companies that speak English (4)' })).toBeInTheDocument();
  });
});
