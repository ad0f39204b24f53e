import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { HikkoshiThemeProvider } from '../../ui/theme/index.ts';
import { createApiClient } from '../api/client.ts';
import { readCsrfToken } from '../api/http.ts';
import { ErrorBoundary } from '../shared/ErrorBoundary.tsx';
import { detectDevice } from '../stores/device.ts';
import { browserHistory } from '../stores/history.ts';
import { RootStore } from '../stores/RootStore.ts';
import { StoreProvider } from '../stores/StoreContext.tsx';
import { browserSessionStorage } from '../stores/storage.ts';
import { KantanYoyakuApp } from './KantanYoyakuApp.tsx';

const history = browserHistory();
const store = new RootStore({
  api: createApiClient({ fetch: window.fetch.bind(window), csrfToken: readCsrfToken(document) }),
  history,
  storage: browserSessionStorage(),
  device: detectDevice(navigator.userAgent, window.innerWidth),
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ErrorBoundary onError={() => history.leave('/error.html')}>
      <HikkoshiThemeProvider>
        <StoreProvider store={store}>
          <KantanYoyakuApp />
        </StoreProvider>
      </HikkoshiThemeProvider>
    </ErrorBoundary>
  </StrictMode>,
);
