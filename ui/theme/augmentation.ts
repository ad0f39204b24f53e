/**
 * Module augmentation: the product's semantic palette entries and the
 * theme-overridable component names of ui/ (`HkXxx`), so that
 * `createTheme({ components: { HkPriceCalendar: { styleOverrides } } })` type-checks.
 */
import type { CSSObject } from '@mui/material/styles';

export interface CalendarPalette {
  saturday: string;
  holiday: string;
  selectedBackground: string;
  selectedText: string;
  todayOutline: string;
  unavailable: string;
  unavailableBackground: string;
}

export interface SurfacePalette {
  page: string;
  raised: string;
  muted: string;
}

/** Style overrides a ui/ component accepts through the theme, by slot. */
export interface HkComponentTheme {
  styleOverrides?: Record<string, CSSObject>;
}

declare module '@mui/material/styles' {
  /** Dense labels such as calendar prices on mobile. */
  interface TypographyVariants {
    micro: CSSObject;
  }
  interface TypographyVariantsOptions {
    micro?: CSSObject;
  }
  interface Palette {
    price: string;
    focusRing: string;
    surface: SurfacePalette;
    calendar: CalendarPalette;
  }
  interface PaletteOptions {
    price?: string;
    focusRing?: string;
    surface?: SurfacePalette;
    calendar?: CalendarPalette;
  }
  interface Theme {
    radius: { sm: number; md: number; lg: number; pill: number };
  }
  interface ThemeOptions {
    radius?: { sm: number; md: number; lg: number; pill: number };
  }
  // The type parameter must match MUI's declaration for the merge to work.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface Components<Theme = unknown> {
    [hkName: `Hk${string}`]: HkComponentTheme | undefined;
  }
}
