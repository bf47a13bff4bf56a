/**
 * The auth service's answers as the frame reads them (docs/embedded-wallet.md, "Auth service": the routes and their
 * bodies). Each is parsed field by field with the protocol's parser kit; fields the frame does not use are left out
 * rather than refused, so that the service can add to an answer without breaking frames already deployed.
 */
import { address, socialProvider, words, type SocialLoginProvider } from '../../src/frame-protocol/fields';
import { INVALID, nullable, object, oneOf, optional, safeInteger, text, type ObjectOf, type Parser } from '../../src/frame-protocol/schema';
import { isRecord } from '../../src/validate/record';

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

const id = text(100, /^[\w-]+$/);
export const ACCESS_TOKEN = /^wma_[A-Za-z0-9_-]{43}$/;
const REFRESH_TOKEN = /^wmr_[A-Za-z0-9_-]{43}$/;
/** A key share as the service keeps it: padded base64 of a 65-byte share (bounded well above that). */
const share = text(1024, /^[A-Za-z0-9+/]+={0,2}$/);

const user = fields({ id, email: nullable(words(320)), userName: optional(words(200)) });
const session = fields({
  id,
  method: oneOf(['email', 'social']),
  provider: optional(socialProvider),
  createdAt: safeInteger,
  expiresAt: safeInteger,
});

/** POST /v1/email/code. */
export const codeAnswer = fields({ action: oneOf(['VERIFY_OTP', 'VERIFY_DEVICE']) });

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
export const providerOf = (info: SessionInfo): 'email' | SocialLoginProvider =>
  info.session.method === 'social' ? (info.session.provider ?? 'email') : 'email';
