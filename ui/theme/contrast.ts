import type { Theme } from '@mui/material/styles';

/** What a pair must reach under WCAG 2.2: 4.5:1 for text (1.4.3), 3:1 for focus rings and other non-text parts (1.4.11). */
export const CONTRAST_MINIMUM = { text: 4.5, nonText: 3 } as const;

/** One colour of the theme as the product draws it on one background. */
export interface ContrastPair {
  /** Theme path of the foreground, e.g. `palette.text.secondary`. */
  foreground: string;
  /** Theme path of the background it is drawn on. */
  background: string;
  foregroundColor: string;
  backgroundColor: string;
  /** Text (4.5:1) or a non-text part such as a focus ring (3:1). */
  kind: keyof typeof CONTRAST_MINIMUM;
  /** Where the product draws it. */
  usage: string;
}

/**
 * Every foreground/background pairing the product draws, read from the theme (never retyped), so
 * the Foundations page shows each ratio and the contrast test fails when a token change breaks one.
 * Disabled text and the calendar's unavailable days are left out: WCAG exempts inactive parts.
 */
export function contrastPairs(theme: Theme): ContrastPair[] {
  const pairs: ContrastPair[] = [];
  const add = (foreground: string, background: string, kind: ContrastPair['kind'], usage: string) => {
    pairs.push({ foreground, background, foregroundColor: colorAt(theme, foreground), backgroundColor: colorAt(theme, background), kind, usage });
  };
  for (const surface of ['page', 'raised', 'muted'] as const) {
    add('palette.text.primary', `palette.surface.${surface}`, 'text', '本文・見出し');
    add('palette.text.secondary', `palette.surface.${surface}`, 'text', '補足・注記');
  }
  add('palette.price', 'palette.surface.raised', 'text', '料金（カード・内訳）');
  add('palette.price', 'palette.surface.page', 'text', '料金（ページ上）');
  for (const role of ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const) {
    add(`palette.${role}.contrastText`, `palette.${role}.main`, 'text', '塗りボタン・バッジの文字');
    add(`palette.${role}.main`, 'palette.surface.raised', 'text', 'リンク・枠線ボタン・メッセージの文字');
    add(`palette.${role}.dark`, `palette.${role}.light`, 'text', '淡い背景のお知らせ・選択中の表示');
  }
  add('palette.calendar.saturday', 'palette.surface.raised', 'text', 'カレンダーの土曜');
  add('palette.calendar.holiday', 'palette.surface.raised', 'text', 'カレンダーの日曜・祝日');
  add('palette.calendar.selectedText', 'palette.calendar.selectedBackground', 'text', 'カレンダーの選択日');
  add('palette.focusRing', 'palette.surface.raised', 'nonText', 'キーボードフォーカスの枠');
  add('palette.focusRing', 'palette.surface.page', 'nonText', 'キーボードフォーカスの枠（ページ上）');
  return pairs;
}

/** The colour at a theme path such as `palette.primary.main`. */
export function colorAt(theme: Theme, path: string): string {
  let value: unknown = theme;
  for (const key of path.split('.')) value = (value as Record<string, unknown>)[key];
  if (typeof value !== 'string') throw new Error(`${path} is not a colour of the theme`);
  return value;
}

/** WCAG 2.x contrast ratio of two `#RRGGBB` colours, from 1 to 21. */
export function contrastRatio(foreground: string, background: string): number {
  const [lighter, darker] = [relativeLuminance(foreground), relativeLuminance(background)].sort((a, b) => b - a) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

function relativeLuminance(hex: string): number {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`${hex} is not a #RRGGBB colour`);
  const [red, green, blue] = match.slice(1).map((part) => {
    const channel = parseInt(part, 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}
