/** Known connectors, and the state of the connection attempt the ConnectingExternal view shows. */
import { atom } from 'jotai/vanilla';
import type { Connector } from '../connectors/connector';
import type { WalletModalError } from '../errors';

export const connectorsAtom = atom<readonly Connector[]>([]);
export const recentConnectorIdsAtom = atom<readonly string[]>([]);

export type ConnectAttempt =
  | { connectorId: string; status: 'waiting' }
  | { connectorId: string; status: 'rejected'; error: WalletModalError }
  | { connectorId: string; status: 'error'; error: WalletModalError }
  | { connectorId: string; status: 'success' };

export const connectAttemptAtom = atom<ConnectAttempt | undefined>(undefined);
