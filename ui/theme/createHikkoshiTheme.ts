import { createTheme, type Theme } from '@mui/material/styles';
import type { LanguageProfile } from '../../domain/i18n/profiles.ts';
import './augmentation.ts';
import { componentOverrides, reducedMotionOverrides } from './components.ts';
import { semanticColors } from './semantic.ts';
import { breakpointScale, chineseFontFamily, fontFamily, fontSizeScale, fontWeightScale, radiusScale, spacingUnit } from './tokens.ts';

export interface HikkoshiThemeOptions {
  /** Turn every transition off (tests, screenshots, users who ask for reduced motion). */
  reducedMotion?: boolean;
  /** The script the page's reader reads (its language's profile): a Chinese page's text takes Chinese fonts first. */
  script?: LanguageProfile['script'];
}

const rem = (px: number) => `${px / 16}rem`;

/** The product's one MUI theme: raw tokens → semantic names → component overrides. */
export function createHikkoshiTheme({ reducedMotion = false, script = 'japanese' }: HikkoshiThemeOptions = {}): Theme {
  return createTheme({
    breakpoints: { values: breakpointScale },
    spacing: spacingUnit,
    radius: radiusScale,
    shape: { borderRadius: radiusScale.sm },
    palette: {
      primary: semanticColors.brand,
      secondary: semanticColors.cta,
      error: semanticColors.danger,
      warning: semanticColors.caution,
      info: semanticColors.notice,
      success: semanticColors.positive,
      text: semanticColors.text,
      divider: semanticColors.border,
      background: { default: semanticColors.surface.page, paper: semanticColors.surface.raised },
      price: semanticColors.price,
      focusRing: semanticColors.focusRing,
      surface: semanticColors.surface,
      calendar: semanticColors.calendar,
    },
    typography: {
      fontFamily: script === 'kanji' ? chineseFontFamily : fontFamily,
      fontWeightRegular: fontWeightScale.regular,
      fontWeightMedium: fontWeightScale.bold,
      fontWeightBold: fontWeightScale.bold,
      h1: { fontSize: rem(fontSizeScale.xxl), fontWeight: fontWeightScale.bold, lineHeight: 1.4 },
      h2: { fontSize: rem(fontSizeScale.xl), fontWeight: fontWeightScale.bold, lineHeight: 1.4 },
      h3: { fontSize: rem(fontSizeScale.lg), fontWeight: fontWeightScale.bold, lineHeight: 1.5 },
      h4: { fontSize: rem(fontSizeScale.md), fontWeight: fontWeightScale.bold, lineHeight: 1.5 },
      h5: { fontSize: rem(fontSizeScale.md), fontWeight: fontWeightScale.bold, lineHeight: 1.5 },
      h6: { fontSize: rem(fontSizeScale.lg), fontWeight: fontWeightScale.bold, lineHeight: 1.5 },
      subtitle1: { fontSize: rem(fontSizeScale.md), fontWeight: fontWeightScale.bold },
      subtitle2: { fontSize: rem(fontSizeScale.sm), fontWeight: fontWeightScale.bold },
      body1: { fontSize: rem(fontSizeScale.md), lineHeight: 1.7 },
      body2: { fontSize: rem(fontSizeScale.sm), lineHeight: 1.6 },
      caption: { fontSize: rem(fontSizeScale.xs), lineHeight: 1.5 },
      micro: { fontSize: rem(fontSizeScale.xxs), lineHeight: 1.4 },
      button: { fontSize: rem(fontSizeScale.md) },
    },
    transitions: reducedMotion ? { create: () => 'none' } : {},
    components: reducedMotion ? { ...componentOverrides, ...reducedMotionOverrides } : componentOverrides,
  });
}
