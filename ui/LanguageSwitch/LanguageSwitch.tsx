import { styled } from '@mui/material/styles';
import type { MouseEvent } from 'react';
import { t } from '../../domain/i18n/i18n.ts';
import { otherLocale, type Locale } from '../../domain/i18n/locale.ts';
import type { Message } from '../../domain/i18n/message.ts';
import { VisuallyHidden } from '../internal/VisuallyHidden.tsx';
import type { LanguageSwitchProps } from './LanguageSwitch.types.ts';

/** Each language named in itself, as a reader of it looks for it. */
const LANGUAGE_NAMES: Readonly<Record<Locale, string>> = { ja: '日本語', en: 'English' };

/**
 * What following the link does, said in the page's language (the language linked to is the other
 * one), beginning with the name the link shows, so a voice command naming it finds it.
 */
const ACCESSIBLE_NAMES: Readonly<Record<Locale, Message>> = {
  en: /*i18n*/ 'English：このページを英語で表示',
  ja: /*i18n*/ '日本語：このページを日本語で表示',
};

const LanguageSwitchRoot = styled('a', { name: 'HkLanguageSwitch', slot: 'Root' })(({ theme }) => ({
  ...theme.typography.body2,
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: theme.spacing(0.75),
  // A chip no taller than a header's title line, so a header keeps its height…
  minHeight: theme.spacing(3.25),
  padding: theme.spacing(0, 1.25),
  boxSizing: 'border-box',
  borderRadius: theme.radius.pill,
  border: '1px solid currentColor',
  color: 'inherit',
  fontWeight: theme.typography.fontWeightBold,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  '&[href]:hover': { textDecoration: 'underline' },
  '&[aria-disabled="true"]': { opacity: 0.6, cursor: 'default' },
  // The ring follows the text colour: it shows on the coloured header as on a light page.
  '&:focus-visible': { outline: `${theme.spacing(0.375)} solid currentColor`, outlineOffset: theme.spacing(0.25) },
  // …and a touch target of 44 px around it, wider than the chip where the chip is narrower.
  '&::after': {
    content: '""',
    position: 'absolute',
    top: '50%',
    left: '50%',
    transform: 'translate(-50%, -50%)',
    width: `max(100%, ${theme.spacing(5.5)})`,
    height: `max(100%, ${theme.spacing(5.5)})`,
  },
}));

const LanguageSwitchIcon = styled('svg', { name: 'HkLanguageSwitch', slot: 'Icon' })(({ theme }) => ({
  width: theme.spacing(2.25),
  height: theme.spacing(2.25),
  flexShrink: 0,
  fill: 'currentColor',
}));

/** A globe (Material Design Icons "language", Apache 2.0). */
function GlobeIcon() {
  return (
    <LanguageSwitchIcon viewBox="0 0 24 24" aria-hidden focusable="false">
      <path d="M11.99 2C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2m6.93 6h-2.95c-.32-1.25-.78-2.45-1.38-3.56 1.84.63 3.37 1.91 4.33 3.56M12 4.04c.83 1.2 1.48 2.53 1.91 3.96h-3.82c.43-1.43 1.08-2.76 1.91-3.96M4.26 14C4.1 13.36 4 12.69 4 12s.1-1.36.26-2h3.38c-.08.66-.14 1.32-.14 2s.06 1.34.14 2zm.82 2h2.95c.32 1.25.78 2.45 1.38 3.56-1.84-.63-3.37-1.9-4.33-3.56m2.95-8H5.08c.96-1.66 2.49-2.93 4.33-3.56C8.81 5.55 8.35 6.75 8.03 8M12 19.96c-.83-1.2-1.48-2.53-1.91-3.96h3.82c-.43 1.43-1.08 2.76-1.91 3.96M14.34 14H9.66c-.09-.66-.16-1.32-.16-2s.07-1.35.16-2h4.68c.09.65.16 1.32.16 2s-.07 1.34-.16 2m.25 5.56c.6-1.11 1.06-2.31 1.38-3.56h2.95c-.96 1.65-2.49 2.93-4.33 3.56M16.36 14c.08-.66.14-1.32.14-2s-.06-1.34-.14-2h3.38c.16.64.26 1.31.26 2s-.1 1.36-.26 2z" />
    </LanguageSwitchIcon>
  );
}

/** A click that opens the link in another tab or window, or one that is not the main button's. */
function opensElsewhere(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/**
 * The link to the same page in the other language (issue 28): it reads in that language, with
 * `hreflang` and `lang`, and says to a screen reader what it does in the page's language. It only
 * links: where it leads and what the page hands over are the app's (`href`, `onFollow`).
 */
export function LanguageSwitch({ locale, href, onFollow, disabled = false, className, ref }: LanguageSwitchProps) {
  const target = otherLocale(locale);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!event.defaultPrevented && !opensElsewhere(event)) onFollow?.(event);
  };
  // A link without href is no link: a disabled one keeps its role and says it is disabled (ARIA's disabled-link pattern).
  const link = disabled ? { role: 'link', 'aria-disabled': true } : { href, onClick: handleClick };
  return (
    <LanguageSwitchRoot ref={ref} className={className} hrefLang={target} lang={target} {...link}>
      <GlobeIcon />
      <span aria-hidden>{LANGUAGE_NAMES[target]}</span>
      <VisuallyHidden lang={locale}>{t(ACCESSIBLE_NAMES[target])}</VisuallyHidden>
    </LanguageSwitchRoot>
  );
}
