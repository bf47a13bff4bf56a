/**
 * The session's tokens, kept by the frame alone: in its memory, and in its own origin's storage so that a reload of
 * the page resumes the session (the app's page cannot read that storage: another origin). The refresh token never
 * leaves the frame; the app holds only the access token the frame last announced (SESSION_UPDATE), and a reload
 * resumes only when the app shows that token or one of the few before it (this device's own session, not another's).
 * Sign-out deletes them. What is read back is parsed like any outside input.
 */
import { INVALID, listOf, nullable, object, oneOf, safeInteger, text } from '../../src/frame-protocol/schema';
import { ACCESS_TOKEN } from './answers';

export type Credentials = {
  userId: string;
  email: string | null;
  accessToken: string;
  accessTokenExpiresAt: number;
  refreshToken: string;
  refreshTokenExpiresAt: number;
  /** The access tokens this session had before the current one (the app may still hold one of them after a refresh). */
  earlier: string[];
};

export interface CredentialStore {
  get(): Credentials | null;
  put(credentials: Credentials): void;
  clear(): void;
}

const KEY = 'wm-frame:session';
const EARLIER_KEPT = 4;
const accessToken = text(47, ACCESS_TOKEN);
const stored = object({
  userId: text(100, /^[\w-]+$/),
  email: nullable(text(320)),
  accessToken,
  accessTokenExpiresAt: safeInteger,
  refreshToken: text(47, /^wmr_[A-Za-z0-9_-]{43}$/),
  refreshTokenExpiresAt: safeInteger,
  earlier: listOf(accessToken, EARLIER_KEPT),
  version: oneOf(['1']),
});

/** True when `token` is one this session gave the app. */
export const issuedBy = (credentials: Credentials, token: string): boolean => credentials.accessToken === token || credentials.earlier.includes(token);

/** The record after a refresh: the new tokens, the one they replace remembered. */
export function rotated(previous: Credentials, next: Omit<Credentials, 'earlier'>): Credentials {
  return { ...next, earlier: [previous.accessToken, ...previous.earlier].slice(0, EARLIER_KEPT) };
}

/** The frame origin's storage, read at each use (another tab of this origin may have refreshed the session). */
export function localCredentialStore(storage: Storage): CredentialStore {
  // Where the browser blocks storage, the session lives as long as the page: a reload then asks for a login.
  let memory: Credentials | null = null;
  let persisted = false;
  return {
    get() {
      let raw: string | null;
      try {
        raw = storage.getItem(KEY);
      } catch {
        return memory;
      }
      if (raw === null) return persisted ? null : memory;
      try {
        const value = stored(JSON.parse(raw));
        if (value === INVALID) return null;
        const { version: _version, ...credentials } = value;
        return credentials;
      } catch {
        return null;
      }
    },
    put(credentials) {
      memory = credentials;
      try {
        storage.setItem(KEY, JSON.stringify({ ...credentials, version: '1' }));
        persisted = true;
      } catch {
        // Blocked or full storage: the memory copy serves this page.
        persisted = false;
      }
    },
    clear() {
      memory = null;
      try {
        storage.removeItem(KEY);
      } catch {
        // Blocked storage held nothing of ours.
      }
    },
  };
}
