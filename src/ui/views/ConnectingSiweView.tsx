/** SPEC view ConnectingSiwe: waiting while the wallet signs the sign-in message and the signature is checked; Cancel as on SIWXSignMessage. */
import { useAtomValue } from 'jotai/react';
import { activeNamespaceAtom, accountAtoms } from '../../state/account';
import { connectorsAtom } from '../../state/connection';
import { useClient } from '../client-context';
import { useI18n } from '../i18n';

export default function ConnectingSiweView() {
  const client = useClient();
  const { t } = useI18n();
  const account = useAtomValue(accountAtoms[useAtomValue(activeNamespaceAtom)]);
  const connectors = useAtomValue(connectorsAtom);
  const name = (account.status === 'connected' && connectors.find((c) => c.id === account.connectorId)?.name) || t('connect.yourWallet');
  return (
    <div className="wm-center" aria-busy="true" data-testid="wm-siwx-signing">
      <span className="wm-spinner" aria-hidden="true" />
      <p role="status">{t('siwx.waiting', { name })}</p>
      <p className="wm-muted">{t('siwx.free')}</p>
      {/* A wallet that never answers must not hold the page: Cancel is always there (Close may be disabled). */}
      <button
        type="button"
        className="wm-button wm-button--secondary"
        data-testid="wm-siwx-cancel"
        onClick={() => void client.signIn('cancel').catch((e) => client.reportError(e))}
      >
        {t('siwx.cancel')}
      </button>
    </div>
  );
}
