/** WalletConnect: the pairing URI of the connection attempt in flight (written by client/ only). */
import { atom } from 'jotai/vanilla';
import type { PairingUri } from '../connectors/walletconnect/pairing-uri';

export type { PairingUri };

export const walletConnectPairingAtom = atom<PairingUri | undefined>(undefined);
