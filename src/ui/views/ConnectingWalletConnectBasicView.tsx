import { useAtomValue } from 'jotai/react';
import { pairingConnectorAtom } from '../../state/walletconnect';
import type { RouteOf } from '../../state/routes';
import { useI18n } from '../i18n';
import { WalletConnectPairing } from '../components/WalletConnectPairing';

/** SPEC §2 rule 1 on desktop: the WalletConnect QR alone, no wallet chosen. The client pairs as it shows (client/view-loads/catalogue.ts). */
export default function ConnectingWalletConnectBasicView(_props: { route: RouteOf<'ConnectingWalletConnectBasic'> }) {
  const { t } = useI18n();
  const available = useAtomValue(pairingConnectorAtom) !== undefined;
  if (!available) {
    return (
      <div className="wm-center" data-testid="wm-no-wallets">
        <p>{t('connect.wcUnavailable')}</p>
        <p className="wm-muted">{t('connect.wcUnavailableHint')}</p>
      </div>
    );
  }
  return <WalletConnectPairing wallet={undefined} walletId={undefined} />;
}
