import { Suspense } from 'react';
import { useAtomValue } from 'jotai/react';
import { shortAddress } from '../../chains/eip155/address';
import { NATIVE_BALANCE_DECIMALS } from '../../constants';
import { activeAccountAtom, activeNamespaceAtom, balanceStatusAtoms } from '../../state/account';
import { optionsAtom } from '../../state/options';
import type { RouteOf } from '../../state/routes';
import { useClient } from '../client-context';
import { Avatar } from '../components/Avatar';
import { CopyButton } from '../components/CopyButton';
import { NamespaceSwitcher } from '../components/NamespaceSwitcher';
import { NetworkList } from '../components/NetworkList';
import { serviceOrigin } from '../components/service-origin';
import { SkeletonRows } from '../components/SkeletonRows';
import { TokenList } from '../components/TokenList';
import { WalletActions } from '../components/WalletActions';
import { formatAmount } from '../format';
import { useI18n } from '../i18n';
import { AccountTabs } from './account-tabs/tabs';
import { AccountLogin } from './embedded/AccountLogin';

/** The tabs need the data service (`api-url`); without it the view shows the RPC's balances as before. */

export default function AccountView(_props: { route: RouteOf<'Account'> }) {
  const client = useClient();
  const { t, intl } = useI18n();
  const account = useAtomValue(activeAccountAtom);
  const namespace = useAtomValue(activeNamespaceAtom);
  const balanceStatus = useAtomValue(balanceStatusAtoms[namespace]);
  const { networks, apiUrl } = useAtomValue(optionsAtom);

  if (account.status !== 'connected') {
    return (
      <div className="wm-center" aria-busy="true">
        <span className="wm-spinner" aria-hidden="true" />
        <p className="wm-muted">{t(account.status === 'connecting' ? 'common.connecting' : 'common.notConnected')}</p>
      </div>
    );
  }
  const network = networks.find((n) => n.caipNetworkId === account.caipNetworkId);

  return (
    <>
      <NamespaceSwitcher />
      <div className="wm-center">
        <Avatar address={account.address} imageUrl={account.profileImage} serviceOrigin={serviceOrigin(apiUrl)} />
        <div className="wm-address">
          <bdi data-testid="wm-account-address" title={account.address} dir={account.profileName ? undefined : 'ltr'}>
            {account.profileName ?? shortAddress(account.address)}
          </bdi>
          <CopyButton text={account.address} />
        </div>
        {account.balance ? (
          <p className="wm-balance" data-testid="wm-balance" dir="ltr">
            {formatAmount(account.balance, NATIVE_BALANCE_DECIMALS, intl)} {account.balanceSymbol}
          </p>
        ) : balanceStatus === 'loading' ? (
          <span className="wm-skeleton" role="status" aria-label={t('account.loadingBalance')} />
        ) : (
          <p className="wm-muted" data-testid="wm-balance-unavailable">
            {t('account.balanceUnavailable')}
          </p>
        )}
      </div>
      <AccountLogin account={account} />
      <WalletActions />
      {apiUrl && namespace === 'eip155' && !account.profileName && (
        <button
          type="button"
          className="wm-button wm-button--secondary"
          data-testid="wm-choose-name"
          onClick={() => client.push({ view: 'RegisterAccountName' })}
        >
          {t('account.chooseName')}
        </button>
      )}
      {account.addressExplorerUrl && (
        <a className="wm-link wm-center" href={account.addressExplorerUrl} target="_blank" rel="noopener noreferrer" data-testid="wm-address-explorer">
          {t('account.explorer')}
        </a>
      )}
      {apiUrl ? (
        <Suspense fallback={<SkeletonRows label={t('common.loading')} />}>
          <AccountTabs />
        </Suspense>
      ) : (
        <TokenList tokens={account.tokenBalance} />
      )}
      <p className="wm-section-title">
        {t('account.network')} <span data-testid="wm-network-name">{network?.name ?? account.caipNetworkId}</span>
      </p>
      <NetworkList current={account.caipNetworkId} />
      <button type="button" className="wm-button wm-button--secondary" data-testid="wm-disconnect" onClick={() => client.disconnect().catch(() => undefined)}>
        {t('common.disconnect')}
      </button>
    </>
  );
}
