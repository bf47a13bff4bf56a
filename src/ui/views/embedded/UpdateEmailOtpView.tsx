/** SPEC §4's email change codes: the one sent to the current address (primary), then the one sent to the new (secondary). */
import { useId, useRef, useState } from 'react';
import { useAtomValue } from 'jotai/react';
import { emailChangeAtom } from '../../../state/embedded-login';
import type { RouteOf } from '../../../state/routes';
import { useClient } from '../../client-context';
import { useI18n } from '../../i18n';
import { useAdoptedStyles } from '../../theme/use-adopted-styles';
import { LoginError } from './LoginError';
import { OtpInput } from './OtpInput';
import { LOGIN_CSS } from './styles';

type Route = RouteOf<'UpdateEmailPrimaryOtp'> | RouteOf<'UpdateEmailSecondaryOtp'>;

export const UpdateEmailPrimaryOtpView = ({ route }: { route: RouteOf<'UpdateEmailPrimaryOtp'> }) => <UpdateEmailOtp route={route} />;
export const UpdateEmailSecondaryOtpView = ({ route }: { route: RouteOf<'UpdateEmailSecondaryOtp'> }) => <UpdateEmailOtp route={route} />;

function UpdateEmailOtp({ route }: { route: Route }) {
  const client = useClient();
  const { t } = useI18n();
  const ref = useRef<HTMLDivElement>(null);
  useAdoptedStyles(ref, LOGIN_CSS);
  const errorId = useId();
  const change = useAtomValue(emailChangeAtom);
  const [attempt, setAttempt] = useState(0);
  const current = change?.email === route.email ? change : undefined;
  const checking = current?.status === 'verifying';
  const primary = route.view === 'UpdateEmailPrimaryOtp';

  const verify = (code: string) =>
    void client
      .embeddedWallet()
      .then((wallet) => wallet.verifyEmailChangeOtp(code))
      .catch(() => setAttempt((n) => n + 1));

  return (
    <div className="wm-body" ref={ref} aria-busy={checking}>
      <p className="wm-center wm-muted" data-testid="wm-change-hint">
        {primary ? t('login.primaryCodeHint') : t('login.codeSentTo', { email: route.email })}
      </p>
      {/* A new key per step: the secondary code starts with empty boxes. */}
      <OtpInput
        key={`${route.view}-${attempt}`}
        label={t('login.codeLabel')}
        disabled={checking}
        invalid={current?.error !== undefined}
        describedBy={current?.error ? errorId : undefined}
        onComplete={verify}
      />
      <LoginError id={errorId} error={current?.error} />
    </div>
  );
}
