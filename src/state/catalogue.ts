/** The wallet catalogue as loaded (the bundled default until the service answers). */
import { atom } from 'jotai/vanilla';
import type { WalletListing } from '../services/catalogue/listing';

export const walletListingsAtom = atom<readonly WalletListing[]>([]);
