/**
 * What the frame needs from the auth service (server/auth/), as two small interfaces: the logins and sessions, and
 * the store of the two key shares that live there. http-auth.ts implements them over the service's routes for a frame
 * whose config.json names an `authUrl`; without one, `authNotConfigured` answers every call 'Not enabled'.
 * docs/embedded-wallet.md ("Keys") gives the rules an implementation keeps and the routes expected behind them.
 */
import * as MESSAGES from '../../src/messages';
import type { SocialLoginProvider } from '../../src/frame-protocol/fields';
import { Refusal } from '../refusal';

type AuthProvider = 'email' | SocialLoginProvider;

export type LoginSession = {
  /** The session token (SPEC §7's session update carries it to the app). */
  token: string;
  /** The service's stable id of the user: the key shares belong to it. */
  userId: string;
  email: string | null;
  userName?: string;
  provider: AuthProvider;
  /**
   * Made by a login that just completed (a code or a social callback), not resumed from a token: the only kind of
   * session the recovery share is read for (once per login, within minutes of it).
   */
  fresh: boolean;
};

export interface AuthApi {
  /** SPEC §4: answers what the app asks for next (a code was sent, or the device must be confirmed first). */
  startEmailLogin(email: string): Promise<'VERIFY_OTP' | 'VERIFY_DEVICE'>;
  confirmDevice(email: string): Promise<void>;
  verifyEmailCode(email: string, otp: string): Promise<LoginSession>;
  /** The provider's page the popup is sent to; the login's proof (the flow token) stays with the implementation. */
  socialRedirectUri(provider: SocialLoginProvider): Promise<string>;
  /** The session of the login started with `uri` (socialRedirectUri's answer), once the person is back from the provider. */
  completeSocialLogin(uri: string): Promise<LoginSession>;
  /**
   * The session the app's token (from an earlier SESSION_UPDATE) belongs to, not fresh, or null when it is over. Its
   * token may be a newer one than the app's (refreshed): the frame then announces it.
   */
  resumeSession(token: string): Promise<LoginSession | null>;
  /** Ends the session of `token` and any session this device keeps, forgetting the device's copy first. */
  signOut(token?: string): Promise<void>;
  startEmailChange(token: string, newEmail: string): Promise<'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP'>;
  verifyEmailChangePrimary(token: string, otp: string): Promise<void>;
  verifyEmailChangeSecondary(token: string, otp: string): Promise<{ email: string }>;
}

/** The auth share as the service keeps it: the share and the public addresses it rebuilds (to check a rebuild). */
export type AuthShareRecord = { share: Uint8Array; evmAddress: string; solanaAddress: string };

/**
 * The service's side of custody, for the user of the session `token`. The rules (test/support/memory-auth.ts keeps
 * them): a recovery share may be put, and replaced, until the auth share is put; the auth share is put once; the
 * recovery share is kept encrypted under the service's key-encryption key (from its configuration, never its
 * database) and is read at most once per login, within minutes of it (null when there is none yet); a signed-out or
 * unknown session gets nothing. The frame reads it at every fresh login, so the token the app then holds cannot.
 */
export interface AuthShareStore {
  putRecoveryShare(token: string, share: Uint8Array): Promise<void>;
  putAuthShare(token: string, record: AuthShareRecord): Promise<void>;
  getAuthShare(token: string): Promise<AuthShareRecord | null>;
  getRecoveryShare(token: string): Promise<Uint8Array | null>;
}

const notEnabled = async (): Promise<never> => {
  throw new Refusal(MESSAGES.frameNotEnabled);
};

/** A frame with no auth service configured: every login and every share answers 'Not enabled'. */
export const authNotConfigured: AuthApi & AuthShareStore = {
  startEmailLogin: notEnabled,
  confirmDevice: notEnabled,
  verifyEmailCode: notEnabled,
  socialRedirectUri: notEnabled,
  completeSocialLogin: notEnabled,
  resumeSession: notEnabled,
  signOut: notEnabled,
  startEmailChange: notEnabled,
  verifyEmailChangePrimary: notEnabled,
  verifyEmailChangeSecondary: notEnabled,
  putRecoveryShare: notEnabled,
  putAuthShare: notEnabled,
  getAuthShare: notEnabled,
  getRecoveryShare: notEnabled,
};
