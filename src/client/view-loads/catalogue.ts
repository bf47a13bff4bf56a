/** The wallet lists' loads: the catalogue's first page for Connect and All wallets, and the pairing of the QR view. */
import { catalogueAtom } from '../../state/catalogue';
import { connectAttemptAtom } from '../../state/connection';
import { pairingConnectorAtom } from '../../state/walletconnect';
import { afterPaint } from '../after-paint';
import type { ViewLoads } from './types';

const quietly = () => undefined;

export const CATALOGUE_LOADS: ViewLoads = {
  // The recommended wallets follow the catalogue's first page: asked for once the view is on screen (not while it is
  // drawn ahead of the open), and after that frame, not in the task that draws it (the open's click).
  Connect: [
    {
      key: (get) => (get(catalogueAtom).status === 'idle' ? '' : undefined),
      start: (client) => afterPaint(() => void client.loadWallets({ page: 1 }).catch(quietly)),
    },
  ],
  // On entry only: the search starts empty, and later pages load as the grid scrolls.
  AllWallets: [
    {
      key: () => '',
      start: (client) => {
        void client.searchWallets('').catch(quietly);
        if (client.store.get(catalogueAtom).status === 'idle') void client.loadWallets({ page: 1 }).catch(quietly);
      },
    },
  ],
  // SPEC §2 rule 1 on desktop: pairs on arrival, and once the pairing connector is known; not when the attempt
  // changes (a rejection waits for Try again).
  ConnectingWalletConnectBasic: [
    {
      key: (get) => get(pairingConnectorAtom)?.id,
      start: (client, _showing, id) => {
        const attempt = client.store.get(connectAttemptAtom);
        if (!attempt || attempt.connectorId !== id || attempt.status === 'success') void client.connect(id).catch(quietly);
      },
    },
  ],
};
