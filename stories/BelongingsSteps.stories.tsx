import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { japanese } from '../domain/testing/messages.ts';
import { MESSAGES } from '../domain/validation/index.ts';
import { BelongingsSteps, type BelongingsStepsProps } from '../ui/index.ts';
import { mobileGlobals } from '../.storybook/viewports.ts';
import { useBelongingsHarness } from './support/BelongingsHarness.tsx';
import { belongingsArgs } from './support/belongingsArgs.ts';

function StatefulBelongingsSteps(args: BelongingsStepsProps) {
  return <BelongingsSteps {...useBelongingsHarness(args)} />;
}

const meta = {
  title: 'Quick booking/BelongingsSteps',
  component: BelongingsSteps,
  render: StatefulBelongingsSteps,
  args: belongingsArgs,
} satisfies Meta<typeof BelongingsSteps>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FirstSubStep: Story = {};

export const TwoCategoriesOnFifth: Story = { args: { subStep: 5 } };

export const LastWithExtras: Story = {
  args: { subStep: 7, hasOtherBelongings: '1', otherBelongings: 'ウォーターサーバー', hasIkeaBelongings: true, ikeaPanelOpen: true },
};

export const LastWhileEditing: Story = { args: { subStep: 7, hasOtherBelongings: '0', nextLabel: '変更を確定する' } };

export const LastUnanswered: Story = { args: { subStep: 7, nextDisabled: true } };

export const AllZeroError: Story = { args: { subStep: 7, hasOtherBelongings: '0', error: MESSAGES.belongings.allZero } };

export const EtcTextError: Story = {
  args: { subStep: 7, hasOtherBelongings: '1', otherBelongings: '😀', otherBelongingsError: MESSAGES.belongings.etcInvalid },
};

export const Mobile: Story = { args: { subStep: 2 }, globals: mobileGlobals };

export const OverLimitResetsOnBlur: Story = {
  args: { subStep: 7 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const boxes = canvas.getByRole('textbox', { name: '段ボールの個数' });
    await userEvent.clear(boxes);
    await userEvent.type(boxes, '120');
    await expect(canvas.getByRole('alert')).toHaveTextContent(japanese(MESSAGES.belongings.overLimit(99))!);
    await userEvent.tab();
    await expect(boxes).toHaveValue('0');
    await expect(args.onQuantityChange).toHaveBeenLastCalledWith('80001', '0');
  },
};

export const StepThroughAndAnswer: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'リビングをリセット' }));
    await expect(args.onResetCategory).toHaveBeenCalledWith('1');
    await userEvent.click(canvas.getByRole('button', { name: 'ソファ（1人掛け）を増やす' }));
    await expect(canvas.getByRole('textbox', { name: 'ソファ（1人掛け）の個数' })).toHaveValue('1');
    for (let step = 1; step < 7; step += 1) await userEvent.click(canvas.getByRole('button', { name: '次へ' }));
    await expect(canvas.getByText('荷物の入力 7 / 7')).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'あり' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'リスト以外の家財（300字以内）' }), 'ピアノ椅子');
    await userEvent.click(canvas.getByRole('checkbox', { name: /組み立てが必要な家具/ }));
    await userEvent.click(canvas.getByRole('button', { name: '組み立て家具以外の入力済みの荷物を確認する' }));
    await expect(canvas.getByText('リビング')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '引越し業者を探す' }));
    await expect(args.onNext).toHaveBeenCalledTimes(7);
  },
};
