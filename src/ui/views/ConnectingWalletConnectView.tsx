import { useAtomValue } from 'jotai/react';
import { walletListingsAtom } from '../../state/catalogue';
import type { RouteOf } from '../../state/routes';
import { WalletConnectPairing } from '../components/WalletConnectPairing';

/** WalletConnect to a chosen wallet (or any): its QR, its link, waiting, rejection with a new QR. */
export default function ConnectingWalletConnectView({ route }: { route: RouteOf<'ConnectingWalletConnect'> }) {
  const listings = useAtomValue(walletListingsAtom);
  const wallet = route.walletId ? listings.find((w) => w.id === route.walletId) : undefined;
  return <WalletConnectPairing wallet={wallet} walletId={route.walletId} />;
}
