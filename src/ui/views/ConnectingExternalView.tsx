import { useAtomValue } from 'jotai/react';
import { connectAttemptAtom, connectorsAtom } from '../../state/connection';
import type { RouteOf } from '../../state/routes';
import { useClient } from '../client-context';
import { WalletIcon } from '../components/WalletIcon';

/** Waiting for the wallet, then success, a rejection with retry, or the error's message. */
export default function ConnectingExternalView({ route }: { route: RouteOf<'ConnectingExternal'> }) {
  const client = useClient();
  const connector = useAtomValue(connectorsAtom).find((c) => c.id === route.connectorId);
  const attempt = useAtomValue(connectAttemptAtom);
  const name = connector?.name ?? 'your wallet';
  const status = attempt?.connectorId === route.connectorId ? attempt.status : 'waiting';
  const retry = () => client.connect(route.connectorId).catch(() => undefined);

  return (
    <div className="wm-center">
      <WalletIcon name={name} url={connector?.imageUrl} large />
      {status === 'waiting' && (
        <div className="wm-center" data-testid="wm-connect-waiting" aria-busy="true">
          <span className="wm-spinner" aria-hidden="true" />
          <p>Continue in {name}</p>
          <p className="wm-muted">Accept the connection request in the wallet.</p>
        </div>
      )}
      {status === 'success' && (
        <p data-testid="wm-connect-success" role="status">
          Connected
        </p>
      )}
      {(status === 'rejected' || status === 'error') && (
        <div className="wm-center" data-testid={status === 'rejected' ? 'wm-connect-rejected' : 'wm-connect-error'} role="alert">
          <p className="wm-error-text">{status === 'rejected' ? 'Connection declined' : 'Connection failed'}</p>
          <p className="wm-muted">
            {status === 'rejected' ? 'You rejected the request in the wallet.' : attempt && 'error' in attempt ? attempt.error.shortMessage : ''}
          </p>
          <button type="button" className="wm-button" data-testid="wm-retry" onClick={retry}>
            Try again
          </button>
        </div>
      )}
    </div>
  );
}
