import { Fragment, type ReactNode } from 'react';
import { t } from '../../../domain/i18n/i18n.ts';

/** The first of the private-use characters standing for the values in the translated text (no message contains them). */
const FIRST_SLOT = 0xe000;

/**
 * `message` (a marked Japanese text with `{placeholders}`: `'予約番号: {number}'`) in the page's
 * language, each value a node of its own where its placeholder is: an element (the bold booking
 * number) or a text. The sentence is translated whole and each language puts the values where its
 * sentence needs them; the words between them and each value stay separate text nodes, as the page
 * wrote them before it was translated, so a Japanese page renders exactly as it did.
 */
export function messageNodes(message: string, values: Readonly<Record<string, ReactNode>>): ReactNode {
  const names = Object.keys(values);
  const slots = Object.fromEntries(names.map((name, index) => [name, String.fromCharCode(FIRST_SLOT + index)]));
  const pieces = t({ id: message, values: slots }).split(/([\uE000-\uF8FF])/u);
  return (
    <Fragment>
      {pieces.map((piece, index) => {
        const name = piece.length === 1 ? names[piece.charCodeAt(0) - FIRST_SLOT] : undefined;
        return <Fragment key={index}>{name === undefined ? piece : values[name]}</Fragment>;
      })}
    </Fragment>
  );
}
