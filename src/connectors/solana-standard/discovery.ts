/**
 * Wallet Standard discovery: the wallets registered with @wallet-standard/app (before or after us)
 * that can connect on Solana, each as one connector with a stable id. A wallet that presents anything
 * off (name, icon, chains, features) is left out, never a crash.
 */
import { getWallets } from '@wallet-standard/app';
import type { Wallet } from '@wallet-standard/base';
import type { CaipNetworkId } from '../../chains/caip';
import type { Connector } from '../connector';
import type { RpcTarget } from '../../services/json-rpc';
import { createWalletStandardConnector } from './connector';
import { connectorIdFor, parseWalletInfo } from './wallet';

export type SolanaDiscoveryOptions = {
  /** The RPC of a network, for wallets that sign but do not send. */
  rpcOf(chain: CaipNetworkId): RpcTarget | undefined;
  /** The site's Solana networks in its order of preference; read at each connect. */
  readonly chains: readonly CaipNetworkId[];
};

/** Calls `onChange` now and whenever the list changes; returns the unsubscribe function. */
export function watchSolanaWallets(onChange: (connectors: Connector[]) => void, options: SolanaDiscoveryOptions): () => void {
  const registry = getWallets();
  // One connector per wallet object for the page's life, so a session keeps the connector it started with.
  const connectors = new WeakMap<Wallet, Connector | null>();
  let published: readonly Connector[] = [];
  let stopped = false;

  function connectorOf(wallet: Wallet): Connector | undefined {
    const known = connectors.get(wallet);
    if (known !== undefined) return known ?? undefined;
    const info = parseWalletInfo(wallet);
    let connector: Connector | null = null;
    if (info) {
      try {
        connector = createWalletStandardConnector(wallet, {
          id: connectorIdFor(info.name),
          // A getter, so a host that updates its networks is read at the next connect.
          get chains() {
            return options.chains;
          },
          rpcOf: (chain) => options.rpcOf(chain),
        });
      } catch {
        connector = null;
      }
    }
    connectors.set(wallet, connector);
    return connector ?? undefined;
  }

  function publish(force = false): void {
    if (stopped) return;
    const byId = new Map<string, Connector>();
    // Registration order; the first wallet to claim an id keeps it (a second copy of one extension is dropped).
    for (const wallet of registry.get()) {
      const connector = connectorOf(wallet);
      if (connector && !byId.has(connector.id)) byId.set(connector.id, connector);
    }
    const next = [...byId.values()];
    if (!force && next.length === published.length && next.every((c, i) => c === published[i])) return;
    published = next;
    onChange(next);
  }

  const offRegister = registry.on('register', () => publish());
  const offUnregister = registry.on('unregister', () => publish());
  publish(true);

  return () => {
    stopped = true;
    offRegister();
    offUnregister();
  };
}
