import { styled } from '@mui/material/styles';
import { useEffect, useEffectEvent, type MouseEvent, type RefObject } from 'react';
import { LOCALES, PROFILES } from '../../domain/i18n/profiles.ts';
import type { LanguageMenuProps } from './LanguageMenu.types.ts';

const LanguageMenuListRoot = styled('ul', { name: 'HkLanguageMenu', slot: 'List' })(({ theme }) => ({
  position: 'absolute',
  top: `calc(100% + ${theme.spacing(1)})`,
  right: 0,
  zIndex: theme.zIndex.modal,
  minWidth: theme.spacing(20),
  margin: 0,
  padding: theme.spacing(0.5, 0),
  listStyle: 'none',
  borderRadius: theme.radius.md,
  backgroundColor: theme.palette.background.paper,
  color: theme.palette.text.primary,
  boxShadow: theme.shadows[8],
}));

const LanguageMenuLink = styled('a', { name: 'HkLanguageMenu', slot: 'Link' })(({ theme }) => ({
  ...theme.typography.body1,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.spacing(2),
  minHeight: theme.spacing(5.5),
  padding: theme.spacing(0, 2),
  color: 'inherit',
  textDecoration: 'none',
  '&:hover': { backgroundColor: theme.palette.action.hover, textDecoration: 'underline' },
  '&:focus-visible': { outline: `${theme.spacing(0.375)} solid ${theme.palette.primary.main}`, outlineOffset: theme.spacing(-0.375) },
  '&[aria-current="page"]': { fontWeight: theme.typography.fontWeightBold },
}));

/** A click that opens the link in another tab or window, or one that is not the main button's. */
function opensElsewhere(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

interface LanguageMenuListProps extends Pick<LanguageMenuProps, 'locale' | 'hrefs' | 'onFollow'> {
  id: string;
  /** Closes the list (a pointer pressed outside the menu). */
  onClose: () => void;
  /** The menu's root: a press inside it is the menu's own. */
  root: RefObject<HTMLDivElement | null>;
}

/** The open list of the language menu (./LanguageMenu.tsx): the same page in every language, each named and tagged in itself. */
export default function LanguageMenuList({ id, locale, hrefs, onFollow, onClose, root }: LanguageMenuListProps) {
  // Listens while the list is open, calling the latest onClose (a new function at each render of the menu).
  const closeOutside = useEffectEvent((event: PointerEvent) => {
    if (!root.current?.contains(event.target as Node)) onClose();
  });
  useEffect(() => {
    const listener = (event: PointerEvent) => closeOutside(event);
    document.addEventListener('pointerdown', listener);
    return () => document.removeEventListener('pointerdown', listener);
  }, []);

  return (
    <LanguageMenuListRoot id={id}>
      {LOCALES.map((target) => {
        const { tag, name } = PROFILES[target];
        return (
          <li key={target}>
            <LanguageMenuLink
              href={hrefs[target]}
              hrefLang={tag}
              lang={tag}
              aria-current={target === locale ? 'page' : undefined}
              onClick={(event) => {
                if (!event.defaultPrevented && !opensElsewhere(event)) onFollow?.(target, event);
              }}
            >
              {name}
              {target === locale && <span aria-hidden>✓</span>}
            </LanguageMenuLink>
          </li>
        );
      })}
    </LanguageMenuListRoot>
  );
}
