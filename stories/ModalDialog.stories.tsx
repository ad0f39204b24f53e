import Button from '@mui/material/Button';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ModalDialog } from '../ui/index.ts';
import { mobileGlobals } from '../.storybook/viewports.ts';
import { nodeInStoryLanguage } from './support/storyText.ts';

/** The English of the words these stories make up. */
const ENGLISH = { '入力内容を確認してから次へ進んでください。': 'Please check what you entered before you go on.' };

const meta = {
  title: 'Feedback/ModalDialog',
  component: ModalDialog,
  // The title and text as a page of the story's language gives them.
  render: (args) => <ModalDialog {...args} title={nodeInStoryLanguage(args.title, ENGLISH)}>{nodeInStoryLanguage(args.children, ENGLISH)}</ModalDialog>,
  args: {
    open: true,
    title: 'ご確認ください',
    children: '入力内容を確認してから次へ進んでください。',
    actions: <Button variant="contained">OK</Button>,
    onClose: fn(),
  },
} satisfies Meta<typeof ModalDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithoutCloseButton: Story = { args: { closable: false } };

export const FullScreenOnMobile: Story = { args: { fullScreenOnMobile: true }, globals: mobileGlobals };
