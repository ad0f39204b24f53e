import { StrictMode } from 'react';
import { HikkoshiThemeProvider } from '../../ui/theme/index.ts';
import { ErrorBoundary } from '../shared/ErrorBoundary.tsx';
import type { AppHistory } from '../stores/history.ts';
import type { RootStore } from '../stores/RootStore.ts';
import { StoreProvider } from '../stores/StoreContext.tsx';
import { KantanYoyakuApp } from './KantanYoyakuApp.tsx';

export interface KantanYoyakuRootProps {
  store: RootStore;
  history: AppHistory;
}

/** The whole quick-booking page: the browser mounts it, the build prerenders its first step. */
export function KantanYoyakuRoot({ store, history }: KantanYoyakuRootProps) {
  return (
    <StrictMode>
      <ErrorBoundary onError={() => history.leave('/error.html')}>
        <HikkoshiThemeProvider>
          <StoreProvider store={store}>
            <KantanYoyakuApp />
          </StoreProvider>
        </HikkoshiThemeProvider>
      </ErrorBoundary>
    </StrictMode>
  );
}
