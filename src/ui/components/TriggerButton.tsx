import { forwardRef } from 'react';
import { useAtomValue } from 'jotai/react';
import { shortAddress } from '../../chains/eip155/address';
import { NATIVE_BALANCE_DECIMALS } from '../../constants';
import { activeAccountAtom } from '../../state/account';
import { optionsAtom } from '../../state/options';
import { useClient } from '../client-context';
import { formatAmount } from '../format';
import { Avatar } from './Avatar';
import { serviceOrigin } from './service-origin';

/**
 * Connect when disconnected; the registered name (or short address) and balance once connected.
 * `onIntent`: the pointer is over it or it has focus, so a click is likely (the modal's code is fetched then).
 */
export const TriggerButton = forwardRef<HTMLButtonElement, { onIntent?: () => void }>(function TriggerButton({ onIntent }, ref) {
  const client = useClient();
  const account = useAtomValue(activeAccountAtom);
  const { apiUrl } = useAtomValue(optionsAtom);
  let label: React.ReactNode = 'Connect';
  if (account.status === 'connecting') label = 'Connecting…';
  if (account.status === 'connected') {
    label = (
      <>
        <Avatar address={account.address} small imageUrl={account.profileImage} serviceOrigin={serviceOrigin(apiUrl)} />
        <span data-testid="wm-trigger-name">{account.profileName ?? shortAddress(account.address)}</span>
        {account.balance && (
          <span>
            {formatAmount(account.balance, NATIVE_BALANCE_DECIMALS)} {account.balanceSymbol}
          </span>
        )}
      </>
    );
  }
  return (
    <button
      ref={ref}
      type="button"
      className="wm-button wm-trigger"
      data-testid="wm-trigger"
      aria-haspopup="dialog"
      onPointerEnter={onIntent}
      onFocus={onIntent}
      onClick={() => client.open()}
    >
      {label}
    </button>
  );
});
