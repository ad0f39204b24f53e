import type { ThemeOptions } from '@mui/material/styles';
import { fontFamily } from './tokens.ts';

export type ComponentOverrides = NonNullable<ThemeOptions['components']>;

/**
 * Component overrides: defaults and styles of the MUI components the product uses,
 * expressed through the theme's semantic values only.
 */
export const componentOverrides: ComponentOverrides = {
  MuiCssBaseline: {
    styleOverrides: (theme) => ({
      body: { backgroundColor: theme.palette.surface.page },
      // Japanese names on a page in another language keep the Japanese fonts (a Chinese page's are Chinese).
      '[lang="ja"]': { fontFamily },
      ':focus-visible': {
        outline: `${theme.spacing(0.375)} solid ${theme.palette.focusRing}`,
        outlineOffset: theme.spacing(0.25),
      },
    }),
  },
  MuiButtonBase: {
    defaultProps: { disableRipple: true },
    styleOverrides: {
      root: ({ theme }) => ({
        '&.Mui-focusVisible': {
          outline: `${theme.spacing(0.375)} solid ${theme.palette.focusRing}`,
          outlineOffset: theme.spacing(0.25),
        },
      }),
    },
  },
  MuiButton: {
    defaultProps: { disableElevation: true },
    styleOverrides: {
      root: ({ theme }) => ({
        borderRadius: theme.radius.md,
        fontWeight: theme.typography.fontWeightBold,
        textTransform: 'none',
        minHeight: theme.spacing(5.5),
      }),
      sizeLarge: ({ theme }) => ({ minHeight: theme.spacing(7), fontSize: theme.typography.h6.fontSize }),
    },
  },
  MuiToggleButton: {
    styleOverrides: {
      root: ({ theme }) => ({
        fontWeight: theme.typography.fontWeightBold,
        minWidth: theme.spacing(8),
        '&.Mui-selected, &.Mui-selected:hover': {
          backgroundColor: theme.palette.primary.main,
          color: theme.palette.primary.contrastText,
        },
      }),
    },
  },
  MuiTextField: {
    defaultProps: { fullWidth: true, size: 'small' },
  },
  MuiFormControl: {
    defaultProps: { fullWidth: true, size: 'small' },
  },
  MuiOutlinedInput: {
    styleOverrides: {
      root: ({ theme }) => ({ backgroundColor: theme.palette.surface.raised, borderRadius: theme.radius.sm }),
    },
  },
  MuiFormHelperText: {
    styleOverrides: { root: { marginLeft: 0 } },
  },
  MuiDialog: {
    styleOverrides: {
      paper: ({ theme }) => ({ borderRadius: theme.radius.lg }),
    },
  },
  MuiDialogTitle: {
    styleOverrides: {
      root: ({ theme }) => ({ fontSize: theme.typography.h6.fontSize, fontWeight: theme.typography.fontWeightBold }),
    },
  },
  MuiCard: {
    defaultProps: { variant: 'outlined' },
    styleOverrides: {
      root: ({ theme }) => ({ borderRadius: theme.radius.md }),
    },
  },
  MuiTooltip: {
    styleOverrides: {
      tooltip: ({ theme }) => ({ fontSize: theme.typography.body2.fontSize, backgroundColor: theme.palette.text.primary }),
    },
  },
  MuiAlert: {
    styleOverrides: {
      root: ({ theme }) => ({ borderRadius: theme.radius.md }),
    },
  },
  MuiLinearProgress: {
    styleOverrides: {
      root: ({ theme }) => ({ height: theme.spacing(1), borderRadius: theme.radius.pill }),
    },
  },
};

/** Overrides that switch every transition off, layered over `componentOverrides`. */
export const reducedMotionOverrides: ComponentOverrides = {
  MuiDialog: { ...componentOverrides.MuiDialog, defaultProps: { transitionDuration: 0 } },
  MuiSnackbar: { defaultProps: { slotProps: { transition: { timeout: 0 } } } },
  MuiCollapse: { defaultProps: { timeout: 0 } },
  MuiTooltip: { ...componentOverrides.MuiTooltip, defaultProps: { slotProps: { transition: { timeout: 0 } } } },
};
