/** Receive: the connected address to copy or scan, and the networks of its namespace it can receive on. */
import { useAtomValue } from 'jotai/react';
import { networksOf } from '../../client/networks';
import { activeAccountAtom, activeNamespaceAtom } from '../../state/account';
import { optionsAtom } from '../../state/options';
import type { RouteOf } from '../../state/routes';
import { CopyButton } from '../components/CopyButton';
import { QrCode } from '../components/QrCode';
import { useI18n } from '../i18n';

export default function WalletReceiveView(_props: { route: RouteOf<'WalletReceive'> }) {
  const { t } = useI18n();
  const account = useAtomValue(activeAccountAtom);
  const namespace = useAtomValue(activeNamespaceAtom);
  const options = useAtomValue(optionsAtom);
  if (account.status !== 'connected') {
    return <p className="wm-muted wm-center">{t('common.notConnected')}</p>;
  }
  const networks = networksOf(options, namespace);
  return (
    <div className="wm-center wm-receive">
      <QrCode value={account.address} size={200} label={t('receive.qrLabel', { address: account.address })} testId="wm-receive-qr" />
      <div className="wm-address wm-receive__address">
        {/* An address reads left to right whatever the page's direction. */}
        <bdi dir="ltr" data-testid="wm-receive-address">
          {account.address}
        </bdi>
        <CopyButton text={account.address} testId="wm-receive-copy" statusTestId="wm-receive-copied" />
      </div>
      <p className="wm-section-title">{t('receive.networksOnly')}</p>
      <ul className="wm-list" aria-label={t('receive.networksLabel')} data-testid="wm-receive-networks">
        {networks.map((network) => (
          <li key={network.caipNetworkId} className="wm-row">
            {network.name}
          </li>
        ))}
      </ul>
    </div>
  );
}
