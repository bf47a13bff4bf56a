/** SPEC view RegisterAccountNameSuccess: shown while the wallet signs and the name is posted, then the result. */
import { useAtomValue } from 'jotai/react';
import { registrationAtom } from '../../state/account-data';
import type { RouteOf } from '../../state/routes';
import { useClient } from '../client-context';
import { useI18n } from '../i18n';

export default function RegisterAccountNameSuccessView({ route }: { route: RouteOf<'RegisterAccountNameSuccess'> }) {
  const client = useClient();
  const { t } = useI18n();
  const registration = useAtomValue(registrationAtom);
  if (registration?.status === 'done') {
    return (
      <div className="wm-center" data-testid="wm-name-registered">
        <p className="wm-title">{registration.name}</p>
        <p className="wm-muted">{t('name.isYours')}</p>
        <button type="button" className="wm-button" onClick={() => client.open({ view: 'Account' })}>
          {t('common.backToAccount')}
        </button>
      </div>
    );
  }
  return (
    <div className="wm-center" aria-busy="true" data-testid="wm-name-pending">
      <span className="wm-spinner" aria-hidden="true" />
      <p className="wm-muted" role="status">
        {t(registration?.status === 'posting' ? 'name.posting' : 'name.sign', { name: route.name })}
      </p>
    </div>
  );
}
