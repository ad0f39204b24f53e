import { colorScale } from './tokens.ts';

/**
 * Semantic colour names: what a colour means in the product, mapped onto the raw scale.
 * The theme maps them onto MUI's palette roles (brand → primary, cta → secondary,
 * danger → error, caution → warning, notice → info, positive → success) plus the
 * product-specific entries `price`, `focusRing`, `surface` and `calendar`.
 */
export const semanticColors = {
  brand: { main: colorScale.teal[700], light: colorScale.teal[50], dark: colorScale.teal[900], contrastText: colorScale.gray[0] },
  cta: { main: colorScale.orange[800], light: colorScale.orange[50], dark: colorScale.orange[900], contrastText: colorScale.gray[0] },
  danger: { main: colorScale.red[700], light: colorScale.red[50], dark: colorScale.red[800], contrastText: colorScale.gray[0] },
  caution: { main: colorScale.amber[700], light: colorScale.amber[50], dark: colorScale.amber[700], contrastText: colorScale.gray[0] },
  notice: { main: colorScale.blue[700], light: colorScale.blue[50], dark: colorScale.blue[800], contrastText: colorScale.gray[0] },
  positive: { main: colorScale.green[700], light: colorScale.green[50], dark: colorScale.green[700], contrastText: colorScale.gray[0] },
  text: { primary: colorScale.gray[900], secondary: colorScale.gray[600], disabled: colorScale.gray[400] },
  surface: { page: colorScale.gray[50], raised: colorScale.gray[0], muted: colorScale.gray[100] },
  border: colorScale.gray[200],
  focusRing: colorScale.blue[700],
  /** Prices are the product's edge: one colour everywhere a price shows. */
  price: colorScale.orange[800],
  calendar: {
    saturday: colorScale.blue[700],
    holiday: colorScale.red[700],
    selectedBackground: colorScale.teal[700],
    selectedText: colorScale.gray[0],
    todayOutline: colorScale.teal[300],
    unavailable: colorScale.gray[400],
    unavailableBackground: colorScale.gray[100],
  },
} as const;
