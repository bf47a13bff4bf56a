/** The field rules the frame's requests and replies share. */
import { isCaipNetworkId, type CaipNetworkId } from '../chains/caip';
import { isEmail } from '../validate/email';
import { isHttpUrl } from '../validate/url';
import { INVALID, either, oneOf, safeInteger, text, type Parser } from './schema';

/** A CAIP-2 id, or an EVM chain id as a number (SPEC §3: a user's chainId is a string or a number). */
export type FrameChainId = CaipNetworkId | number;
const caipNetworkId: Parser<CaipNetworkId> = (value) => (typeof value === 'string' && value.length <= 64 && isCaipNetworkId(value) ? value : INVALID);
export const chainId: Parser<FrameChainId> = either(caipNetworkId, (value) => {
  const id = safeInteger(value);
  return id === INVALID || id === 0 ? INVALID : id;
});

export const email: Parser<string> = (value) => (isEmail(value) ? value : INVALID);
/** SPEC §5: the one-time code is a string; the auth service sends 6 digits. */
export const otp = text(6, /^\d{6}$/);
/** A session token: opaque, printable ASCII, bounded. */
export const token = text(4096, /^[\x21-\x7e]+$/);
/** An http(s) URL of at most 4096 characters (a social redirect and its callback). */
export const httpUrl: Parser<string> = (value) => (isHttpUrl(value) && value.length <= 4096 ? value : INVALID);
/** An EVM address (0x and 40 hex digits) or a Solana one (base58 of 32 to 44 characters). */
export const address = text(44, /^(?:0x[0-9a-fA-F]{40}|[1-9A-HJ-NP-Za-km-z]{32,44})$/);

/** SPEC §3 account types. */
const ACCOUNT_TYPES = ['eoa', 'smartAccount', 'payment'] as const;
export type FrameAccountType = (typeof ACCOUNT_TYPES)[number];
export const accountType = oneOf(ACCOUNT_TYPES);

/** SPEC §5: the social providers a login may use (Farcaster has its own messages). */
const SOCIAL_LOGIN_PROVIDERS = ['google', 'github', 'apple', 'facebook', 'x', 'discord'] as const;
export type SocialLoginProvider = (typeof SOCIAL_LOGIN_PROVIDERS)[number];
export const socialProvider = oneOf(SOCIAL_LOGIN_PROVIDERS);

/** True when the text holds a C0 control character or DEL (a line break, an escape sequence). */
function hasControl(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/** Words shown to people (an error's message, a user name): one line, bounded. */
export const words =
  (max: number): Parser<string> =>
  (value) =>
    typeof value === 'string' && value.length <= max && !hasControl(value) ? value : INVALID;
