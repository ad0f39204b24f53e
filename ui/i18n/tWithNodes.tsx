import { Fragment, type ReactNode } from 'react';
import { t } from '../../domain/i18n/i18n.ts';

/** The first of the private-use characters that stand for the nodes in the translated text: no message contains them. */
const FIRST_SLOT = 0xe000;

/**
 * `message` (a marked Japanese text with `{placeholders}`: `'{company}への依頼を取り下げる'`) in the
 * page's language with each placeholder's node in its place: a name marked as Japanese, a link, a
 * price in bold, or a plain text. The sentence is translated whole and each language puts the nodes
 * where its sentence needs them ("Withdraw my request to {company}"). The words between the nodes
 * and each node stay separate text nodes, as JSX writes them, so a Japanese page renders exactly as
 * it did before it was translated.
 */
export function tWithNodes(message: string, nodes: Readonly<Record<string, ReactNode>>): ReactNode {
  const names = Object.keys(nodes);
  const slots = names.map((_, index) => String.fromCharCode(FIRST_SLOT + index));
  const text = t({ id: message, values: Object.fromEntries(names.map((name, index) => [name, slots[index]])) });
  const parts = text.split(new RegExp(`([${slots.join('')}])`, 'u')).filter((part) => part !== '');
  return (
    <>
      {parts.map((part, index) => {
        const at = slots.indexOf(part);
        return <Fragment key={index}>{at === -1 ? part : nodes[names[at]!]}</Fragment>;
      })}
    </>
  );
}
