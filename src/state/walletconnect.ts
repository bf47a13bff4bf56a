/** WalletConnect: the pairing URI of the connection attempt in flight (written by client/ only), and the pairing connector. */
import { atom } from 'jotai/vanilla';
import type { PairingUri } from '../connectors/walletconnect/pairing-uri';
import { connectorsAtom } from './connection';

export type { PairingUri };

export const walletConnectPairingAtom = atom<PairingUri | undefined>(undefined);

/** The connector that pairs by URI (WalletConnect), when this page has one: the pairing views read it, not an id. */
export const pairingConnectorAtom = atom((get) => get(connectorsAtom).find((c) => c.pairing));
