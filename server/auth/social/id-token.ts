/**
 * The ID token's checks (OpenID Connect Core §3.1.3.7), by `jose`: signed by one of the provider's keys with an
 * asymmetric algorithm (never `none`, never a MAC under the client secret), issued by the provider's issuer, for our
 * client (`aud`, and `azp` when present or when there are several audiences), unexpired, issued within the last 10
 * minutes, and carrying the nonce of this login. A key id the keys do not hold has them fetched again, once.
 */
import { createLocalJWKSet, errors, jwtVerify, type JSONWebKeySet, type JWTPayload } from 'jose';
import { isEmail } from '../../../src/validate/email';

const ALGORITHMS = ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'ES512', 'EdDSA', 'Ed25519'];
const CLOCK_SKEW_S = 60;
const MAX_AGE_S = 600;
const SUBJECT = /^[\x21-\x7e]{1,255}$/;
const MAX_USER_NAME = 128;

/** Why a token was refused, for the log (never shown to the user beyond 'the ID token was refused'). */
export class IdTokenRefused extends Error {}

/** Who the token says logged in. */
export type SocialIdentity = { subject: string; email: string | null; userName: string | null };

export type IdTokenExpectation = { issuer: string; clientId: string; nonce: string; now: number };

const oneLine = (value: unknown): string | null => {
  if (typeof value !== 'string') return null;
  const text = value
    .replace(/\p{Cc}/gu, ' ')
    .trim()
    .slice(0, MAX_USER_NAME);
  return text === '' ? null : text;
};

function identityOf(payload: JWTPayload, expected: IdTokenExpectation): SocialIdentity {
  if (typeof payload.nonce !== 'string' || payload.nonce !== expected.nonce) throw new IdTokenRefused('nonce: not this login');
  const audiences = Array.isArray(payload.aud) ? payload.aud : [payload.aud];
  if ((payload.azp !== undefined || audiences.length > 1) && payload.azp !== expected.clientId) throw new IdTokenRefused('azp: not our client');
  if (typeof payload.sub !== 'string' || !SUBJECT.test(payload.sub)) throw new IdTokenRefused('sub: missing or malformed');
  const email = payload.email_verified !== false && isEmail(payload.email) ? payload.email.toLowerCase() : null;
  return { subject: payload.sub, email, userName: oneLine(payload.preferred_username) ?? oneLine(payload.name) ?? oneLine(payload.nickname) };
}

async function verifyWith(token: string, keys: JSONWebKeySet, expected: IdTokenExpectation): Promise<JWTPayload> {
  const { payload } = await jwtVerify(token, createLocalJWKSet(keys), {
    issuer: expected.issuer,
    audience: expected.clientId,
    algorithms: ALGORITHMS,
    currentDate: new Date(expected.now),
    clockTolerance: CLOCK_SKEW_S,
    maxTokenAge: MAX_AGE_S + CLOCK_SKEW_S,
    requiredClaims: ['sub', 'iat', 'exp'],
  });
  return payload;
}

/**
 * The identity of a valid ID token; throws IdTokenRefused saying which check failed. `keys(true)` asks the provider for
 * its keys again.
 */
export async function verifyIdToken(token: string, keys: (fresh: boolean) => Promise<JSONWebKeySet>, expected: IdTokenExpectation): Promise<SocialIdentity> {
  try {
    let payload: JWTPayload;
    try {
      payload = await verifyWith(token, await keys(false), expected);
    } catch (error) {
      if (!(error instanceof errors.JWKSNoMatchingKey)) throw error;
      payload = await verifyWith(token, await keys(true), expected);
    }
    return identityOf(payload, expected);
  } catch (error) {
    if (error instanceof IdTokenRefused) throw error;
    if (error instanceof errors.JOSEError) {
      const claim = error instanceof errors.JWTClaimValidationFailed || error instanceof errors.JWTExpired ? ` (${error.claim})` : '';
      throw new IdTokenRefused(`${error.code}${claim}`);
    }
    throw error;
  }
}
