/**
 * The frame's AuthApi and AuthShareStore over HTTP, on the auth service's routes (docs/embedded-wallet.md, "Auth
 * service"): an email login is POST /v1/email/code then /v1/email/verify; a social login is POST
 * /v1/social/<provider>/start, whose flow token stays in this frame's memory, then POST /v1/social/complete asked until
 * the popup is back (social-flows.ts); an email change is POST /v1/email/change, then its /primary and /secondary codes.
 * A session is an access token (the token the app is given) and a refresh token that stays in the frame
 * (credentials.ts), stored alike by either login; the shares move as base64.
 */
import { base64ToBytes, bytesToBase64 } from '../../src/chains/solana/encoding';
import type { Parser } from '../../src/frame-protocol/schema';
import * as MESSAGES from '../../src/messages';
import { Refusal } from '../refusal';
import type { AuthApi, AuthShareStore, LoginSession } from './api';
import {
  authShareAnswer,
  codeAnswer,
  emailChangeAnswer,
  emailChangedAnswer,
  parsedAnswer,
  providerOf,
  recoveryShareAnswer,
  sessionAnswer,
  sessionInfo,
  type SessionAnswer,
  type SessionInfo,
} from './answers';
import { issuedBy, rotated, type CredentialStore, type Credentials } from './credentials';
import { createSocialFlows, type SocialFlowOptions } from './social-flows';
import { failureOf, type AuthAnswer, type AuthCall, type AuthTransport } from './transport';

export type HttpAuthOptions = {
  transport: AuthTransport;
  credentials: CredentialStore;
  /** Unix ms. */
  now?: () => number;
  /** Runs `task` alone among this origin's frames (Web Locks), so that two tabs never spend one refresh token twice. */
  exclusive?: <T>(task: () => Promise<T>) => Promise<T>;
  /** A social login's claim: how often it asks and for how long (social-flows.ts has the defaults). */
  socialPoll?: Pick<SocialFlowOptions, 'pollMs' | 'limitMs'>;
};

/** An access token this close to its end is refreshed before use rather than sent to fail. */
const EXPIRY_MARGIN_MS = 30_000;
/** A key share's bytes: 64 of secret and Shamir's one (custody.ts); bounded with room. */
const MAX_SHARE_BYTES = 512;

function shareBytes(path: string, text: string): Uint8Array {
  const bytes = base64ToBytes(text, MAX_SHARE_BYTES);
  if (!bytes) throw new Error(`the auth service's share from ${path} is not base64`);
  return bytes;
}

/** A share route's refusal: the session is over (or its one recovery read spent), or the wallet is committed already. */
function shareFailure(path: string, answer: AuthAnswer): Error {
  const failure = failureOf(path, answer);
  if (failure.message === MESSAGES.originNotAllowed) return failure;
  if (answer.status === 401 || answer.status === 403) return new Refusal(MESSAGES.alertSessionExpired);
  if (answer.status === 409) return new Refusal(MESSAGES.actionNotAllowed);
  // The recovery routes exist only where the service has a key-encryption key.
  if (answer.status === 404) return new Refusal(MESSAGES.frameNotEnabled);
  return failure;
}

const credentialsOf = (answer: SessionAnswer): Omit<Credentials, 'earlier'> => ({
  userId: answer.user.id,
  email: answer.user.email,
  accessToken: answer.accessToken,
  accessTokenExpiresAt: answer.accessTokenExpiresAt,
  refreshToken: answer.refreshToken,
  refreshTokenExpiresAt: answer.refreshTokenExpiresAt,
});

const loginOf = (info: SessionInfo, token: string, fresh: boolean): LoginSession => ({
  token,
  userId: info.user.id,
  email: info.user.email,
  ...(typeof info.user.userName === 'string' ? { userName: info.user.userName } : {}),
  provider: providerOf(info),
  fresh,
});

