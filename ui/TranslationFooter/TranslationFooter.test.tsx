import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../../domain/i18n/i18n.ts';
import { describeConformance, renderWithTheme } from '../test-utils/index.ts';
import { TranslationFooter } from './TranslationFooter.tsx';

describeConformance('TranslationFooter', {
  themeName: 'HkTranslationFooter',
  render: (props) => <TranslationFooter onReport={() => {}} {...props} />,
});

describe('TranslationFooter', () => {
  afterEach(async () => {
    await activateLocale('ja');
  });

  it('says the translation is unreviewed and asks for a report in the page language, opening the dialog', async () => {
    await activateLocale('zh');
    const onReport = vi.fn();
    const screen = await renderWithTheme(<TranslationFooter onReport={onReport} />);
    await expect.element(screen.getByRole('contentinfo')).toHaveTextContent('本页由日语翻译而来');
    const report = screen.getByRole('button', { name: '报告翻译错误' });
    await expect.element(report).toHaveAttribute('aria-haspopup', 'dialog');
    await report.click();
    expect(onReport).toHaveBeenCalledOnce();
  });
});
