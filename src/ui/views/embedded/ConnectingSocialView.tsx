/**
 * A social login in its popup: waiting for the person there, then 'Authenticating...'. A popup the browser blocked,
 * or a login that failed, offers to try again, with a click of the person's own (which the popup needs).
 */
import { useAtomValue } from 'jotai/react';
import { socialLoginAtom } from '../../../state/embedded-login';
import type { RouteOf } from '../../../state/routes';
import { useClient } from '../../client-context';
import { useI18n } from '../../i18n';
import { LoginError } from './LoginError';
import { openLoginPopup, PROVIDER_NAMES } from './social';

export default function ConnectingSocialView({ route }: { route: RouteOf<'ConnectingSocial'> }) {
  const client = useClient();
  const { t } = useI18n();
  const login = useAtomValue(socialLoginAtom);
  const current = login?.provider === route.provider ? login : undefined;
  const name = PROVIDER_NAMES[route.provider];
  const retry = () => {
    const popup = openLoginPopup();
    void client
      .embeddedWallet()
      .then((wallet) => wallet.startSocialLogin(route.provider, popup))
      .catch(() => undefined);
  };
  const failed = current?.status === 'blocked' || current?.status === 'error';

  return (
    <div className="wm-body">
      {!failed && (
        <div className="wm-center" aria-busy="true" data-testid="wm-social-waiting">
          <span className="wm-spinner" aria-hidden="true" />
          <p role="status">{current?.status === 'connecting' ? t('msg.authenticating') : t('login.continueInPopup', { provider: name })}</p>
        </div>
      )}
      {failed && (
        <div className="wm-center" data-testid={current.status === 'blocked' ? 'wm-social-blocked' : 'wm-social-error'}>
          <LoginError error={current.error} />
          {current.status === 'blocked' && <p className="wm-muted">{t('login.popupBlockedHint')}</p>}
          <button type="button" className="wm-button" data-testid="wm-social-retry" onClick={retry}>
            {t('common.tryAgain')}
          </button>
        </div>
      )}
    </div>
  );
}
