export { CollapsibleBlock } from './CollapsibleBlock.tsx';
export type { CollapsibleBlockProps } from './CollapsibleBlock.types.ts';
