/**
 * Raw design scale: the only place where literal colours and sizes live.
 * Nothing outside ui/theme/ reads these directly; components use the semantic
 * names of `semantic.ts` through the MUI theme.
 */
export const colorScale = {
  teal: { 50: '#E0F2F1', 100: '#B2DFDB', 300: '#4DB6AC', 600: '#00897B', 700: '#00796B', 800: '#00695C', 900: '#004D40' },
  orange: { 50: '#FFF3E0', 100: '#FFE0B2', 700: '#D84315', 800: '#BF360C', 900: '#9A2A06' },
  red: { 50: '#FDECEA', 700: '#C62828', 800: '#B71C1C' },
  blue: { 50: '#E3F2FD', 700: '#1565C0', 800: '#0D47A1' },
  amber: { 50: '#FFF8E1', 700: '#8A5A00' },
  green: { 50: '#E8F5E9', 700: '#2E7D32' },
  gray: { 0: '#FFFFFF', 50: '#F7F8F8', 100: '#EEF0F0', 200: '#DDE1E1', 400: '#A6ADAD', 600: '#5B6464', 800: '#2F3535', 900: '#1C2020' },
} as const;

/** Font sizes in px; the theme turns them into rem. */
export const fontSizeScale = { xxs: 10, xs: 12, sm: 14, md: 16, lg: 18, xl: 22, xxl: 28 } as const;

export const fontWeightScale = { regular: 400, bold: 700 } as const;

/** The spacing unit in px: `theme.spacing(1)`. */
export const spacingUnit = 8;

export const radiusScale = { sm: 4, md: 8, lg: 16, pill: 999 } as const;

/** Mobile below `md`, PC from `md` (spec §1: PC and mobile layouts). */
export const breakpointScale = { xs: 0, sm: 600, md: 960, lg: 1200, xl: 1536 } as const;

/** The bundled web font where it is loaded (Storybook), then each platform's own Japanese sans-serif. */
const JAPANESE_FONTS = '"Noto Sans JP", "Hiragino Sans", "Hiragino Kaku Gothic ProN", "Noto Sans CJK JP", "Yu Gothic UI", "Yu Gothic", Meiryo';
export const fontFamily = `${JAPANESE_FONTS}, sans-serif`;

/**
 * The Chinese pages' fonts (issue 37): each platform's simplified-Chinese sans-serif first (macOS and
 * iOS, Windows, Android and Linux), since the Japanese fonts lack many simplified characters (这, 们,
 * 说); the Japanese ones after, for what a Chinese font lacks. Names marked `lang="ja"` keep the
 * Japanese fonts (ui/theme/components.ts). System fonts only: nothing to download.
 */
export const chineseFontFamily = `"PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", "Noto Sans SC", ${JAPANESE_FONTS}, sans-serif`;
