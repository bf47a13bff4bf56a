/** What the embedded wallet's chunk (actions/embedded/) offers the views, typed apart from it so the client's types need none of its code. */
import type { SocialLoginProvider } from '../connectors/connector';

/** The social login's popup as the opener uses it: sent to the provider's page, closed when the login ends. */
export type LoginPopup = { readonly location: { href: string }; close(): void };

export type EmbeddedWalletActions = {
  /** Loads the wallet's frame ahead of a login (on the person's intent); a failure waits for the login to report it. */
  prepare(): void;
  startEmailLogin(email: string): Promise<void>;
  resendEmailCode(): Promise<void>;
  verifyEmailOtp(otp: string): Promise<void>;
  /** `popup`: opened by the view in the click (window.open), or null when the browser blocked it. */
  startSocialLogin(provider: SocialLoginProvider, popup: LoginPopup | null): Promise<void>;
  startEmailChange(email: string): Promise<void>;
  verifyEmailChangeOtp(otp: string): Promise<void>;
  /** ApproveTransaction: Approve (true) or Reject (false) the request it shows. */
  decideApproval(approved: boolean): void;
};
