/**
 * The auth service as the frame sees it (frame/auth/api.ts), in memory, keeping the same rules a real one must: codes
 * of 6 digits that die after 10 minutes or 5 wrong tries, sessions that sign out, and custody's rules (the recovery
 * share put until the auth share commits, kept AES-GCM-encrypted under a key-encryption key that is not in the
 * "database", read at most once per login and within RECOVERY_WINDOW_MS of it). The frame's tests run against it
 * until server/auth has the routes.
 */
import { isEmail } from '../../src/validate/email';
import type { AuthApi, AuthShareRecord, AuthShareStore, LoginSession } from '../../frame/auth/api';
import type { SocialLoginProvider } from '../../src/frame-protocol/fields';
import { Refusal } from '../../frame/refusal';

const CODE_TTL_MS = 10 * 60 * 1000;
const CODE_ATTEMPTS = 5;
export const RECOVERY_WINDOW_MS = 2 * 60 * 1000;

type Session = { token: string; userId: string; loginAt: number; recoveryRead: boolean; signedOut: boolean; provider: LoginSession['provider'] };
type Code = { code: string; expires: number; attempts: number };
/** What a copy of the service's database holds: no key-encryption key. */
type AuthDatabase = {
  users: { id: string; email: string | null; userName?: string }[];
  authShares: Record<string, AuthShareRecord>;
  recoveryShares: Record<string, { iv: Uint8Array<ArrayBuffer>; ciphertext: Uint8Array<ArrayBuffer> }>;
};

const random = (bytes: number) => Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (b) => b.toString(16).padStart(2, '0')).join('');
const sixDigits = () => String(crypto.getRandomValues(new Uint32Array(1))[0]! % 1_000_000).padStart(6, '0');

export type MemoryAuth = AuthApi &
  AuthShareStore & {
    /** The codes "mailed", newest last (the dev inbox's part). */
    readonly outbox: { email: string; code: string }[];
    /** A copy of the rows, as a leaked backup would hold them. */
    database(): AuthDatabase;
    /** The key-encryption key, as the service's configuration holds it. */
    readonly kek: CryptoKey;
    /** A provider's callback URL for a social login of `userName` (the OpenID provider's part). */
    socialCallback(provider: SocialLoginProvider, userName: string): string;
    /**
     * The person logs in as `userName` at the page `authorizationUri` names (socialRedirectUri's), and the provider sends
     * the popup back to the service: a claim of that login (completeSocialLogin with the same URI) then answers.
     * `denied`: the person refused at the provider instead.
     */
    signInAtProvider(authorizationUri: string, userName: string, denied?: boolean): void;
  };