export function createHttpAuth({
  transport,
  credentials,
  now = Date.now,
  exclusive = (task) => task(),
  socialPoll = {},
}: HttpAuthOptions): AuthApi & AuthShareStore {
  const expired = (c: Credentials) => now() >= c.accessTokenExpiresAt - EXPIRY_MARGIN_MS;

  async function ask<T>(method: 'GET' | 'POST' | 'PUT', path: string, parser: Parser<T>, call: AuthCall): Promise<T> {
    const answer = await transport.call(method, path, call);
    if (answer.status !== 200) throw failureOf(path, answer);
    return parsedAnswer(path, parser, answer);
  }

  /** A share route that answers 204 when done. */
  async function store(path: string, call: AuthCall): Promise<void> {
    const answer = await transport.call('PUT', path, call);
    if (answer.status !== 204) throw shareFailure(path, answer);
  }

  /** Who a token's session is, or null when it opens none (expired, signed out, never ours). */
  async function whoIs(token: string): Promise<SessionInfo | null> {
    const answer = await transport.call('GET', '/v1/session', { token });
    if (answer.status === 401) return null;
    if (answer.status !== 200) throw failureOf('/v1/session', answer);
    return parsedAnswer('/v1/session', sessionInfo, answer);
  }

  /**
   * New tokens for the stored session, one frame of this origin at a time; null when the session is over. The refresh
   * token is spent by its use, and one shown twice ends the session: a frame that waited reads what the other stored.
   */
  function refresh(current: Credentials): Promise<Credentials | null> {
    return exclusive(async () => {
      const latest = credentials.get();
      if (latest === null || latest.userId !== current.userId) return null;
      if (latest.refreshToken !== current.refreshToken && !expired(latest)) return latest;
      const answer = await transport.call('POST', '/v1/session/refresh', { body: { refreshToken: latest.refreshToken } });
      if (answer.status === 401) {
        credentials.clear();
        return null;
      }
      if (answer.status !== 200) throw failureOf('/v1/session/refresh', answer);
      const next = rotated(latest, credentialsOf(parsedAnswer('/v1/session/refresh', sessionAnswer, answer)));
      credentials.put(next);
      return next;
    });
  }

  /** Ends a session at the service: with its access token, or, when that has run out, a fresh one from its refresh token. */
  async function revoke(access: string, refreshToken?: string): Promise<void> {
    const first = await transport.call('POST', '/v1/session/sign-out', { token: access, body: {} });
    if (first.status === 200) return;
    if (first.status !== 401) throw failureOf('/v1/session/sign-out', first);
    if (refreshToken === undefined) return;
    const renewed = await transport.call('POST', '/v1/session/refresh', { body: { refreshToken } });
    // 401: the session is over already, which is what was asked.
    if (renewed.status === 401) return;
    if (renewed.status !== 200) throw failureOf('/v1/session/refresh', renewed);
    const { accessToken } = parsedAnswer('/v1/session/refresh', sessionAnswer, renewed);
    const last = await transport.call('POST', '/v1/session/sign-out', { token: accessToken, body: {} });
    if (last.status !== 200 && last.status !== 401) throw failureOf('/v1/session/sign-out', last);
  }

  const social = createSocialFlows({ transport, now, ...socialPoll, discard: (answer) => revoke(answer.accessToken, answer.refreshToken) });

  /** A completed login (a code or a social claim): its tokens kept on this device, in place of any earlier session's. */
  function loggedIn(answer: SessionAnswer): LoginSession {
    credentials.put({ ...credentialsOf(answer), earlier: [] });
    return loginOf(answer, answer.accessToken, true);
  }

  /**
   * The access token to send for the app's `token`: when it is this device's session, its current one, refreshed once
   * it has run out (the app's token may have been issued long before an email change is asked for).
   */
  async function accessFor(token: string): Promise<string> {
    const stored = credentials.get();
    if (stored === null || !issuedBy(stored, token)) return token;
    if (!expired(stored)) return stored.accessToken;
    return (await refresh(stored))?.accessToken ?? token;
  }

  return {
    async startEmailLogin(email) {
      return (await ask('POST', '/v1/email/code', codeAnswer, { body: { email } })).action;
    },
    async confirmDevice() {
      // The service never asks for a device confirmation (it answers VERIFY_OTP): there is none to confirm.
      throw new Refusal(MESSAGES.actionNotAllowed);
    },
    async verifyEmailCode(email, otp) {
      return loggedIn(await ask('POST', '/v1/email/verify', sessionAnswer, { body: { email, otp } }));
    },
    socialRedirectUri: (provider) => social.start(provider),
    async completeSocialLogin(uri) {
      return loggedIn(await social.claim(uri));
    },
    async resumeSession(token) {
      const stored = credentials.get();
      if (stored === null || !issuedBy(stored, token)) {
        // A token this frame keeps no refresh token for: it serves while it lives.
        const info = await whoIs(token);
        return info === null ? null : loginOf(info, token, false);
      }
      let current: Credentials | null = stored;
      if (!expired(current)) {
        const info = await whoIs(current.accessToken);
        if (info !== null) return loginOf(info, current.accessToken, false);
      }
      current = await refresh(current);
      if (current === null) return null;
      const info = await whoIs(current.accessToken);
      return info === null ? null : loginOf(info, current.accessToken, false);
    },
    async signOut(token) {
      // Forgotten here first: a service out of reach must not leave a session this device could resume.
      const stored = credentials.get();
      credentials.clear();
      if (stored !== null) await revoke(stored.accessToken, stored.refreshToken);
      if (token !== undefined && (stored === null || !issuedBy(stored, token))) await revoke(token);
    },
    async startEmailChange(token, email) {
      return (await ask('POST', '/v1/email/change', emailChangeAnswer, { token: await accessFor(token), body: { email } })).action;
    },
    async verifyEmailChangePrimary(token, otp) {
      const { action } = await ask('POST', '/v1/email/change/primary', emailChangeAnswer, { token: await accessFor(token), body: { otp } });
      if (action !== 'VERIFY_SECONDARY_OTP') throw new Error(`the auth service answered the primary code with ${action}`);
    },
    async verifyEmailChangeSecondary(token, otp) {
      const { email } = await ask('POST', '/v1/email/change/secondary', emailChangedAnswer, { token: await accessFor(token), body: { otp } });
      const stored = credentials.get();
      if (stored !== null && issuedBy(stored, token)) credentials.put({ ...stored, email });
      return { email };
    },
    putRecoveryShare: (token, share) => store('/v1/shares/recovery', { token, body: { share: bytesToBase64(share) } }),
    putAuthShare: (token, { share, evmAddress, solanaAddress }) =>
      store('/v1/shares/auth', { token, body: { share: bytesToBase64(share), evmAddress, solanaAddress } }),
    async getAuthShare(token) {
      const path = '/v1/shares/auth';
      const answer = await transport.call('GET', path, { token });
      if (answer.status === 404) return null;
      if (answer.status !== 200) throw shareFailure(path, answer);
      const record = parsedAnswer(path, authShareAnswer, answer);
      return { share: shareBytes(path, record.share), evmAddress: record.evmAddress, solanaAddress: record.solanaAddress };
    },
    async getRecoveryShare(token) {
      const path = '/v1/shares/recovery/read';
      const answer = await transport.call('POST', path, { token, body: {} });
      if (answer.status === 204) return null;
      if (answer.status !== 200) throw shareFailure(path, answer);
      return shareBytes(path, parsedAnswer(path, recoveryShareAnswer, answer).share);
    },
  };
}
