import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { t } from '../domain/i18n/i18n.ts';
import { MESSAGES } from '../domain/validation/index.ts';
import { BelongingsSteps, type BelongingsStepsProps } from '../ui/index.ts';
import { mobileGlobals } from '../.storybook/viewports.ts';
import { useBelongingsHarness } from './support/BelongingsHarness.tsx';
import { belongingsArgs } from './support/belongingsArgs.ts';
import { containing, inStoryLanguage, shown, typedInStoryLanguage } from './support/storyText.ts';

/** The English of the words these stories make up (what the visitor typed). */
const ENGLISH = { 'ウォーターサーバー': 'Water dispenser', 'ピアノ椅子': 'Piano stool' };

/** The texts a page of the story's language gives the steps: the visitor's words, the button's label, the messages. */
function inStoryLanguageArgs(args: BelongingsStepsProps): BelongingsStepsProps {
  return {
    ...args,
    otherBelongings: typedInStoryLanguage(args.otherBelongings, ENGLISH),
    nextLabel: args.nextLabel && inStoryLanguage(args.nextLabel),
    error: shown(args.error),
    otherBelongingsError: shown(args.otherBelongingsError),
  };
}

function StatefulBelongingsSteps(args: BelongingsStepsProps) {
  return <BelongingsSteps {...useBelongingsHarness(inStoryLanguageArgs(args))} />;
}

/** An item's or a category's name as the steps show it: the belongings master's labels are messages. */
const itemCount = (item: string) => t({ id: '{item}の個数', values: { item: t(item) } });

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
    const boxes = canvas.getByRole('textbox', { name: itemCount('段ボール') });
    await userEvent.clear(boxes);
    await userEvent.type(boxes, '120');
    await expect(canvas.getByRole('alert')).toHaveTextContent(t(MESSAGES.belongings.overLimit(99)));
    await userEvent.tab();
    await expect(boxes).toHaveValue('0');
    await expect(args.onQuantityChange).toHaveBeenLastCalledWith('80001', '0');
  },
};

export const StepThroughAndAnswer: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t({ id: '{category}をリセット', values: { category: t('リビング') } }) }));
    await expect(args.onResetCategory).toHaveBeenCalledWith('1');
    await userEvent.click(canvas.getByRole('button', { name: t({ id: '{item}を増やす', values: { item: t('ソファ（1人掛け）') } }) }));
    await expect(canvas.getByRole('textbox', { name: itemCount('ソファ（1人掛け）') })).toHaveValue('1');
    for (let step = 1; step < 7; step += 1) await userEvent.click(canvas.getByRole('button', { name: t('次へ') }));
    await expect(canvas.getByText(t({ id: '荷物の入力 {step} / {steps}', values: { step: 7, steps: 7 } }))).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: t('あり') }));
    await userEvent.type(canvas.getByRole('textbox', { name: t('リスト以外の家財（300字以内）') }), typedInStoryLanguage('ピアノ椅子', ENGLISH));
    await userEvent.click(canvas.getByRole('checkbox', { name: containing(t('IKEAなど組み立てが必要な家具がある')) }));
    await userEvent.click(canvas.getByRole('button', { name: t('組み立て家具以外の入力済みの荷物を確認する') }));
    await expect(canvas.getByText(t('リビング'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('引越し業者を探す') }));
    await expect(args.onNext).toHaveBeenCalledTimes(7);
  },
};
