/**
 * The trigger's label once connected: the avatar, the registered name (or short address) and the balance. Its own
 * chunk: a visitor who never connects never fetches it (TriggerButton).
 */
import { shortAddress } from '../../chains/eip155/address';
import { NATIVE_BALANCE_DECIMALS } from '../../constants';
import type { ConnectedAccount } from '../../state/account';
import { formatAmount } from '../format';
import { useI18n } from '../i18n';
import { Avatar } from './Avatar';
import { NetworkImage } from './NetworkImage';
import { serviceOrigin } from './service-origin';

export default function TriggerAccount({ account, apiUrl }: { account: ConnectedAccount; apiUrl: string | undefined }) {
  const { intl } = useI18n();
  return (
    <>
      <Avatar address={account.address} small imageUrl={account.profileImage} serviceOrigin={serviceOrigin(apiUrl)} />
      <bdi data-testid="wm-trigger-name" dir={account.profileName ? undefined : 'ltr'}>
        {account.profileName ?? shortAddress(account.address)}
      </bdi>
      {account.balance && (
        <bdi dir="ltr">
          <NetworkImage className="wm-token-icon" size={16} apiUrl={apiUrl} caipNetworkId={account.caipNetworkId} label={account.balanceSymbol ?? ''} />{' '}
          {formatAmount(account.balance, NATIVE_BALANCE_DECIMALS, intl)} {account.balanceSymbol}
        </bdi>
      )}
    </>
  );
}
