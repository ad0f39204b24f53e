import type { Ref } from 'react';
import type { Option } from '../../domain/options/option.ts';

export interface LeadAnswerPanelProps<T extends string, R extends string> {
  /** By when the company answers, in words ('2026/11/27 12:12（日本時間）までにご回答ください'). */
  deadline: string;
  /**
   * The day a confirmation is for, in words, when the lead names one to confirm (a provisional
   * reservation); a quick booking is confirmed as booked.
   * @default undefined
   */
  confirmDate?: string;
  /**
   * The time frames the company may confirm in (a provisional reservation); none: no choice.
   * @default []
   */
  timeFrameOptions?: readonly Option<T>[];
  /**
   * The time frame chosen (controlled).
   * @default ''
   */
  timeFrame?: T | '';
  /**
   * Called with the time frame chosen.
   * @default undefined
   */
  onTimeFrameChange?: (value: T) => void;
  /**
   * Why the time frame is refused, shown under it.
   * @default undefined
   */
  timeFrameError?: string;
  /** The reasons a company may decline with (a fixed list). */
  reasonOptions: readonly Option<R>[];
  /** The reason chosen (controlled). */
  reason: R | '';
  onReasonChange: (value: R) => void;
  /**
   * Why the reason is refused, shown under it.
   * @default undefined
   */
  reasonError?: string;
  /** Called when the company confirms. */
  onConfirm: () => void;
  /** Called when the company declines. */
  onDecline: () => void;
  /**
   * An answer is being sent: both buttons wait.
   * @default false
   */
  busy?: boolean;
  /**
   * Why the last answer was not taken (another answer won, the deadline passed), shown above the buttons.
   * @default undefined
   */
  error?: string;
  /**
   * Extra class on the root element.
   * @default undefined
   */
  className?: string;
  /**
   * Ref to the root element.
   * @default undefined
   */
  ref?: Ref<HTMLElement>;
}
