import type { FlowId } from './flows.ts';

/**
 * What a request of each flow is called, and the label of its reference, wherever a page or an
 * e-mail names them (the company's lead page and e-mails, the visitor's notices). Apart from the
 * registry (./flows.ts), which the first pages load, as none of them says these words.
 */
export const FLOW_WORDS: Readonly<Record<FlowId, { readonly request: string; readonly referenceLabel: string }>> = {
  estimate: { request: '見積り依頼', referenceLabel: '受付番号' },
  reservation: { request: '仮予約の依頼', referenceLabel: '受付番号' },
  quickBooking: { request: 'かんたん予約', referenceLabel: '予約番号' },
};
