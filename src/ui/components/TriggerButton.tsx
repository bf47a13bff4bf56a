import { forwardRef } from 'react';
import { useAtomValue } from 'jotai/react';
import { activeAccountAtom } from '../../state/account';
import { optionsAtom } from '../../state/options';
import { useClient } from '../client-context';
import { useFirstScriptText } from '../first-script-text';
import { preloadable, useLoaded } from '../preloadable';

// Fetched when an account starts connecting (a stored session restores, or a wallet answers), not in the first script.
const TriggerAccount = preloadable(() => import('./TriggerAccount'));

/**
 * Connect when disconnected; the registered name (or short address) and balance once connected.
 * `onIntent`: the pointer is over it or it has focus, so a click is likely (the modal's code is fetched then).
 */
export const TriggerButton = forwardRef<HTMLButtonElement, { onIntent?: () => void }>(function TriggerButton({ onIntent }, ref) {
  const client = useClient();
  const { t } = useFirstScriptText();
  const account = useAtomValue(activeAccountAtom);
  const { apiUrl } = useAtomValue(optionsAtom);
  // Drawn once it is here: until then, or if it cannot be fetched, the name as plain text.
  const accountLabel = useLoaded(TriggerAccount, account.status !== 'disconnected');
  let label: React.ReactNode = t('common.connect');
  if (account.status === 'connecting') label = t('common.connecting');
  if (account.status === 'connected') {
    label = accountLabel ? (
      <TriggerAccount account={account} apiUrl={apiUrl} />
    ) : (
      <span data-testid="wm-trigger-name">{account.profileName ?? `${account.address.slice(0, 6)}…`}</span>
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
