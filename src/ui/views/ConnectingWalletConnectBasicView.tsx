import { useEffect, useEffectEvent } from 'react';
import { useAtomValue } from 'jotai/react';
import { WALLETCONNECT_CONNECTOR_ID } from '../../constants';
import { connectAttemptAtom, connectorsAtom } from '../../state/connection';
import type { RouteOf } from '../../state/routes';
import { useClient } from '../client-context';
import { useI18n } from '../i18n';
import { WalletConnectPairing } from '../components/WalletConnectPairing';

/** SPEC §2 rule 1 on desktop: the WalletConnect QR alone, no wallet chosen. Starts the pairing itself. */
export default function ConnectingWalletConnectBasicView(_props: { route: RouteOf<'ConnectingWalletConnectBasic'> }) {
  const client = useClient();
  const { t } = useI18n();
  const available = useAtomValue(connectorsAtom).some((c) => c.id === WALLETCONNECT_CONNECTOR_ID);
  const attempt = useAtomValue(connectAttemptAtom);
  const idle = attempt?.connectorId !== WALLETCONNECT_CONNECTOR_ID || attempt.status === 'success';
  // Pairs on arrival (and once the connector is known), not when the attempt changes: a rejection waits for 'Try again'.
  const pair = useEffectEvent(() => {
    if (idle) client.connect(WALLETCONNECT_CONNECTOR_ID).catch(() => undefined);
  });
  useEffect(() => {
    if (available) pair();
  }, [available]);
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
