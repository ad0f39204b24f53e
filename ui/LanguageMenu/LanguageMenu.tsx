import { styled } from '@mui/material/styles';
import { lazy, Suspense, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { t } from '../../domain/i18n/i18n.ts';
import { PROFILES } from '../../domain/i18n/profiles.ts';
import type { LanguageMenuProps } from './LanguageMenu.types.ts';

const LanguageMenuRoot = styled('div', { name: 'HkLanguageMenu', slot: 'Root' })(({ theme }) => ({ fontFamily: theme.typography.fontFamily, position: 'relative', display: 'inline-flex' }));

const LanguageMenuButton = styled('button', { name: 'HkLanguageMenu', slot: 'Button' })(({ theme }) => ({
  ...theme.typography.body2,
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.spacing(0.75),
  // A chip no taller than a header's title line, so a header keeps its height…
  minHeight: theme.spacing(3.25),
  padding: theme.spacing(0, 1.25),
  boxSizing: 'border-box',
  borderRadius: theme.radius.pill,
  border: '1px solid currentColor',
  background: 'none',
  color: 'inherit',
  fontWeight: theme.typography.fontWeightBold,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  '&:hover': { textDecoration: 'underline' },
  '&:disabled': { opacity: 0.6, cursor: 'default', textDecoration: 'none' },
  // The ring follows the text colour: it shows on the coloured header as on a light page.
  '&:focus-visible': { outline: `${theme.spacing(0.375)} solid currentColor`, outlineOffset: theme.spacing(0.25) },
  // …and a touch target of 44 px around it.
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

const LanguageMenuIcon = styled('svg', { name: 'HkLanguageMenu', slot: 'Icon' })(({ theme }) => ({
  width: theme.spacing(2.25),
  height: theme.spacing(2.25),
  flexShrink: 0,
  fill: 'currentColor',
}));

/** The list, loaded as the visitor first opens it (or points at the button): no first paint shows it. */
const loadList = () => import('./LanguageMenuList.tsx');
const LanguageMenuList = lazy(loadList);

/** A globe (Material Design Icons "language", Apache 2.0). */
function GlobeIcon() {
  return (
    <LanguageMenuIcon viewBox="0 0 24 24" aria-hidden focusable="false">
      <path d="M11.99 2C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2m6.93 6h-2.95c-.32-1.25-.78-2.45-1.38-3.56 1.84.63 3.37 1.91 4.33 3.56M12 4.04c.83 1.2 1.48 2.53 1.91 3.96h-3.82c.43-1.43 1.08-2.76 1.91-3.96M4.26 14C4.1 13.36 4 12.69 4 12s.1-1.36.26-2h3.38c-.08.66-.14 1.32-.14 2s.06 1.34.14 2zm.82 2h2.95c.32 1.25.78 2.45 1.38 3.56-1.84-.63-3.37-1.9-4.33-3.56m2.95-8H5.08c.96-1.66 2.49-2.93 4.33-3.56C8.81 5.55 8.35 6.75 8.03 8M12 19.96c-.83-1.2-1.48-2.53-1.91-3.96h3.82c-.43 1.43-1.08 2.76-1.91 3.96M14.34 14H9.66c-.09-.66-.16-1.32-.16-2s.07-1.35.16-2h4.68c.09.65.16 1.32.16 2s-.07 1.34-.16 2m.25 5.56c.6-1.11 1.06-2.31 1.38-3.56h2.95c-.96 1.65-2.49 2.93-4.33 3.56M16.36 14c.08-.66.14-1.32.14-2s-.06-1.34-.14-2h3.38c.16.64.26 1.31.26 2s-.1 1.36-.26 2z" />
    </LanguageMenuIcon>
  );
}

/**
 * The page's language menu (issue 37): a button naming the page's language opens the list of the
 * same page in every language, each named in itself and tagged with its language, the current one
 * marked. It is a disclosure of links, not an application menu: Tab moves through the links, Escape
 * closes the list and returns to the button, as does a click or focus elsewhere. The list loads
 * when first wanted (./LanguageMenuList.tsx): the first pages are at their byte budgets. It only links:
 * where each link leads and what the page hands over are the app's (`hrefs`, `onFollow`).
 */
export function LanguageMenu({ locale, hrefs, onFollow, disabled = false, className, ref }: LanguageMenuProps) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const root = useRef<HTMLDivElement>(null);
  const shown = open && !disabled;

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !shown) return;
    setOpen(false);
    button.current?.focus();
  };
  const closeOnFocusOut = (event: FocusEvent) => {
    if (!root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  return (
    <LanguageMenuRoot
      ref={(element) => {
        root.current = element;
        if (typeof ref === 'function') ref(element);
        else if (ref) ref.current = element;
      }}
      className={className}
      onKeyDown={closeOnEscape}
      onBlur={closeOnFocusOut}
    >
      <LanguageMenuButton
        ref={button}
        type="button"
        // The name begins with what the button shows, so a voice command naming it finds it.
        aria-label={t(/*i18n*/ { id: '{language}：言語を選ぶ', values: { language: PROFILES[locale].name } })}
        aria-expanded={shown}
        aria-controls={shown ? listId : undefined}
        disabled={disabled}
        onClick={() => setOpen(!open)}
        onPointerEnter={loadList}
        onFocus={loadList}
      >
        <GlobeIcon />
        {PROFILES[locale].name}
      </LanguageMenuButton>
      {shown && (
        <Suspense>
          <LanguageMenuList id={listId} locale={locale} hrefs={hrefs} onFollow={onFollow} onClose={() => setOpen(false)} root={root} />
        </Suspense>
      )}
    </LanguageMenuRoot>
  );
}
