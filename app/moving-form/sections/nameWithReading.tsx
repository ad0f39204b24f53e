import type { ReactNode } from 'react';
import { JapaneseName, MixedText, tWithNodes } from '../../../ui/i18n/index.ts';

/**
 * A review page's 「山田 太郎（ヤマダ タロウ）」: on an English page the katakana reading, and any
 * Japanese in the name, are marked `lang="ja"` so a screen reader reads them with a Japanese voice.
 */
export function nameWithReading(name: string, nameKana: string): ReactNode {
  return tWithNodes(/*i18n*/ '{name}（{nameKana}）', { name: <MixedText>{name}</MixedText>, nameKana: <JapaneseName>{nameKana}</JapaneseName> });
}
