import type { ReactNode, Ref } from 'react';

export interface ConfirmFloatingFooterProps {
  /** Text of the submit button, e.g. 「この内容で見積りを依頼する」. */
  submitLabel: string;
  /** Called when the visitor presses the submit button. */
  onSubmit: () => void;
  /**
   * The request is being sent: the button is busy and disabled; exposed as `data-state="submitting"`.
   * @default false
   */
  submitting?: boolean;
  /**
   * A short line above the button (e.g. what happens after sending).
   * @default undefined
   */
  note?: ReactNode;
  /**
   * Address of the privacy policy; the agreement text links to it when given, and otherwise
   * refers to the page's 「個人情報の取り扱いについて」 block.
   * @default undefined
   */
  privacyPolicyHref?: string;
  /**
   * Extra class on the root element.
   * @default undefined
   */
  className?: string;
  /**
   * Ref to the root element.
   * @default undefined
   */
  ref?: Ref<HTMLDivElement>;
}
