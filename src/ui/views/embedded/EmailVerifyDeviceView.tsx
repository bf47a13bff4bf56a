/** SPEC §4's VERIFY_DEVICE: the login waits until the person approves this device from the email they were sent. */
import { useAtomValue } from 'jotai/react';
import { emailLoginAtom } from '../../../state/embedded-login';
import type { RouteOf } from '../../../state/routes';
import { useClient } from '../../client-context';
import { useI18n } from '../../i18n';
import { LoginError } from './LoginError';

export default function EmailVerifyDeviceView({ route }: { route: RouteOf<'EmailVerifyDevice'> }) {
  const client = useClient();
  const { t } = useI18n();
  const login = useAtomValue(emailLoginAtom);
  const current = login?.email === route.email ? login : undefined;
  return (
    <div className="wm-body">
      {current?.status === 'device' && (
        <div className="wm-center" aria-busy="true" data-testid="wm-device-waiting">
          <span className="wm-spinner" aria-hidden="true" />
          <p>{t('login.deviceHint', { email: route.email })}</p>
        </div>
      )}
      <LoginError error={current?.error} />
      {current?.error && (
        <button type="button" className="wm-button wm-button--secondary" onClick={() => client.goBack()}>
          {t('common.back')}
        </button>
      )}
    </div>
  );
}
