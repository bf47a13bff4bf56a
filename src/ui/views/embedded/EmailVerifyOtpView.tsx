/**
 * SPEC §4's one-time code of an email login: six boxes (OtpInput), checked as soon as they are full; a wrong code
 * empties them. Resend asks for a new code once SPEC §9's 30 s cooldown has passed, and shows what is left of it.
 */
import { useId, useRef, useState } from 'react';
import { useAtomValue } from 'jotai/react';
import { EMAIL_LOGIN_COOLDOWN_MS } from '../../../constants';
import type { WalletModalError } from '../../../errors';
import { emailLoginAtom, lastEmailLoginAtom } from '../../../state/embedded-login';
import type { RouteOf } from '../../../state/routes';
import { useClient } from '../../client-context';
import { useI18n } from '../../i18n';
import { useAdoptedStyles } from '../../theme/use-adopted-styles';
import { LoginError } from './LoginError';
import { OtpInput } from './OtpInput';
import { LOGIN_CSS } from './styles';
import { useSecondsUntil } from './use-seconds-until';

const asError = (error: unknown) => error as WalletModalError;

export default function EmailVerifyOtpView({ route }: { route: RouteOf<'EmailVerifyOtp'> }) {
  const client = useClient();
  const { t } = useI18n();
  const ref = useRef<HTMLDivElement>(null);
  useAdoptedStyles(ref, LOGIN_CSS);
  const errorId = useId();
  const login = useAtomValue(emailLoginAtom);
  const last = useAtomValue(lastEmailLoginAtom)[route.email.toLowerCase()];
  const wait = useSecondsUntil(last === undefined ? undefined : last + EMAIL_LOGIN_COOLDOWN_MS);
  // Each failed check starts the boxes afresh.
  const [attempt, setAttempt] = useState(0);
  const [resendError, setResendError] = useState<WalletModalError | undefined>(undefined);
  const current = login?.email === route.email ? login : undefined;
  const checking = current?.status === 'verifying' || current?.status === 'connecting';
  const error = resendError ?? current?.error;

  const verify = (code: string) => {
    setResendError(undefined);
    client
      .embeddedWallet()
      .then((wallet) => wallet.verifyEmailOtp(code))
      .catch(() => setAttempt((n) => n + 1));
  };
  const resend = () => {
    setResendError(undefined);
    client
      .embeddedWallet()
      .then((wallet) => wallet.resendEmailCode())
      .then(
        () => setAttempt((n) => n + 1),
        (e: unknown) => setResendError(asError(e)),
      );
  };

  return (
    <div className="wm-body" ref={ref} aria-busy={checking}>
      <p className="wm-center wm-muted" data-testid="wm-otp-sent">
        {t('login.codeSentTo', { email: route.email })}
      </p>
      <OtpInput
        key={attempt}
        label={t('login.codeLabel')}
        disabled={checking}
        invalid={error !== undefined}
        describedBy={error ? errorId : undefined}
        onComplete={verify}
      />
      {checking && (
        <p className="wm-center wm-muted" role="status" data-testid="wm-otp-status">
          <span className="wm-spinner" aria-hidden="true" /> {t('msg.authenticating')}
        </p>
      )}
      <LoginError id={errorId} error={error} />
      <button
        type="button"
        className="wm-button wm-button--secondary"
        data-testid="wm-otp-resend"
        disabled={wait > 0 || checking || current?.status === 'sending'}
        onClick={resend}
      >
        {wait > 0 ? t('login.resendIn', { n: wait }) : t('login.resend')}
      </button>
    </div>
  );
}
