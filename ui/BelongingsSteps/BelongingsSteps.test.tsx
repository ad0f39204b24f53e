import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import type { BelongingsCategory } from '../../domain/api/belongings.ts';
import { BELONGINGS_MASTER } from '../../domain/belongings/master.ts';
import { activateLocale } from '../../domain/i18n/i18n.ts';
import { describeConformance, renderWithTheme } from '../test-utils/index.ts';
import { BelongingsSteps } from './BelongingsSteps.tsx';
import type { BelongingsStepsProps } from './BelongingsSteps.types.ts';

/** Eight one-item categories in master order; category 8 holds the cardboard boxes. */
const master: BelongingsCategory[] = Array.from({ length: 8 }, (_, index) => {
  const code = String(index + 1);
  const itemCode = index === 7 ? '80001' : `${code}0001`;
  return {
    code,
    label: `カテゴリ${code}`,
    order: index + 1,
    items: [{ code: itemCode, label: `品目${code}`, unit: '個', count: { single: 1, pair: 2, family: 3 }, image: '/images/nimotsu/aircon.svg', note: '', order: 1, volume: 0.1 }],
  };
});

const props = (overrides: Partial<BelongingsStepsProps> = {}): BelongingsStepsProps => ({
  categories: master,
  quantity: {},
  onQuantityChange: () => {},
  onResetCategory: () => {},
  subStep: 1,
  onBack: () => {},
  onNext: () => {},
  hasOtherBelongings: '',
  onHasOtherBelongingsChange: () => {},
  otherBelongings: '',
  onOtherBelongingsChange: () => {},
  hasIkeaBelongings: false,
  onHasIkeaBelongingsChange: () => {},
  ikeaPanelOpen: false,
  onIkeaPanelToggle: () => {},
  ...overrides,
});

describeConformance('BelongingsSteps', {
  themeName: 'HkBelongingsSteps',
  render: (rootProps) => <BelongingsSteps {...props()} {...rootProps} />,
});

describe('BelongingsSteps', () => {
  it('shows categories 5 and 6 together on the fifth sub-step', async () => {
    const screen = await renderWithTheme(<BelongingsSteps {...props({ subStep: 5 })} />);
    expect(screen.getByRole('heading', { level: 3 }).elements().map((heading) => heading.textContent)).toEqual(['カテゴリ5', 'カテゴリ6']);
    await expect.element(screen.getByText('荷物の入力 5 / 7')).toBeVisible();
  });

  it('warns above the 99 limit of cardboard boxes and resets the count to 0 on blur', async () => {
    const onQuantityChange = vi.fn();
    const screen = await renderWithTheme(<BelongingsSteps {...props({ subStep: 7, quantity: { '80001': '100' }, onQuantityChange })} />);
    await expect.element(screen.getByRole('alert')).toHaveTextContent('個数は99以内で入力してください。');
    screen.getByRole('textbox', { name: '品目8の個数' }).element().focus();
    await userEvent.tab();
    expect(onQuantityChange).toHaveBeenCalledWith('80001', '0');
  });

  it('says what the IKEA panel lists: the belongings entered, without the self-assembly furniture (spec §9, issue 26)', async () => {
    const onIkeaPanelToggle = vi.fn();
    const screen = await renderWithTheme(<BelongingsSteps {...props({ subStep: 7, hasIkeaBelongings: true, onIkeaPanelToggle })} />);
    await userEvent.click(screen.getByRole('button', { name: '組み立て家具以外の入力済みの荷物を確認する' }));
    expect(onIkeaPanelToggle).toHaveBeenCalledTimes(1);
    await screen.rerender(<BelongingsSteps {...props({ subStep: 7, hasIkeaBelongings: true, ikeaPanelOpen: true, quantity: { '10001': '2' } })} />);
    await expect.element(screen.getByText('入力済みの荷物のうち、組み立て式の家具を除いたものです。')).toBeVisible();
    await expect.element(screen.getByRole('button', { name: '組み立て家具以外の入力済みの荷物を閉じる' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('asks about other belongings only on the last sub-step and names the search button there', async () => {
    const first = await renderWithTheme(<BelongingsSteps {...props()} />);
    await expect.element(first.getByRole('radiogroup')).not.toBeInTheDocument();
    await first.unmount();
    const last = await renderWithTheme(<BelongingsSteps {...props({ subStep: 7, hasOtherBelongings: '1' })} />);
    await expect.element(last.getByRole('textbox', { name: 'リスト以外の家財（300字以内）' })).toBeVisible();
    await expect.element(last.getByRole('button', { name: '引越し業者を探す' })).toBeVisible();
  });

  it('names the last next button after nextLabel, and only on the last sub-step', async () => {
    const screen = await renderWithTheme(<BelongingsSteps {...props({ subStep: 6, nextLabel: '変更を確定する' })} />);
    await expect.element(screen.getByRole('button', { name: '次へ' })).toBeVisible();
    await screen.rerender(<BelongingsSteps {...props({ subStep: 7, nextLabel: '変更を確定する' })} />);
    await expect.element(screen.getByRole('button', { name: '変更を確定する' })).toBeVisible();
  });
});

describe('BelongingsSteps in English', () => {
  beforeEach(() => activateLocale('en'));
  afterEach(() => activateLocale('ja'));

  it('reads its own words and the master’s labels in English, counting without counter words', async () => {
    const screen = await renderWithTheme(<BelongingsSteps {...props({ categories: BELONGINGS_MASTER, quantity: { '10002': '1' } })} />);
    await expect.element(screen.getByText('Belongings 1 of 7')).toBeVisible();
    await expect.element(screen.getByRole('heading', { level: 3, name: 'Living room' })).toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'Reset Living room' })).toBeVisible();
    await expect.element(screen.getByRole('textbox', { name: 'Number of Sofa (2-seater)' })).toHaveValue('1');
    await expect.element(screen.getByRole('button', { name: 'Increase Sofa (2-seater)' })).toBeVisible();
    expect(screen.getByText('台', { exact: true }).query()).toBeNull();
    await expect.element(screen.getByRole('button', { name: 'Back' })).toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'Next' })).toBeVisible();
  });

  it('asks the last sub-step’s questions in English and sums up the belongings the English way', async () => {
    const screen = await renderWithTheme(
      <BelongingsSteps {...props({ categories: BELONGINGS_MASTER, subStep: 7, hasIkeaBelongings: true, ikeaPanelOpen: true, quantity: { '10002': '1', '10006': '2' } })} />,
    );
    await expect.element(screen.getByRole('radiogroup', { name: 'Do you have belongings that are not on the list?' })).toBeVisible();
    await expect.element(screen.getByRole('radio', { name: 'Yes' })).toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'Hide my belongings without the self-assembly furniture' })).toHaveAttribute('aria-expanded', 'true');
    await expect.element(screen.getByText('Sofa (2-seater) × 1 / Low table × 2')).toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'Find moving companies' })).toBeVisible();
  });
});
