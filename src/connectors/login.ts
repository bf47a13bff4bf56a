/**
 * A connector's `login` capability: the steps of a login the modal's own views lead (an email code, a social account,
 * and later an email change), for a wallet that has no screen of its own (the embedded wallet, SPEC §4).
 */
import { socialProvider, token, words, type SocialLoginProvider } from '../frame-protocol/fields';
import type { EmbeddedUser } from '../frame-protocol/results';
import { INVALID } from '../frame-protocol/schema';

export type { SocialLoginProvider } from '../frame-protocol/fields';

/** SPEC §5: one of google, github, apple, facebook, x, discord. */
export const isSocialLoginProvider = (value: unknown): value is SocialLoginProvider => socialProvider(value) !== INVALID;
/** A session token as the frame announces it. */
export const isSessionToken = (value: unknown): value is string => token(value) !== INVALID;
const userName = words(200);
/** A user name as the frame may answer it: one line of at most 200 characters. */
export const isLoginUserName = (value: unknown): value is string => userName(value) !== INVALID && value !== '';

/** SPEC §3's embedded-wallet user: email, address, chainId, accounts, userName, smartAccountDeployed, preferredAccountType. */
export type LoginUser = EmbeddedUser;

/** SPEC §4: what an email login asks for next. */
type EmailLoginStep = 'VERIFY_OTP' | 'VERIFY_DEVICE' | 'CONNECT';
/** SPEC §4: the two codes of an email change. */
type EmailChangeStep = 'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP';

export interface AccountLogin {
  /** Makes the wallet ready ahead of a login (the frame loaded, READY and 500 ms); rejects with FrameLoadError. */
  prepare(): Promise<void>;
  /** Sends a code to the address, or asks for this device to be confirmed first. */
  startEmail(email: string): Promise<EmailLoginStep>;
  /** Waits until the person has confirmed this device (VERIFY_DEVICE). */
  confirmDevice(): Promise<void>;
  /** Checks the code; once it resolves, `connect` answers the user. */
  verifyOtp(otp: string): Promise<void>;
  /** Where the social login's popup goes: the provider's authorization page. */
  socialRedirectUri(provider: SocialLoginProvider): Promise<string>;
  /** Completes a social login with the provider's callback URL the popup ended on. */
  completeSocial(provider: SocialLoginProvider, callbackUri: string): Promise<void>;
  /** Starts changing the logged-in account's email to `email`. */
  startEmailChange(email: string): Promise<EmailChangeStep>;
  /** The code sent to the current address; then the secondary code follows. */
  verifyEmailChangePrimary(otp: string): Promise<void>;
  /** The code sent to the new address; answers the new email. */
  verifyEmailChangeSecondary(otp: string): Promise<string>;
}
