import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { Breakpoints, ColourTokens, ContrastPairs, Elevation, Radii, RawColourScale, Spacing, TypeScale } from './FoundationTables.tsx';

/** A foundation page: its title, what it is for, and the table read from the theme. */
function Foundation({ title, lead, children }: { title: string; lead: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 1120 }}>
      <Typography variant="h1">{title}</Typography>
      <Typography variant="body2" color="text.secondary">{lead}</Typography>
      {children}
    </Box>
  );
}

const meta = {
  title: 'Foundations',
  component: Foundation,
  // The design team's documentation, written in Japanese; the theme it reads is the same in both
  // languages (the English pictures of every component show its type in English), so the English
  // project skips it rather than picture it again with its Japanese words.
  tags: ['!autodocs', 'japanese-only'],
  parameters: { controls: { disable: true } },
} satisfies Meta<typeof Foundation>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Colours: Story = {
  args: {
    title: '色',
    lead: 'テーマ（ui/theme/semantic.ts → createHikkoshiTheme）から読み出した色のトークン。コンポーネントは生の値ではなく、この名前で色を使います。',
    children: <ColourTokens />,
  },
};

export const RawScale: Story = {
  name: 'Raw colour scale',
  args: { title: '色の素材（生のスケール）', lead: 'ui/theme/tokens.ts の colorScale。ここを直接使うのは ui/theme/ だけです。', children: <RawColourScale /> },
};

export const Contrast: Story = {
  name: 'Contrast',
  args: {
    title: 'コントラスト',
    lead: '製品が実際に描く文字色と背景色の組み合わせと、そのコントラスト比。文字は4.5:1、フォーカス枠など文字以外は3:1が基準（WCAG 2.2 AA）。ui/theme/contrast.test.tsx が全組み合わせを検査します。',
    children: <ContrastPairs />,
  },
};

export const Typography_: Story = {
  name: 'Type scale',
  args: { title: '文字の大きさ', lead: 'theme.typography の各バリアント。Noto Sans JP（Storybookとスクリーンショットでは同梱のWebフォント）。', children: <TypeScale /> },
};

export const SpacingScale: Story = {
  name: 'Spacing',
  args: { title: '余白', lead: '余白は theme.spacing(n)（1 = 8px）で指定します。', children: <Spacing /> },
};

export const CornerRadii: Story = {
  name: 'Radii',
  args: { title: '角丸', lead: 'theme.radius の4段階。', children: <Radii /> },
};

export const BreakpointScale: Story = {
  name: 'Breakpoints',
  args: { title: 'ブレークポイント', lead: 'theme.breakpoints。スマホとPCの2つのレイアウト（仕様 §1）。ページのストーリーは390px（スマホ）と1280px（PC）で表示します。', children: <Breakpoints /> },
};

export const ElevationScale: Story = {
  name: 'Elevation',
  args: { title: '影（elevation）', lead: 'theme.shadows。製品で使うのは0（枠線のカード）、3（トースト）、8（確認画面の固定フッター）です。', children: <Elevation /> },
};
