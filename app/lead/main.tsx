import { bootFlow } from '../wizard/bootFlow.tsx';
import { tokenOfLocation } from './leadLink.ts';
import { LeadPage } from './LeadPage.tsx';
import { LeadStore } from './LeadStore.ts';

void bootFlow({
  createFlow: (root) => new LeadStore(root.api.lead),
  render: (store) => <LeadPage store={store} />,
  bearerToken: tokenOfLocation(window.location),
});
