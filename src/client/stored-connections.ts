/**
 * SPEC §4: on start, a stored connection reads as 'connecting' until the wallet confirms it.
 * This part runs at once (before the wallet code has loaded) so the button never flashes "Connect".
 */
import { isChainNamespace, type ChainNamespace } from '../chains/namespaces';
import { accountAtoms } from '../state/account';
import { readStorage } from '../storage/storage';
import type { ClientContext } from './context';
import { CONNECTED_CONNECTOR_IDS } from './persisted';

export type StoredConnections = Map<ChainNamespace, string>;

export function markStoredConnections(ctx: ClientContext): StoredConnections {
  const waiting: StoredConnections = new Map();
  for (const [namespace, connectorId] of Object.entries(readStorage(CONNECTED_CONNECTOR_IDS) ?? {})) {
    if (!isChainNamespace(namespace) || !connectorId) continue;
    waiting.set(namespace, connectorId);
    ctx.store.set(accountAtoms[namespace], { status: 'connecting', connectorId });
  }
  return waiting;
}
