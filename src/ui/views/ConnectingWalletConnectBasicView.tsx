import { useEffect, useEffectEvent } from 'react';
import { useAtomValue } from 'jotai/react';
import { connectAttemptAtom } from '../../state/connection';
import { pairingConnectorAtom } from '../../state/walletconnect';
import type { RouteOf } from '../../state/routes';
import { useClient } from '../client-context';
import { useI18n } from '../i18n';
import { WalletConnectPairing } from '../components/WalletConnectPairing';

/** SPEC §2 rule 1 on desktop: the WalletConnect QR alone, no wallet chosen. Starts the pairing itself. */
export default function ConnectingWalletConnectBasicView(_props: { route: RouteOf<'ConnectingWalletConnectBasic'> }) {
  const client = useClient();
  const { t } = useI18n();
  const pairer = useAtomValue(pairingConnectorAtom);
  const available = pairer !== undefined;
  const attempt = useAtomValue(connectAttemptAtom);
  const idle = !attempt || attempt.connectorId !== pairer?.id || attempt.status === 'success';
  // Pairs on arrival (and once the connector is known), not when the attempt changes: a rejection waits for 'Try again'.
  const pair = useEffectEvent(() => {
    if (pairer && idle) client.connect(pairer.id).catch(() => undefined);
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
