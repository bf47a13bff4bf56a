/**
 * SPEC §4: moving the modal to another namespace flags a namespace switch and resets the send form;
 * the other namespace's connection is left as it is. Every change of the active namespace goes through here.
 * The flag is the change of `activeNamespaceAtom` itself: nothing read a separate from/to record, so there is none.
 */
import type { ChainNamespace } from '../chains/namespaces';
import { activeNamespaceAtom } from '../state/account';
import { EMPTY_SEND_FORM, sendFormAtom } from '../state/send-form';
import { writeStorage } from '../storage/storage';
import type { ClientContext } from './context';
import { ACTIVE_NAMESPACE } from './persisted';

export function setActiveNamespace(ctx: Pick<ClientContext, 'store'>, namespace: ChainNamespace): void {
  const { store } = ctx;
  if (store.get(activeNamespaceAtom) === namespace) return;
  store.set(activeNamespaceAtom, namespace);
  store.set(sendFormAtom, EMPTY_SEND_FORM);
  writeStorage(ACTIVE_NAMESPACE, namespace);
}
