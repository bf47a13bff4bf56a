/**
 * SPEC §4: the wallets of stored connections (marked 'connecting' by stored-connections.ts) are
 * asked silently (eth_accounts, no prompt). A wallet that never shows up, or has forgotten us, ends it.
 */
import type { Connector } from '../../connectors/connector';
import { DISCONNECTED, accountAtoms } from '../../state/account';
import type { ClientContext } from '../context';
import type { StoredConnections } from '../stored-connections';
import { disconnectNamespace } from './disconnect';
import { startSession } from './session';
import type { ActionParameters, ActionReturnType } from './action-types';

/** How long a stored wallet has to announce itself before the modal stops waiting. */
export const RECONNECT_DISCOVERY_WINDOW_MS = 1500;

export type Reconnector = { onConnectors(connectors: readonly Connector[]): void; stop(): void };

export type StartReconnectParameters = ActionParameters<typeof startReconnect>;
export type StartReconnectReturnType = ActionReturnType<typeof startReconnect>;
export type StartReconnectErrorType = never;
export function startReconnect(ctx: ClientContext, stored: StoredConnections): Reconnector {
  const waiting = new Map(stored);

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
