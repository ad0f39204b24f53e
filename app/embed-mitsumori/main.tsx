import { memoryHistoryOfPage } from '../stores/history.ts';
import { startOrAlert } from '../wizard/alertAction.ts';
import { activatePageLanguage, bootFlow } from '../wizard/bootFlow.tsx';
import { readApiTokens } from './apiTokens.ts';
import { EmbeddedEstimatePage } from './EmbeddedEstimatePage.tsx';
import { createEmbeddedEstimate, notifiedFlowOf } from './embeddedEstimate.ts';
import { parentFrame, reportHeight } from './parentFrame.ts';
import { notifyParent } from './parentNotifications.ts';
import { createRequestSigner } from './requestSigner.ts';

// Spec §8: without its API tokens the page stops here ('API tokens are not defined'), telling the visitor in its language.
await activatePageLanguage();
const tokens = startOrAlert(() => readApiTokens(document));
const signWrite = createRequestSigner(tokens.grant, tokens.pageKey, {
  subtle: crypto.subtle,
  getRandomValues: (array) => crypto.getRandomValues(array),
  now: Date.now,
});

const { flow } = await bootFlow({
  history: memoryHistoryOfPage,
  signWrite,
  createFlow: createEmbeddedEstimate,
  render: (embedded) => <EmbeddedEstimatePage flow={embedded} />,
});

const parent = parentFrame(window, tokens.parentOrigins);
reportHeight(document.documentElement, parent);
notifyParent(notifiedFlowOf(flow), parent);
