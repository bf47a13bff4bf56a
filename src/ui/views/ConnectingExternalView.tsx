import { useAtomValue } from 'jotai/react';
import { connectAttemptAtom, connectorsAtom } from '../../state/connection';
import type { RouteOf } from '../../state/routes';
import { useClient } from '../client-context';
import { useI18n } from '../i18n';
import { WalletIcon } from '../components/WalletIcon';

/** Waiting for the wallet, then success, a rejection with retry, or the error's message. */
export default function ConnectingExternalView({ route }: { route: RouteOf<'ConnectingExternal'> }) {
  const client = useClient();
  const { t, message } = useI18n();
  const connector = useAtomValue(connectorsAtom).find((c) => c.id === route.connectorId);
  const attempt = useAtomValue(connectAttemptAtom);
  const name = connector?.name ?? t('connect.yourWallet');
  const status = attempt?.connectorId === route.connectorId ? attempt.status : 'waiting';
  const retry = () => client.connect(route.connectorId).catch(() => undefined);

  return (
    <div className="wm-center">
      <WalletIcon name={name} url={connector?.imageUrl} large />
      {status === 'waiting' && (
        <div className="wm-center" data-testid="wm-connect-waiting" aria-busy="true">
          <span className="wm-spinner" aria-hidden="true" />
          <p>{t('connect.continueIn', { name })}</p>
          <p className="wm-muted">{t('connect.accept')}</p>
        </div>
      )}
      {status === 'success' && (
        <p data-testid="wm-connect-success" role="status">
          {t('common.connected')}
        </p>
      )}
      {(status === 'rejected' || status === 'error') && (
        <div className="wm-center" data-testid={status === 'rejected' ? 'wm-connect-rejected' : 'wm-connect-error'} role="alert">
          <p className="wm-error-text">{t(status === 'rejected' ? 'connect.declined' : 'connect.failed')}</p>
          <p className="wm-muted">
            {status === 'rejected' ? t('connect.rejectedHint') : attempt && 'error' in attempt ? message(attempt.error.shortMessage) : ''}
          </p>
          <button type="button" className="wm-button" data-testid="wm-retry" onClick={retry}>
            {t('common.tryAgain')}
          </button>
        </div>
      )}
    </div>
  );
}
