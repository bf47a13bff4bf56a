/** A login step's failure, in the active language (SPEC §8's words, and the auth service's as they come). */
import type { WalletModalError } from '../../../errors';
import { useI18n } from '../../i18n';

export function LoginError({ id, error }: { id?: string; error: WalletModalError | undefined }) {
  const { message } = useI18n();
  if (!error) return null;
  return (
    <p id={id} className="wm-error-text" role="alert" data-testid="wm-login-error">
      {message(error.shortMessage)}
    </p>
  );
}
