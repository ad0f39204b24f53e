export { CANCELLATION_FEE_RULES, FREE_PERIOD_LABEL, FREE_PERIOD_ROW_LABEL, cancellationFee } from './cancellationFee.ts';
export type { CancellationFee, FeeRule } from './cancellationFee.ts';
