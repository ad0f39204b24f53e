export { CancellationFeeTable } from './CancellationFeeTable.tsx';
export type { CancellationFeeTableProps } from './CancellationFeeTable.types.ts';
