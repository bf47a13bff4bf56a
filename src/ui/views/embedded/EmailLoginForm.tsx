/** Connect's email field (SPEC §2's email method): an address checked as SPEC §5 says, then a code is sent to it. */
import { useId, useRef, useState, type FormEvent } from 'react';
import { useAtomValue } from 'jotai/react';
import type { WalletModalError } from '../../../errors';
import { emailLoginAtom } from '../../../state/embedded-login';
import { useClient } from '../../client-context';
import { useI18n } from '../../i18n';
import { useAdoptedStyles } from '../../theme/use-adopted-styles';
import { LoginError } from './LoginError';
import { prepareLogin } from './login-methods';
import { LOGIN_CSS } from './styles';

export function EmailLoginForm() {
  const client = useClient();
  const { t } = useI18n();
  const hintId = useId();
  const ref = useRef<HTMLDivElement>(null);
  useAdoptedStyles(ref, LOGIN_CSS);
  const login = useAtomValue(emailLoginAtom);
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [error, setError] = useState<WalletModalError | undefined>(undefined);
  const sending = login?.status === 'sending' && login.email === email.trim();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    const address = email.trim();
    // Empty is plainly wrong; any other address is checked by the action (SPEC §5's one e-mail rule), which answers 'Invalid email'.
    setInvalid(address === '');
    if (address === '' || sending) return;
    client
      .embeddedWallet()
      .then((wallet) => wallet.startEmailLogin(address))
      .catch((e: unknown) => setError(e as WalletModalError));
  };

  return (
    <div className="wm-login" ref={ref} data-testid="wm-email-login">
      <form className="wm-login-form" onSubmit={submit} noValidate>
        <input
          type="email"
          className="wm-input"
          data-testid="wm-email-input"
          aria-label={t('login.emailLabel')}
          placeholder={t('login.emailPlaceholder')}
          autoComplete="email"
          spellCheck={false}
          maxLength={254}
          value={email}
          aria-invalid={invalid || error !== undefined}
          aria-describedby={invalid || error ? hintId : undefined}
          onFocus={() => prepareLogin(client)}
          onChange={(event) => {
            setEmail(event.target.value);
            setInvalid(false);
          }}
        />
        <button type="submit" className="wm-button" data-testid="wm-email-submit" disabled={sending} aria-busy={sending}>
          {t('common.continue')}
        </button>
      </form>
      {invalid ? (
        <p id={hintId} className="wm-error-text" role="alert" data-testid="wm-login-error">
          {t('msg.invalidEmail')}
        </p>
      ) : (
        <LoginError id={hintId} error={error} />
      )}
    </div>
  );
}
