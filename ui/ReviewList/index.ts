export { ReviewList } from './ReviewList.tsx';
export type { ReviewListProps } from './ReviewList.types.ts';
