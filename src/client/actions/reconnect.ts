/**
 * SPEC §4: on start a stored connection reads as 'connecting' until the wallet confirms it,
 * silently (eth_accounts, no prompt). A wallet that never shows up, or has forgotten us, ends it.
 */
import { isChainNamespace, type ChainNamespace } from '../../chains/namespaces';
import type { Connector } from '../../connectors/connector';
import { DISCONNECTED, accountAtoms } from '../../state/account';
import { CONNECTED_CONNECTOR_IDS } from '../persisted';
import { readStorage } from '../../storage/storage';
import type { ClientContext } from '../context';
import { disconnectNamespace } from './disconnect';
import { startSession } from './session';

/** How long a stored wallet has to announce itself before the modal stops waiting. */
export const RECONNECT_DISCOVERY_WINDOW_MS = 1500;

export type Reconnector = { onConnectors(connectors: readonly Connector[]): void; stop(): void };

export function startReconnect(ctx: ClientContext): Reconnector {
  const waiting = new Map<ChainNamespace, string>();
  for (const [namespace, connectorId] of Object.entries(readStorage(CONNECTED_CONNECTOR_IDS) ?? {})) {
    if (!isChainNamespace(namespace) || !connectorId) continue;
    waiting.set(namespace, connectorId);
    ctx.store.set(accountAtoms[namespace], { status: 'connecting', connectorId });
  }

  const giveUp = ctx.window.setTimeout(() => {
    for (const namespace of waiting.keys()) ctx.store.set(accountAtoms[namespace], DISCONNECTED);
    waiting.clear();
  }, RECONNECT_DISCOVERY_WINDOW_MS);

  async function resume(connector: Connector) {
    try {
      const result = await connector.connect({ silent: true });
      if (result.addresses.length === 0) throw new Error('the wallet no longer authorises this site');
      startSession(ctx, connector, result);
    } catch {
      await disconnectNamespace(ctx, connector.namespace, { fromWallet: true }).catch(() => undefined);
    }
  }

  return {
    onConnectors(connectors) {
      for (const [namespace, connectorId] of waiting) {
        const connector = connectors.find((c) => c.id === connectorId && c.namespace === namespace);
        if (!connector) continue;
        waiting.delete(namespace);
        void resume(connector);
      }
      if (waiting.size === 0) ctx.window.clearTimeout(giveUp);
    },
    stop() {
      ctx.window.clearTimeout(giveUp);
      waiting.clear();
    },
  };
}
