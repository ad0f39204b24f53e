import { useSyncExternalStore } from 'react';
import { LanguageSwitch } from '../../ui/LanguageSwitch/index.ts';
import { useRootStore } from '../stores/StoreContext.tsx';

/**
 * The page's language switch (issue 28): the link to this page in the other language, following
 * each step the page moves to, and the page's hand-over as the visitor follows it (the root
 * store's LanguageSwitch). A hydrated page starts from the link the build's prerender wrote (the
 * path alone) and then shows the whole URL, so hydration never meets another link than it wrote.
 * It leads nowhere while the page waits for a call it must show the answer of (`disabled`): a
 * booking on its way would otherwise reach the server and its answer no page.
 */
export function PageLanguageSwitch({ disabled = false, className }: { disabled?: boolean; className?: string }) {
  const { locale, languageSwitch } = useRootStore();
  const href = useSyncExternalStore(languageSwitch.subscribe, () => languageSwitch.href, () => languageSwitch.prerenderedHref);
  return <LanguageSwitch className={className} locale={locale} href={href} disabled={disabled} onFollow={() => languageSwitch.follow()} />;
}
