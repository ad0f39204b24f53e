import type { HasEtcBaggages } from '../validation/baggageRules.ts';

/** The other-baggage answer with its text and the text stashed while the answer is not "yes". */
export interface EtcBaggagesValues {
  hasEtcBaggages: HasEtcBaggages;
  etcBaggages: string;
  tempEtcBaggages: string;
}

/**
 * Changes the other-baggage answer. Leaving "yes" ('1') stashes the text and clears it; choosing
 * "yes" again restores the stashed text and clears the stash.
 */
export function changeHasEtcBaggages(values: EtcBaggagesValues, hasEtcBaggages: HasEtcBaggages): EtcBaggagesValues {
  if (hasEtcBaggages === values.hasEtcBaggages) return values;
  if (hasEtcBaggages === '1') return { hasEtcBaggages, etcBaggages: values.tempEtcBaggages, tempEtcBaggages: '' };
  if (values.hasEtcBaggages === '1') return { hasEtcBaggages, etcBaggages: '', tempEtcBaggages: values.etcBaggages };
  return { ...values, hasEtcBaggages };
}
