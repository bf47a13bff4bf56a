/**
 * SPEC §4 disconnect: end the wallet session, reset account and network state (the namespace goes back to the
 * setup's default network), forget the connector ids and the deep link choice. A connector shared by several namespaces disconnects all of them.
 */
import type { WalletModalError } from '../../errors';
import { CHAIN_NAMESPACES, type ChainNamespace } from '../../chains/namespaces';
import { DisconnectFailedError } from '../../errors/connection';
import { DISCONNECTED, accountAtoms, activeNamespaceAtom, activeNetworkAtoms, connectedNamespacesAtom } from '../../state/account';
import { optionsAtom } from '../../state/options';
import { connectAttemptAtom } from '../../state/connection';
import { closeAtom } from '../../state/router';
import { ACTIVE_NETWORK, CONNECTED_CONNECTOR_IDS } from '../persisted';
import { DEEP_LINK_CHOICE } from '../deep-link-choice';
import { readStorage, removeStorage, writeStorage } from '../../storage/storage';
import { setActiveNamespace } from '../active-namespace';
import type { ClientContext } from '../context';
import { initialNetwork } from '../networks';
import { showToast } from './toasts';
import * as MESSAGES from '../../messages';
import type { ActionParameters, ActionReturnType } from './action-types';

function forget(namespace: ChainNamespace): void {
  const { [namespace]: _gone, ...rest } = readStorage(CONNECTED_CONNECTOR_IDS) ?? {};
  if (Object.keys(rest).length === 0) removeStorage(CONNECTED_CONNECTOR_IDS);
  else writeStorage(CONNECTED_CONNECTOR_IDS, rest);
}

/** SPEC §4 "resets account and network": the namespace returns to the setup's default network, the stored one is dropped. */
function resetNetwork(ctx: ClientContext, namespace: ChainNamespace): void {
  const stored = readStorage(ACTIVE_NETWORK);
  if (stored?.startsWith(`${namespace}:`)) removeStorage(ACTIVE_NETWORK);
  const initial = initialNetwork(ctx.store.get(optionsAtom), namespace, undefined);
  if (ctx.store.get(activeNetworkAtoms[namespace]) === initial) return;
  ctx.store.set(activeNetworkAtoms[namespace], initial);
  if (initial) ctx.emit({ type: 'network-change', detail: { namespace, caipNetworkId: initial, supported: true } });
}

/** Namespaces that share this namespace's session (a connector with `sharedSession`, e.g. WalletConnect, spans chains). */
function sharingNamespaces(ctx: ClientContext, namespace: ChainNamespace): ChainNamespace[] {
  const connector = ctx.sessions.get(namespace)?.connector;
  if (!connector?.sharedSession) return [namespace];
  return CHAIN_NAMESPACES.filter((ns) => ctx.sessions.get(ns)?.connector.id === connector.id);
}

export type DisconnectNamespaceParameters = ActionParameters<typeof disconnectNamespace>;
export type DisconnectNamespaceReturnType = ActionReturnType<typeof disconnectNamespace>;
export type DisconnectNamespaceErrorType = WalletModalError;
export async function disconnectNamespace(ctx: ClientContext, namespace: ChainNamespace, { fromWallet = false } = {}): Promise<void> {
  const { store } = ctx;
  const wasConnected = store.get(accountAtoms[namespace]).status !== 'disconnected' || ctx.sessions.has(namespace);
  let failure: unknown;
  for (const ns of sharingNamespaces(ctx, namespace)) {
    const session = ctx.sessions.get(ns);
    ctx.sessions.delete(ns);
    session?.unsubscribe();
    if (session && !fromWallet) {
      try {
        await session.connector.disconnect();
      } catch (error) {
        failure = error;
      }
    }
    store.set(accountAtoms[ns], DISCONNECTED);
    forget(ns);
    if (wasConnected) ctx.emit({ type: 'disconnect', detail: { namespace: ns } });
    resetNetwork(ctx, ns);
  }
  store.set(connectAttemptAtom, undefined);
  removeStorage(DEEP_LINK_CHOICE);
  if (store.get(activeNamespaceAtom) === namespace) {
    store.set(closeAtom);
    // The other namespace's connection stays (SPEC §4): the modal and its button move to it.
    const [stillConnected] = store.get(connectedNamespacesAtom);
    if (stillConnected) setActiveNamespace(ctx, stillConnected);
  }
  if (failure) {
    showToast(ctx, 'error', MESSAGES.failedToDisconnect);
    throw new DisconnectFailedError({ cause: failure });
  }
}

export type DisconnectParameters = ActionParameters<typeof disconnect>;
export type DisconnectReturnType = ActionReturnType<typeof disconnect>;
export type DisconnectErrorType = WalletModalError;
/** Disconnects one namespace, or every connected one when none is given. */
export async function disconnect(ctx: ClientContext, namespace?: ChainNamespace): Promise<void> {
  const targets = namespace ? [namespace] : CHAIN_NAMESPACES.filter((ns) => ctx.store.get(accountAtoms[ns]).status !== 'disconnected');
  for (const ns of targets) await disconnectNamespace(ctx, ns);
}
