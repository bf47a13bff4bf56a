import { Suspense, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
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
import { NetworkImage } from '../components/NetworkImage';
import { serviceOrigin } from '../components/service-origin';
import { SkeletonRows } from '../components/SkeletonRows';
import { TokenList } from '../components/TokenList';
import { WalletActions } from '../components/WalletActions';
import { formatAmount } from '../format';
import { useI18n } from '../i18n';
import { AccountTabs } from './account-tabs/tabs';
import { AccountLogin } from './embedded/AccountLogin';

/**
 * The Account view, compact enough for a phone (360 × 640 shows the address, the balance, the actions, the tabs and
 * the first rows): a bar with the network, a button that opens the network list in place, and Disconnect, one press
 * away. The tabs need the data service (`api-url`); without it the view shows the RPC's balances as before.
 */
export default function AccountView(_props: { route: RouteOf<'Account'> }) {
  const client = useClient();
  const { t, intl } = useI18n();
  const account = useAtomValue(activeAccountAtom);
  const namespace = useAtomValue(activeNamespaceAtom);
  const balanceStatus = useAtomValue(balanceStatusAtoms[namespace]);
  const { networks, apiUrl } = useAtomValue(optionsAtom);
  const [choosingNetwork, chooseNetwork] = useState(false);
  const networkButton = useRef<HTMLButtonElement>(null);
  const networksId = useId();
  const caipNetworkId = account.status === 'connected' ? account.caipNetworkId : undefined;
  // A switch that lands closes the list, and the focus goes back to the button that opened it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on the network's change only.
  useEffect(() => {
    chooseNetwork((open) => {
      if (open) networkButton.current?.focus();
      return false;
    });
  }, [caipNetworkId]);
  const closeNetworks = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    // Escape closes the list, not the dialog (whose own Escape waits for the next press): marked handled, the dialog leaves it.
    event.preventDefault();
    chooseNetwork(false);
    networkButton.current?.focus();
  };

  if (account.status !== 'connected') {
    return (
      <div className="wm-center" aria-busy="true">
        <span className="wm-spinner" aria-hidden="true" />
        <p className="wm-muted">{t(account.status === 'connecting' ? 'common.connecting' : 'common.notConnected')}</p>
      </div>
    );
  }
  const network = networks.find((n) => n.caipNetworkId === account.caipNetworkId);

  const networkName = network?.name ?? account.caipNetworkId;
  return (
    <>
      <div className="wm-account-bar">
        <button
          ref={networkButton}
          type="button"
          className="wm-chip"
          data-testid="wm-network-button"
          aria-expanded={choosingNetwork}
          aria-controls={networksId}
          onClick={() => chooseNetwork((open) => !open)}
        >
          <span className="wm-visually-hidden">{t('account.network')} </span>
          <NetworkImage className="wm-network-image" size={20} apiUrl={apiUrl} caipNetworkId={account.caipNetworkId} label={networkName} />
          <span data-testid="wm-network-name">{networkName}</span>
          <span className="wm-chip__caret" aria-hidden="true">
            ▾
          </span>
        </button>
        <button type="button" className="wm-chip" data-testid="wm-disconnect" onClick={() => client.disconnect().catch(() => undefined)}>
          {t('common.disconnect')}
        </button>
      </div>
      {choosingNetwork && (
        // biome-ignore lint/a11y/noStaticElementInteractions: Escape bubbles here from the list's buttons, which hold the focus.
        <div id={networksId} className="wm-network-panel" onKeyDown={closeNetworks}>
          <NetworkList current={account.caipNetworkId} autoFocus />
        </div>
      )}
      <NamespaceSwitcher />
      <div className="wm-center wm-account-head">
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
    </>
  );
}
