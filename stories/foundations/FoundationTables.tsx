import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTheme, type Theme, type TypographyVariant } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { colorScale } from '../../ui/theme/tokens.ts';
import { CONTRAST_MINIMUM, contrastPairs, contrastRatio } from '../../ui/theme/contrast.ts';

// Every value on these pages is read from the theme the product renders with (or the raw scale it
// is built from), never retyped: a token change shows here and in these stories' screenshots.

const cell = { px: 1.5, py: 1, borderBottom: 1, borderColor: 'divider', textAlign: 'left', verticalAlign: 'middle' } as const;

function Table({ head, children }: { head: string[]; children: ReactNode }) {
  return (
    <Box component="table" sx={{ borderCollapse: 'collapse', width: '100%', typography: 'body2', bgcolor: 'background.paper' }}>
      <thead>
        <tr>
          {head.map((title) => (
            <Box component="th" key={title} sx={{ ...cell, fontWeight: 'bold' }}>
              {title}
            </Box>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </Box>
  );
}

function Swatch({ color }: { color: string }) {
  return <Box sx={{ width: 40, height: 24, bgcolor: color, border: 1, borderColor: 'divider', borderRadius: 1 }} />;
}

/** The palette roles of the theme with their semantic names (ui/theme/semantic.ts maps one onto the other). */
const PALETTE_ROLES: { path: string; meaning: string }[] = [
  { path: 'primary', meaning: 'brand：ブランド、主要な操作' },
  { path: 'secondary', meaning: 'cta：申込み・予約のボタン' },
  { path: 'error', meaning: 'danger：入力エラー、送信できない' },
  { path: 'warning', meaning: 'caution：注意（空きが少ない等）' },
  { path: 'info', meaning: 'notice：お知らせ' },
  { path: 'success', meaning: 'positive：完了・成功' },
];

function flatten(prefix: string, value: unknown): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  if (typeof value === 'object' && value !== null) return Object.entries(value).flatMap(([key, inner]) => flatten(`${prefix}.${key}`, inner));
  return [];
}

/** The theme's colour tokens: palette roles, text, surfaces and the product's own entries. */
export function ColourTokens() {
  const theme = useTheme();
  const { palette } = theme;
  const rows: [string, string, string][] = [
    ...PALETTE_ROLES.flatMap(({ path, meaning }) =>
      (['main', 'light', 'dark', 'contrastText'] as const).map((shade): [string, string, string] => [`palette.${path}.${shade}`, palette[path as 'primary'][shade], shade === 'main' ? meaning : '']),
    ),
    ...flatten('palette.text', { primary: palette.text.primary, secondary: palette.text.secondary, disabled: palette.text.disabled }).map(([path, color]): [string, string, string] => [path, color, '文字']),
    ...flatten('palette.surface', palette.surface).map(([path, color]): [string, string, string] => [path, color, '面（page＝ページ地、raised＝カード、muted＝区切り）']),
    ['palette.divider', palette.divider, '罫線・区切り'],
    ['palette.price', palette.price, '料金：どこでも同じ色'],
    ['palette.focusRing', palette.focusRing, 'キーボードフォーカスの枠'],
    ...flatten('palette.calendar', palette.calendar).map(([path, color]): [string, string, string] => [path, color, 'カレンダー']),
  ];
  return (
    <Table head={['見本', 'トークン', '値', '意味']}>
      {rows.map(([path, color, meaning]) => (
        <tr key={path}>
          <Box component="td" sx={cell}>
            <Swatch color={color} />
          </Box>
          <Box component="td" sx={{ ...cell, fontFamily: 'monospace' }}>{path}</Box>
          <Box component="td" sx={{ ...cell, fontFamily: 'monospace' }}>{color}</Box>
          <Box component="td" sx={cell}>{meaning}</Box>
        </tr>
      ))}
    </Table>
  );
}

/** The raw scale (ui/theme/tokens.ts) the semantic names are mapped onto. */
export function RawColourScale() {
  const micro = useTheme().typography.micro;
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {Object.entries(colorScale).map(([hue, shades]) => (
        <Box key={hue} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography variant="body2" sx={{ width: 64 }}>{hue}</Typography>
          {Object.entries(shades).map(([shade, color]) => (
            <Box key={shade} sx={{ textAlign: 'center' }}>
              <Swatch color={color} />
              <Box sx={{ ...micro }}>{shade}</Box>
            </Box>
          ))}
        </Box>
      ))}
    </Box>
  );
}

/** Every pairing the product draws, its contrast ratio and whether it reaches WCAG AA (checked by ui/theme/contrast.test.tsx). */
export function ContrastPairs() {
  const theme = useTheme();
  return (
    <Table head={['見本', '文字・部品', '背景', '比', '基準', '使われる所']}>
      {contrastPairs(theme).map((pair) => {
        const ratio = contrastRatio(pair.foregroundColor, pair.backgroundColor);
        const minimum = CONTRAST_MINIMUM[pair.kind];
        return (
          <tr key={`${pair.foreground}|${pair.background}`}>
            <Box component="td" sx={cell}>
              <Box sx={{ px: 1, py: 0.5, bgcolor: pair.backgroundColor, color: pair.foregroundColor, border: 1, borderColor: 'divider', borderRadius: 1, fontWeight: 'bold', whiteSpace: 'nowrap' }}>
                {pair.kind === 'text' ? '¥52,000 引越し' : '■ フォーカス'}
              </Box>
            </Box>
            <Box component="td" sx={{ ...cell, fontFamily: 'monospace' }}>{pair.foreground}<br />{pair.foregroundColor}</Box>
            <Box component="td" sx={{ ...cell, fontFamily: 'monospace' }}>{pair.background}<br />{pair.backgroundColor}</Box>
            <Box component="td" sx={{ ...cell, fontWeight: 'bold' }}>{ratio.toFixed(2)}:1</Box>
            <Box component="td" sx={cell}>{ratio >= minimum ? `AA ✓（${minimum}:1以上）` : `不足（${minimum}:1未満）`}</Box>
            <Box component="td" sx={cell}>{pair.usage}</Box>
          </tr>
        );
      })}
    </Table>
  );
}

const TYPE_VARIANTS: TypographyVariant[] = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'subtitle1', 'subtitle2', 'body1', 'body2', 'button', 'caption'];

