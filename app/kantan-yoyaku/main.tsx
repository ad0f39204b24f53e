import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createApiClient } from '../api/client.ts';
import { readCsrfToken } from '../api/http.ts';
import { detectDevice } from '../stores/device.ts';
import { browserHistory } from '../stores/history.ts';
import { RootStore } from '../stores/RootStore.ts';
import { browserSessionStorage } from '../stores/storage.ts';
import { KantanYoyakuRoot } from './KantanYoyakuRoot.tsx';
import { PRERENDER_ATTRIBUTE, prerenderKey } from './prerenderKey.ts';

const history = browserHistory();
const store = new RootStore({
  api: createApiClient({ fetch: window.fetch.bind(window), csrfToken: readCsrfToken(document) }),
  history,
  storage: browserSessionStorage(),
  device: detectDevice(navigator.userAgent, window.innerWidth),
});

const container = document.getElementById('root')!;
const page = <KantanYoyakuRoot store={store} history={history} />;
// A transition renders in slices that leave the main thread free for input between them.
if (container.getAttribute(PRERENDER_ATTRIBUTE) === prerenderKey(store.kantanYoyaku)) {
  startTransition(() => void hydrateRoot(container, page));
} else {
  // The prerendered first step is not what this visit shows: never flash it.
  container.replaceChildren();
  startTransition(() => createRoot(container).render(page));
}
