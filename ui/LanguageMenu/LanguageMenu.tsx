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
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.75,
}));

/** The list, loaded as the visitor first opens it (or points at the button): no first paint shows it. */
const loadList = () => import('./LanguageMenuList.tsx');
const LanguageMenuList = lazy(loadList);

/** A globe: its outline, its equator and a meridian, drawn in the text's colour. */
function GlobeIcon() {
  return (
    <LanguageMenuIcon viewBox="0 0 24 24" aria-hidden focusable="false">
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c5 5 5 13 0 18c-5-5-5-13 0-18" />
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
