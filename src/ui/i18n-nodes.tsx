/**
 * A message with elements in its placeholders ('From {name}' with the name in a <bdi>): the translated text is split
 * around each `{name}` and the element put there, so a language can place it anywhere. For the lazily loaded views.
 */
import { Fragment, type ReactNode } from 'react';
import type { MessageKey } from '../i18n/translate';
import type { I18n } from './i18n';

const MARK = '\u0000';

export function tNodes(t: I18n['t'], key: MessageKey, nodes: { readonly [name: string]: ReactNode }): ReactNode {
  const names = Object.keys(nodes);
  const text = t(key, Object.fromEntries(names.map((name) => [name, `${MARK}${name}${MARK}`])));
  // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one translated sentence, in order; a part's position is its identity.
  return text.split(MARK).map((part, i) => <Fragment key={i}>{i % 2 === 1 && part in nodes ? nodes[part] : part}</Fragment>);
}
