/** Connect's email field (SPEC §2's email method): an address checked as SPEC §5 says, then a code is sent to it. */
import { useRef } from 'react';
import { useAtomValue } from 'jotai/react';
import { emailLoginAtom } from '../../../state/embedded-login';
import { useClient } from '../../client-context';
import { useI18n } from '../../i18n';
import { useAdoptedStyles } from '../../theme/use-adopted-styles';
import { EmailAddressForm } from './EmailAddressForm';
import { prepareLogin } from './login-methods';
import { LOGIN_CSS } from './styles';

export function EmailLoginForm() {
  const client = useClient();
  const { t } = useI18n();
  const ref = useRef<HTMLDivElement>(null);
  useAdoptedStyles(ref, LOGIN_CSS);
  const login = useAtomValue(emailLoginAtom);

  return (
    <div className="wm-login" ref={ref} data-testid="wm-email-login">
      <EmailAddressForm
        inputTestId="wm-email-input"
        submitTestId="wm-email-submit"
        label={t('login.emailLabel')}
        placeholder={t('login.emailPlaceholder')}
        isSending={(address) => login?.status === 'sending' && login.email === address}
        send={(address) => client.embeddedWallet().then((wallet) => wallet.startEmailLogin(address))}
        onFocus={() => prepareLogin(client)}
      />
    </div>
  );
}
