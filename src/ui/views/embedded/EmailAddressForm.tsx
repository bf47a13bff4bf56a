/** An e-mail address and Continue, for a login and for an email change: one field, one rule (SPEC §5), one error line. */
import { useId, useState, type FormEvent } from 'react';
import type { WalletModalError } from '../../../errors';
import { useI18n } from '../../i18n';
import { LoginError } from './LoginError';

export type EmailAddressFormProps = {
  /** Test ids of the field and its button. */
  inputTestId: string;
  submitTestId: string;
  label: string;
  placeholder: string;
  /** Whether a send of this address is under way (a second submit is ignored). */
  isSending: (address: string) => boolean;
  send: (address: string) => Promise<unknown>;
  onFocus?: () => void;
};

export function EmailAddressForm({ inputTestId, submitTestId, label, placeholder, isSending, send, onFocus }: EmailAddressFormProps) {
  const { t } = useI18n();
  const hintId = useId();
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [error, setError] = useState<WalletModalError | undefined>(undefined);
  const sending = isSending(email.trim());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    const address = email.trim();
    // Empty is plainly wrong; any other address is checked by the action (SPEC §5's one e-mail rule), which answers 'Invalid email'.
    setInvalid(address === '');
    if (address === '' || sending) return;
    send(address).catch((e: unknown) => setError(e as WalletModalError));
  };

  return (
    <>
      <form className="wm-login-form" onSubmit={submit} noValidate>
        <input
          type="email"
          className="wm-input"
          data-testid={inputTestId}
          aria-label={label}
          placeholder={placeholder}
          autoComplete="email"
          spellCheck={false}
          maxLength={254}
          value={email}
          aria-invalid={invalid || error !== undefined}
          aria-describedby={invalid || error ? hintId : undefined}
          onFocus={onFocus}
          onChange={(event) => {
            setEmail(event.target.value);
            setInvalid(false);
          }}
        />
        <button type="submit" className="wm-button" data-testid={submitTestId} disabled={sending} aria-busy={sending}>
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
    </>
  );
}
