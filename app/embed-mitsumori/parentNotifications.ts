import { reaction } from 'mobx';
import type { ParentFrame } from './parentFrame.ts';

/** What the partner page is told about: the step shown, and the id of a sent estimate. */
export interface NotifiedFlow {
  readonly step: string;
  readonly sentRequestId: string | null;
}

/**
 * Tells the partner page when the form moves to another step (so its top comes into view) and
 * when an estimate was sent (its request id only, never what the visitor entered). Only changes
 * are told: reloading the complete page does not announce the same estimate again.
 */
export function notifyParent(flow: NotifiedFlow, frame: ParentFrame): () => void {
  const disposers = [
    reaction(
      () => flow.step,
      () => frame.post({ type: 'hikkoshi:step-changed' }),
    ),
    reaction(
      () => flow.sentRequestId,
      (requestId) => {
        if (requestId !== null) frame.post({ type: 'hikkoshi:estimate-sent', requestId });
      },
    ),
  ];
  return () => disposers.forEach((dispose) => dispose());
}
