/**
 * The Account view's line for an account connected by a login: its email, or the social account's user name with the
 * provider, and for an email login the way to change the email (SPEC §4).
 */
import type { ConnectedAccount } from '../../../state/account';
import { useClient } from '../../client-context';
import { useI18n } from '../../i18n';
import { PROVIDER_NAMES } from './social';

export function AccountLogin({ account }: { account: ConnectedAccount }) {
  const client = useClient();
  const { t } = useI18n();
  const { user, socialProvider } = account;
  if (!user) return null;
  const name = user.email ?? user.userName;
  return (
    <div className="wm-row" data-testid="wm-account-login">
      <span className="wm-row__main">
        <bdi data-testid="wm-account-login-name">{name ?? ''}</bdi>{' '}
        <span className="wm-tag" data-testid="wm-account-login-provider">
          {socialProvider ? PROVIDER_NAMES[socialProvider] : t('login.emailLabel')}
        </span>
      </span>
      {!socialProvider && user.email && (
        <button
          type="button"
          className="wm-button wm-button--secondary"
          data-testid="wm-change-email"
          onClick={() => client.push({ view: 'UpdateEmailWallet' })}
        >
          {t('login.changeEmail')}
        </button>
      )}
    </div>
  );
}
