import type { Ref } from 'react';

/** One alliance (cross-sell) partner: plain values, mapped by the app from alliance_id, file_name, title, content. */
export interface AllianceChoice {
  /** Partner id (alliance_id). */
  id: string;
  /** URL of the partner's picture (built by the app from file_name); no picture without it. */
  imageUrl?: string;
  /**
   * What the partner offers, e.g. 「インターネット回線のお申込み」, as the API gives it in the page's
   * language; its Japanese (the partner's own name) is marked so on an English page.
   */
  title: string;
  /** A sentence or two about the offer, shown as given like `title`. */
  content: string;
}

/** What the choices show; exposed as `data-state` on the root. */
export type AllianceChoicesState = 'ready' | 'stale';

export interface AllianceChoicesProps {
  /** The partners offered for the move; with none the component renders nothing. */
  alliances: readonly AllianceChoice[];
  /** Ids of the ticked partners. */
  value: readonly string[];
  /** Called with the ticked ids, in the order ticked, after the visitor ticks or unticks a partner. */
  onChange: (ids: string[]) => void;
  /**
   * The partners are being fetched again (the destination prefecture changed): the list is dimmed
   * and busy and stays usable.
   * @default false
   */
  stale?: boolean;
  /**
   * Legend of the choices.
   * @default 'あわせて申し込めるサービス' (in English on an English page)
   */
  label?: string;
  /**
   * A sentence under the legend.
   * @default 'ご希望のサービスにチェックを入れてください（無料・任意）。' (in English on an English page)
   */
  description?: string;
  /**
   * Extra class on the root element.
   * @default undefined
   */
  className?: string;
  /**
   * Ref to the root `<fieldset>` element.
   * @default undefined
   */
  ref?: Ref<HTMLFieldSetElement>;
}
