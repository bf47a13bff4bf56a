/** Known connectors, and the state of the connection attempt the ConnectingExternal view shows. */
import { atom } from 'jotai/vanilla';
import type { Connector } from '../connectors/connector';
import { connectMethodOrder, orderConnectors } from '../connectors/order';
import type { WalletModalError } from '../errors';
import { activeNamespaceAtom } from './account';

export const connectorsAtom = atom<readonly Connector[]>([]);
export const recentConnectorIdsAtom = atom<readonly string[]>([]);

export type ConnectAttempt =
  | { connectorId: string; status: 'waiting' }
  | { connectorId: string; status: 'rejected'; error: WalletModalError }
  | { connectorId: string; status: 'error'; error: WalletModalError }
  | { connectorId: string; status: 'success' };

export const connectAttemptAtom = atom<ConnectAttempt | undefined>(undefined);

/** The active namespace's connectors in SPEC §2 order, for the Connect view. */
export const connectorListAtom = atom((get) => {
  const namespace = get(activeNamespaceAtom);
  return orderConnectors(get(connectorsAtom).filter((c) => c.namespace === namespace), get(recentConnectorIdsAtom));
});
/** SPEC §2 connect method order; views show only the methods this build offers. */
export const connectMethodOrderAtom = atom((get) => connectMethodOrder(get(connectorsAtom)));
