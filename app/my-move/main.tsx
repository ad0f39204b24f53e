import { bootFlow } from '../wizard/bootFlow.tsx';
import { MyMovePage } from './MyMovePage.tsx';
import { MyMoveStore } from './MyMoveStore.ts';

// The private link's token rides in the fragment (never sent to a server, never in a Referer); the
// API gets it in the Authorization header only.
const token = decodeURIComponent(window.location.hash.slice(1));

const { flow } = await bootFlow({
  createFlow: (root) => new MyMoveStore(root.api.myMove),
  render: (store) => <MyMovePage store={store} />,
  bearerToken: token,
});
void flow.load();
// Another link opened in this tab changes only the fragment: the page starts again with its token.
window.addEventListener('hashchange', () => window.location.reload());
