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
import { AccountTabs } from './account-tabs/tabs';

/** The tabs need the data service (`api-url`); without it the view shows the RPC's balances as before. */

export default function AccountView(_props: { route: RouteOf<'Account'> }) {
  const client = useClient();
  const account = useAtomValue(activeAccountAtom);
  const namespace = useAtomValue(activeNamespaceAtom);
  const balanceStatus = useAtomValue(balanceStatusAtoms[namespace]);
  const { networks, apiUrl } = useAtomValue(optionsAtom);

  if (account.status !== 'connected') {
    return (
      <div className="wm-center" aria-busy="true">
        <span className="wm-spinner" aria-hidden="true" />
        <p className="wm-muted">{account.status === 'connecting' ? 'Connecting…' : 'Not connected'}</p>
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
          <span data-testid="wm-account-address" title={account.address}>
            {account.profileName ?? shortAddress(account.address)}
          </span>
          <CopyButton text={account.address} />
        </div>
        {account.balance ? (
          <p className="wm-balance" data-testid="wm-balance">
            {formatAmount(account.balance, NATIVE_BALANCE_DECIMALS)} {account.balanceSymbol}
          </p>
        ) : balanceStatus === 'loading' ? (
          <span className="wm-skeleton" aria-label="Loading balance" />
        ) : (
          <p className="wm-muted" data-testid="wm-balance-unavailable">
            Balance unavailable
          </p>
        )}
      </div>
      <WalletActions />
      {apiUrl && namespace === 'eip155' && !account.profileName && (
        <button type="button" className="wm-button wm-button--secondary" data-testid="wm-choose-name" onClick={() => client.push({ view: 'RegisterAccountName' })}>
          Choose a name
        </button>
      )}
      {account.addressExplorerUrl && (
        <a className="wm-link wm-center" href={account.addressExplorerUrl} target="_blank" rel="noopener noreferrer" data-testid="wm-address-explorer">
          View on block explorer
        </a>
      )}
      {apiUrl ? (
        <Suspense fallback={<SkeletonRows label="Loading" />}>
          <AccountTabs />
        </Suspense>
      ) : (
        <TokenList tokens={account.tokenBalance} />
      )}
      <p className="wm-section-title">
        Network: <span data-testid="wm-network-name">{network?.name ?? account.caipNetworkId}</span>
      </p>
      <NetworkList current={account.caipNetworkId} />
      <button type="button" className="wm-button wm-button--secondary" data-testid="wm-disconnect" onClick={() => client.disconnect().catch(() => undefined)}>
        Disconnect
      </button>
    </>
  );
}