export async function createMemoryAuth({ now = () => Date.now() }: { now?: () => number } = {}): Promise<MemoryAuth> {
  const kek = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
  const db: AuthDatabase = { users: [], authShares: {}, recoveryShares: {} };
  const codes = new Map<string, Code>();
  const sessions = new Map<string, Session>();
  const socialCodes = new Map<string, { provider: SocialLoginProvider; userName: string }>();
  /** Social logins started (by their state) and how each ended at the provider, once it has; a claim waits for it. */
  const socialFlows = new Map<string, { provider: SocialLoginProvider; ended: Promise<string>; end(userName: string | Error): void }>();
  const outbox: { email: string; code: string }[] = [];

  const userFor = (key: { email?: string; userName?: string }) => {
    let user = db.users.find((u) => (key.email ? u.email === key.email : u.userName === key.userName));
    if (!user) {
      user = { id: `user-${random(8)}`, email: key.email ?? null, ...(key.userName ? { userName: key.userName } : {}) };
      db.users.push(user);
    }
    return user;
  };
  const open = (userId: string, provider: LoginSession['provider']): LoginSession => {
    const session: Session = { token: random(32), userId, loginAt: now(), recoveryRead: false, signedOut: false, provider };
    sessions.set(session.token, session);
    const user = db.users.find((u) => u.id === userId)!;
    return { token: session.token, userId, email: user.email, ...(user.userName ? { userName: user.userName } : {}), provider, fresh: true };
  };
  const live = (token: string): Session => {
    const session = sessions.get(token);
    if (!session || session.signedOut) throw new Refusal('Session Expired');
    return session;
  };
  const checkCode = (key: string, otp: string) => {
    const entry = codes.get(key);
    if (!entry || entry.expires < now() || entry.attempts >= CODE_ATTEMPTS) throw new Refusal('The code has expired: ask for a new one');
    if (entry.code !== otp) {
      entry.attempts += 1;
      throw new Refusal('Invalid code');
    }
    codes.delete(key);
  };
  const sendCode = (key: string, email: string) => {
    const code = sixDigits();
    codes.set(key, { code, expires: now() + CODE_TTL_MS, attempts: 0 });
    outbox.push({ email, code });
  };
  const pendingChange = new Map<string, string>();

  return {
    outbox,
    kek,
    database: () => structuredClone(db),
    socialCallback(provider, userName) {
      const code = random(16);
      socialCodes.set(code, { provider, userName });
      return `https://shop.example/callback?code=${code}&state=${random(8)}`;
    },
    async startEmailLogin(email) {
      if (!isEmail(email)) throw new Refusal('Invalid email');
      sendCode(`login:${email}`, email);
      return 'VERIFY_OTP';
    },
    async confirmDevice() {},
    async verifyEmailCode(email, otp) {
      checkCode(`login:${email}`, otp);
      return open(userFor({ email }).id, 'email');
    },
    async socialRedirectUri(provider) {
      const state = random(8);
      let end: (userName: string | Error) => void = () => {};
      const ended = new Promise<string>((resolve, reject) => {
        end = (userName) => (userName instanceof Error ? reject(userName) : resolve(userName));
      });
      ended.catch(() => undefined);
      socialFlows.set(state, { provider, ended, end });
      return `https://idp.example/authorize?provider=${provider}&state=${state}`;
    },
    signInAtProvider(authorizationUri, userName, denied = false) {
      const flow = socialFlows.get(new URL(authorizationUri).searchParams.get('state') ?? '');
      if (!flow) throw new Error('no social login was started with this URI');
      flow.end(denied ? new Refusal('The login was cancelled at the provider') : userName);
    },
    async completeSocialLogin(uri) {
      // A claim of a started login: answered once the provider has sent the popup back (the flow the frame holds).
      const flow = socialFlows.get(new URL(uri).searchParams.get('state') ?? '');
      if (flow) {
        const userName = await flow.ended;
        socialFlows.delete(new URL(uri).searchParams.get('state')!);
        return open(userFor({ userName }).id, flow.provider);
      }
      const code = new URL(uri).searchParams.get('code') ?? '';
      const login = socialCodes.get(code);
      if (!login) throw new Refusal('Authentication failed');
      socialCodes.delete(code);
      return open(userFor({ userName: login.userName }).id, login.provider);
    },
    async resumeSession(token) {
      const session = sessions.get(token);
      if (!session || session.signedOut) return null;
      const user = db.users.find((u) => u.id === session.userId)!;
      return { token, userId: user.id, email: user.email, ...(user.userName ? { userName: user.userName } : {}), provider: session.provider, fresh: false };
    },
    async signOut(token) {
      if (token !== undefined) live(token).signedOut = true;
    },
    async startEmailChange(token, newEmail) {
      const session = live(token);
      if (!isEmail(newEmail)) throw new Refusal('Invalid email');
      const user = db.users.find((u) => u.id === session.userId)!;
      pendingChange.set(token, newEmail);
      sendCode(`primary:${token}`, user.email ?? newEmail);
      return 'VERIFY_PRIMARY_OTP';
    },
    async verifyEmailChangePrimary(token, otp) {
      live(token);
      checkCode(`primary:${token}`, otp);
      sendCode(`secondary:${token}`, pendingChange.get(token)!);
    },
    async verifyEmailChangeSecondary(token, otp) {
      const session = live(token);
      checkCode(`secondary:${token}`, otp);
      const user = db.users.find((u) => u.id === session.userId)!;
      user.email = pendingChange.get(token)!;
      return { email: user.email };
    },
    async putRecoveryShare(token, share) {
      const { userId } = live(token);
      if (db.authShares[userId]) throw new Refusal('Action not allowed');
      const iv = crypto.getRandomValues(new Uint8Array(12));
      const ciphertext = new Uint8Array(
        await crypto.subtle.encrypt({ name: 'AES-GCM', iv, additionalData: new TextEncoder().encode(userId) }, kek, Uint8Array.from(share)),
      );
      db.recoveryShares[userId] = { iv, ciphertext };
    },
    async putAuthShare(token, record) {
      const { userId } = live(token);
      if (db.authShares[userId]) throw new Refusal('Action not allowed');
      if (!db.recoveryShares[userId]) throw new Refusal('Action not allowed');
      db.authShares[userId] = { ...record, share: record.share.slice() };
    },
    async getAuthShare(token) {
      const record = db.authShares[live(token).userId];
      return record ? { ...record, share: record.share.slice() } : null;
    },
    async getRecoveryShare(token) {
      const session = live(token);
      if (session.recoveryRead || now() - session.loginAt > RECOVERY_WINDOW_MS) throw new Refusal('Session Expired');
      session.recoveryRead = true;
      const stored = db.recoveryShares[session.userId];
      if (!stored) return null;
      const additionalData = new TextEncoder().encode(session.userId);
      return new Uint8Array(await crypto.subtle.decrypt({ name: 'AES-GCM', iv: stored.iv, additionalData }, kek, stored.ciphertext));
    },
  };
}
