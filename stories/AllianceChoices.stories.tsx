import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AllianceChoices, type AllianceChoicesProps } from '../ui/index.ts';
import { mobileGlobals } from '../.storybook/viewports.ts';
import { ALLIANCES, alliancesInStoryLanguage } from './fixtures/alliances.ts';
import { inStoryLanguage } from './support/storyText.ts';
import { useArgState } from './support/useArgState.ts';

/** The English of the words these stories make up. */
const ENGLISH = {
  'こちらのサービスもあわせていかがですか': 'You might also like these services',
  'ご希望のサービスを選んで「申し込む」を押してください。': 'Choose the services you want and press "Apply".',
  '未選択': 'None ticked',
  '選択あり': 'Some ticked',
  '更新中': 'Updating',
};

/** The services, legend and description as a page of the story's language shows them. */
function AllianceChoicesInStoryLanguage(args: AllianceChoicesProps) {
  const { label, description } = args;
  return (
    <AllianceChoices
      {...args}
      alliances={alliancesInStoryLanguage(args.alliances)}
      label={label && inStoryLanguage(label, ENGLISH)}
      description={description && inStoryLanguage(description, ENGLISH)}
    />
  );
}

/** Holds the ticked ids as the flow store would, reporting each change to the args' spy. */
function ControlledAllianceChoices(args: AllianceChoicesProps) {
  const [value, setValue] = useArgState(args.value, args.onChange);
  return <AllianceChoicesInStoryLanguage {...args} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Companies/AllianceChoices',
  component: AllianceChoices,
  render: ControlledAllianceChoices,
  args: { alliances: ALLIANCES, value: [], onChange: fn(), stale: false },
} satisfies Meta<typeof AllianceChoices>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const SomeTicked: Story = { args: { value: ['a01', 'a03'] } };

export const Stale: Story = { args: { value: ['a02'], stale: true } };

/** No partner for the move: nothing is rendered, so the page shows no empty heading. */
export const NoPartners: Story = {
  args: { alliances: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('group')).toBeNull();
  },
};

export const PostEstimateAlliancePage: Story = {
  args: { label: 'こちらのサービスもあわせていかがですか', description: 'ご希望のサービスを選んで「申し込む」を押してください。', alliances: ALLIANCES.slice(1) },
};

export const Mobile: Story = { args: { value: ['a01'] }, globals: mobileGlobals };

/** Every state at once, for visual regression. */
export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(420px, 1fr))', gap: 24, alignItems: 'start' }}>
      <AllianceChoicesInStoryLanguage {...args} value={[]} label="未選択" />
      <AllianceChoicesInStoryLanguage {...args} value={['a01', 'a03']} label="選択あり" />
      <AllianceChoicesInStoryLanguage {...args} value={['a02']} stale label="更新中" />
    </div>
  ),
};

export const TickWithMouseAndKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const [, utilities, buyback] = alliancesInStoryLanguage(ALLIANCES);
    await userEvent.click(canvas.getByText(utilities!.content));
    await expect(args.onChange).toHaveBeenLastCalledWith(['a02']);
    canvas.getByRole('checkbox', { name: utilities!.title }).focus();
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: buyback!.title })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(['a02', 'a03']);
    await userEvent.click(canvas.getByRole('checkbox', { name: utilities!.title }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['a03']);
    await expect(canvas.getByRole('checkbox', { name: buyback!.title })).toBeChecked();
  },
};
