/**
 * SPEC §3 "Local storage keeps": the social provider, and under the wallet's own prefix the session token, the email
 * and the social username of an embedded-wallet login. Each schema-checked; disconnect removes them all (SPEC §4).
 * Beside persisted.ts so that only the lazy actions load it.
 */
import { isLoginUserName, isSessionToken, isSocialLoginProvider, type SocialLoginProvider } from '../connectors/login';
import { storageKey } from '../storage/storage';
import { isEmail } from '../validate/email';

export const SOCIAL_PROVIDER = storageKey<SocialLoginProvider>('social-provider', (v) => (isSocialLoginProvider(v) ? v : undefined));
export const WALLET_SESSION_TOKEN = storageKey<string>('wallet:session-token', (v) => (isSessionToken(v) ? v : undefined));
export const WALLET_EMAIL = storageKey<string>('wallet:email', (v) => (isEmail(v) ? v : undefined));
export const WALLET_USERNAME = storageKey<string>('wallet:social-username', (v) => (isLoginUserName(v) ? v : undefined));
