/** SPEC §4's email change, from the Account view: the new address (SPEC §5: a valid e-mail), then its two codes. */
import { useRef } from 'react';
import { useAtomValue } from 'jotai/react';
import { activeAccountAtom } from '../../../state/account';
import { emailChangeAtom } from '../../../state/embedded-login';
import type { RouteOf } from '../../../state/routes';
import { useClient } from '../../client-context';
import { useI18n } from '../../i18n';
import { useAdoptedStyles } from '../../theme/use-adopted-styles';
import { EmailAddressForm } from './EmailAddressForm';
import { LOGIN_CSS } from './styles';

export default function UpdateEmailWalletView(_props: { route: RouteOf<'UpdateEmailWallet'> }) {
  const client = useClient();
  const { t } = useI18n();
  const ref = useRef<HTMLDivElement>(null);
  useAdoptedStyles(ref, LOGIN_CSS);
  const account = useAtomValue(activeAccountAtom);
  const change = useAtomValue(emailChangeAtom);
  const current = account.status === 'connected' ? account.user?.email : undefined;

  return (
    <div className="wm-body" ref={ref}>
      {current && (
        <p className="wm-muted" data-testid="wm-current-email">
          {t('login.currentEmail', { email: current })}
        </p>
      )}
      <EmailAddressForm
        inputTestId="wm-new-email-input"
        submitTestId="wm-new-email-submit"
        label={t('login.newEmail')}
        placeholder={t('login.newEmail')}
        isSending={() => change?.status === 'sending'}
        send={(address) => client.embeddedWallet().then((wallet) => wallet.startEmailChange(address))}
      />
    </div>
  );
}
