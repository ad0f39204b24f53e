import { useSyncExternalStore } from 'react';
import { LanguageMenu } from '../../ui/LanguageMenu/index.ts';
import { useRootStore } from '../stores/StoreContext.tsx';

/**
 * The page's language menu (issue 37): the links to this page in every language, following each
 * step the page moves to, and the page's hand-over as the visitor follows one (the root store's
 * LanguageMenu). A hydrated page starts from the links the build's prerender wrote (the path
 * alone) and then shows the whole URL, so hydration never meets other links than it wrote. It
 * does not open while the page waits for a call it must show the answer of (`disabled`): a booking
 * on its way would otherwise reach the server and its answer no page.
 */
export function PageLanguageMenu({ disabled = false, className }: { disabled?: boolean; className?: string }) {
  const { locale, languageMenu } = useRootStore();
  const hrefs = useSyncExternalStore(languageMenu.subscribe, () => languageMenu.hrefs, () => languageMenu.prerenderedHrefs);
  return <LanguageMenu className={className} locale={locale} hrefs={hrefs} disabled={disabled} onFollow={(target) => languageMenu.follow(target)} />;
}
