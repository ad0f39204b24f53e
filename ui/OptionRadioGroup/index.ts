export { OptionRadioGroup } from './OptionRadioGroup.tsx';
export type { OptionRadioGroupProps } from './OptionRadioGroup.types.ts';