function pxOf(theme: Theme, fontSize: unknown): string {
  if (typeof fontSize === 'number') return `${fontSize}px`;
  if (typeof fontSize === 'string' && fontSize.endsWith('rem')) return `${parseFloat(fontSize) * theme.typography.htmlFontSize}px`;
  return String(fontSize);
}

/** The type scale: each variant of the theme, its size, weight and line height. */
export function TypeScale() {
  const theme = useTheme();
  const variants = [...TYPE_VARIANTS.map((variant) => [variant, theme.typography[variant]] as const), ['micro', theme.typography.micro] as const];
  return (
    <Table head={['variant', 'サイズ', '太さ', '行間', '見本']}>
      {variants.map(([variant, style]) => (
        <tr key={variant}>
          <Box component="td" sx={{ ...cell, fontFamily: 'monospace' }}>{variant}</Box>
          <Box component="td" sx={cell}>{pxOf(theme, style.fontSize)}</Box>
          <Box component="td" sx={cell}>{String(style.fontWeight ?? theme.typography.fontWeightRegular)}</Box>
          <Box component="td" sx={cell}>{String(style.lineHeight ?? '—')}</Box>
          <Box component="td" sx={cell}>
            <Box sx={style}>引越し料金を比較 ¥52,000</Box>
          </Box>
        </tr>
      ))}
    </Table>
  );
}

const SPACING_STEPS = [0.5, 1, 1.5, 2, 3, 4, 5, 6, 8];

/** The spacing scale: `theme.spacing(n)`. */
export function Spacing() {
  const theme = useTheme();
  return (
    <Table head={['theme.spacing(n)', '値', '長さ']}>
      {SPACING_STEPS.map((step) => (
        <tr key={step}>
          <Box component="td" sx={{ ...cell, fontFamily: 'monospace' }}>spacing({step})</Box>
          <Box component="td" sx={cell}>{theme.spacing(step)}</Box>
          <Box component="td" sx={cell}>
            <Box sx={{ width: theme.spacing(step), height: 16, bgcolor: 'primary.main' }} />
          </Box>
        </tr>
      ))}
    </Table>
  );
}

/** The corner radii: `theme.radius` (shape.borderRadius is `sm`). */
export function Radii() {
  const theme = useTheme();
  return (
    <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }}>
      {Object.entries(theme.radius).map(([name, radius]) => (
        <Box key={name} sx={{ textAlign: 'center' }}>
          <Box sx={{ width: 96, height: 64, border: 2, borderColor: 'primary.main', bgcolor: 'primary.light', borderRadius: `${radius}px` }} />
          <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>radius.{name}</Typography>
          <Typography variant="caption">{radius}px{name === 'sm' ? '（shape.borderRadius）' : ''}</Typography>
        </Box>
      ))}
    </Box>
  );
}

/** The breakpoints, and which layout each width gets. */
export function Breakpoints() {
  const theme = useTheme();
  const keys = theme.breakpoints.keys;
  return (
    <Table head={['名前', '幅（以上）', 'レイアウト']}>
      {keys.map((key) => (
        <tr key={key}>
          <Box component="td" sx={{ ...cell, fontFamily: 'monospace' }}>{key}</Box>
          <Box component="td" sx={cell}>{theme.breakpoints.values[key]}px</Box>
          <Box component="td" sx={cell}>{theme.breakpoints.values[key] < theme.breakpoints.values.md ? 'スマホの段組み（md未満）' : 'PCの段組み（md以上）'}</Box>
        </tr>
      ))}
    </Table>
  );
}

/** Where the product uses a shadow (grep `theme.shadows` in ui/), beside MUI's other levels. */
const ELEVATION_USES: Record<number, string> = { 0: '平らな面（カードは枠線）', 1: 'MUIの既定のPaper', 3: 'PriceChangeToast', 8: 'ConfirmFloatingFooter' };

/** The elevation levels: `theme.shadows[n]`. */
export function Elevation() {
  const theme = useTheme();
  return (
    <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap', p: 2, bgcolor: 'surface.page' }}>
      {[0, 1, 2, 3, 4, 8, 12, 16, 24].map((level) => (
        <Paper key={level} elevation={level} sx={{ width: 160, height: 96, p: 1.5, boxShadow: theme.shadows[level] }}>
          <Typography variant="subtitle2" component="p">shadows[{level}]</Typography>
          <Typography variant="caption">{ELEVATION_USES[level] ?? ''}</Typography>
        </Paper>
      ))}
    </Box>
  );
}
