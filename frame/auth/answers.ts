/**
 * The auth service's answers as the frame reads them (docs/embedded-wallet.md, "Auth service": the routes and their
 * bodies). Each is parsed field by field with the protocol's parser kit; fields the frame does not use are left out
 * rather than refused, so that the service can add to an answer without breaking frames already deployed.
 */
import { address, httpUrl, socialProvider, words, type SocialLoginProvider } from '../../src/frame-protocol/fields';
import { INVALID, nullable, object, oneOf, optional, safeInteger, text, type ObjectOf, type Parser } from '../../src/frame-protocol/schema';
import { isRecord } from '../../src/validate/record';
import type { AuthAnswer } from './transport';

type Shape = Parameters<typeof object>[0];
type Parsed<P> = P extends Parser<infer T> ? T : never;

/** An object holding at least these fields; the others are dropped (so no unknown key, prototype-walking or not, is kept). */
function fields<S extends Shape>(shape: S): Parser<ObjectOf<S>> {
  const strict = object(shape);
  const names = Object.keys(shape);
  return (value) => {
    if (!isRecord(value)) return INVALID;
    return strict(Object.fromEntries(names.filter((name) => Object.hasOwn(value, name)).map((name) => [name, value[name]])));
  };
}

/** An answer's body read with `parser`; one the frame cannot read is the service's fault, not the person's. */
export function parsedAnswer<T>(path: string, parser: Parser<T>, answer: AuthAnswer): T {
  const value = parser(answer.body);
  if (value === INVALID) throw new Error(`the auth service's answer to ${path} is not one the frame reads`);
  return value;
}

const id = text(100, /^[\w-]+$/);
export const ACCESS_TOKEN = /^wma_[A-Za-z0-9_-]{43}$/;
const REFRESH_TOKEN = /^wmr_[A-Za-z0-9_-]{43}$/;
/** A key share as the service keeps it: padded base64 of a 65-byte share (bounded well above that). */
const share = text(1024, /^[A-Za-z0-9+/]+={0,2}$/);

/** A social user's answer names its provider and username (null when the provider gave none) beside the email it reported. */
const user = fields({ id, email: nullable(words(320)), provider: optional(socialProvider), userName: optional(nullable(words(200))) });
const session = fields({ id, method: oneOf(['email', 'social']), createdAt: safeInteger, expiresAt: safeInteger });

/** POST /v1/email/code. */
export const codeAnswer = fields({ action: oneOf(['VERIFY_OTP', 'VERIFY_DEVICE']) });

/** POST /v1/social/<provider>/start: the provider's page for the popup, and the flow token that claims the login. */
export const socialStartAnswer = fields({ uri: httpUrl, flow: text(47, /^wmf_[A-Za-z0-9_-]{43}$/), expiresAt: safeInteger });
/** POST /v1/social/complete while the popup is still at the provider (202). */
export const socialPendingAnswer = fields({ status: oneOf(['pending']) });

/** POST /v1/email/change and /v1/email/change/primary: which code the service sent. */
export const emailChangeAnswer = fields({ action: oneOf(['VERIFY_PRIMARY_OTP', 'VERIFY_SECONDARY_OTP']) });
/** POST /v1/email/change/secondary: the account's new email. */
export const emailChangedAnswer = fields({ email: words(320) });

/** GET /v1/session: who the access token belongs to. */
export const sessionInfo = fields({ user, session });
export type SessionInfo = Parsed<typeof sessionInfo>;

/** A login (POST /v1/email/verify) or a refresh: who, and the session's tokens. */
export const sessionAnswer = fields({
  user,
  session,
  accessToken: text(47, ACCESS_TOKEN),
  accessTokenExpiresAt: safeInteger,
  refreshToken: text(47, REFRESH_TOKEN),
  refreshTokenExpiresAt: safeInteger,
});
export type SessionAnswer = Parsed<typeof sessionAnswer>;

/** GET /v1/shares/auth. */
export const authShareAnswer = fields({ share, evmAddress: address, solanaAddress: address });
/** POST /v1/shares/recovery/read. */
export const recoveryShareAnswer = fields({ share });

/** The login's provider: email, or the social provider the service names (SPEC §3's default, email, when it names none). */
export const providerOf = (info: SessionInfo): 'email' | SocialLoginProvider => (info.session.method === 'social' ? (info.user.provider ?? 'email') : 'email');
