/**
 * The embedded wallet's chunk: the login views' actions (email, social, email change) and ApproveTransaction's answer,
 * bound to a client. Loaded when the Connect view shows email or social login, or a request needs the person.
 */
import { toWalletModalError } from '../../../errors/rpc';
import type { ClientContext } from '../../context';
import type { EmbeddedWalletActions } from '../../embedded-wallet-actions';
import { decideApproval } from './approval';
import { startEmailChange, verifyEmailChangeOtp } from './email-change';
import { resendEmailCode, startEmailLogin, verifyEmailOtp } from './email-login';
import { loginConnector } from './login-connector';
import { startSocialLogin } from './social-login';

/** `report`: the client's wm-error outlet; each action that rejects fires it once (docs/errors.md). */
export function embeddedWalletActions(ctx: ClientContext, report: (error: unknown) => unknown): EmbeddedWalletActions {
  const reported =
    <A extends unknown[]>(run: (ctx: ClientContext, ...args: A) => Promise<void>) =>
    async (...args: A): Promise<void> => {
      try {
        await run(ctx, ...args);
      } catch (error) {
        const e = toWalletModalError(error);
        report(e);
        throw e;
      }
    };
  return {
    prepare() {
      try {
        void loginConnector(ctx)
          .login.prepare()
          .catch(() => undefined);
      } catch {
        // No login connector (no frame-url): the login itself says so.
      }
    },
    startEmailLogin: reported(startEmailLogin),
    resendEmailCode: reported(resendEmailCode),
    verifyEmailOtp: reported(verifyEmailOtp),
    startSocialLogin: reported(startSocialLogin),
    startEmailChange: reported(startEmailChange),
    verifyEmailChangeOtp: reported(verifyEmailChangeOtp),
    decideApproval: (approved) => decideApproval(ctx, approved),
  };
}
