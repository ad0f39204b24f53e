import { StrictMode, type ReactNode } from 'react';
import { ERROR_PAGE } from '../../domain/flows/urls.ts';
import { HikkoshiThemeProvider } from '../../ui/theme/index.ts';
import type { RootStore } from '../stores/RootStore.ts';
import { StoreProvider } from '../stores/StoreContext.tsx';
import { ErrorBoundary } from './ErrorBoundary.tsx';

/** What wraps every flow's page: strict mode, the error boundary sending the browser to /error.html (spec §8), the theme and the root store. */
export function FlowRoot({ root, children }: { root: RootStore; children: ReactNode }) {
  return (
    <StrictMode>
      <ErrorBoundary onError={() => root.history.leave(ERROR_PAGE)}>
        <HikkoshiThemeProvider>
          <StoreProvider store={root}>{children}</StoreProvider>
        </HikkoshiThemeProvider>
      </ErrorBoundary>
    </StrictMode>
  );
}
