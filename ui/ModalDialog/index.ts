export { ModalDialog } from './ModalDialog.tsx';
export type { ModalDialogProps } from './ModalDialog.types.ts';
