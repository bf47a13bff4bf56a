/** SPEC §4's email change, from the Account view: the new address (SPEC §5: a valid e-mail), then its two codes. */
import { useId, useRef, useState, type FormEvent } from 'react';
import { useAtomValue } from 'jotai/react';
import type { WalletModalError } from '../../../errors';
import { activeAccountAtom } from '../../../state/account';
import { emailChangeAtom } from '../../../state/embedded-login';
import type { RouteOf } from '../../../state/routes';
import { useClient } from '../../client-context';
import { useI18n } from '../../i18n';
import { useAdoptedStyles } from '../../theme/use-adopted-styles';
import { LoginError } from './LoginError';
import { LOGIN_CSS } from './styles';

export default function UpdateEmailWalletView(_props: { route: RouteOf<'UpdateEmailWallet'> }) {
  const client = useClient();
  const { t } = useI18n();
  const ref = useRef<HTMLDivElement>(null);
  useAdoptedStyles(ref, LOGIN_CSS);
  const hintId = useId();
  const account = useAtomValue(activeAccountAtom);
  const change = useAtomValue(emailChangeAtom);
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [error, setError] = useState<WalletModalError | undefined>(undefined);
  const current = account.status === 'connected' ? account.user?.email : undefined;
  const sending = change?.status === 'sending';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    const address = email.trim();
    // Empty is plainly wrong; any other address is checked by the action (SPEC §5's one e-mail rule), which answers 'Invalid email'.
    setInvalid(address === '');
    if (address === '' || sending) return;
    client
      .embeddedWallet()
      .then((wallet) => wallet.startEmailChange(address))
      .catch((e: unknown) => setError(e as WalletModalError));
  };

  return (
    <div className="wm-body" ref={ref}>
      {current && (
        <p className="wm-muted" data-testid="wm-current-email">
          {t('login.currentEmail', { email: current })}
        </p>
      )}
      <form className="wm-login-form" onSubmit={submit} noValidate>
        <input
          type="email"
          className="wm-input"
          data-testid="wm-new-email-input"
          aria-label={t('login.newEmail')}
          placeholder={t('login.newEmail')}
          autoComplete="email"
          spellCheck={false}
          maxLength={254}
          value={email}
          aria-invalid={invalid || error !== undefined}
          aria-describedby={invalid || error ? hintId : undefined}
          onChange={(event) => {
            setEmail(event.target.value);
            setInvalid(false);
          }}
        />
        <button type="submit" className="wm-button" data-testid="wm-new-email-submit" disabled={sending} aria-busy={sending}>
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
