/** The WalletConnect connectors: one per configured namespace (eip155, solana), all on one shared session. */
import type { Connector } from '../connector';
import { createEip155Connector } from './connector';
import { createWalletConnectSession, type WalletConnectSessionOptions } from './session';
import type { WalletConnectNamespace } from './setup';
import { createSolanaConnector } from './solana-connector';

export type WalletConnectConnectorsOptions = WalletConnectSessionOptions & {
  /** The namespaces with configured networks, eip155 first (the Connect view lists the first of a shared id). */
  namespaces: readonly WalletConnectNamespace[];
};

export function createWalletConnectConnectors(options: WalletConnectConnectorsOptions): Connector[] {
  const { namespaces, ...sessionOptions } = options;
  if (namespaces.length === 0) return [];
  const session = createWalletConnectSession(sessionOptions);
  return namespaces.map((namespace) => (namespace === 'eip155' ? createEip155Connector(session) : createSolanaConnector(session)));
}
