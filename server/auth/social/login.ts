/**
 * Social login over OpenID Connect's authorization code flow with PKCE (S256), a state and a nonce (issue 21 point 1):
 * the authorization URL a login starts with, and what its callback does: the code exchanged at the provider's token
 * endpoint with the verifier, the ID token checked (./id-token.ts), and the user of (provider, subject) found or made.
 * Each refusal is a SocialLoginFailed in our words; what exactly failed goes to the log only.
 */
import type { SocialLoginProvider, SocialOptions } from '../config';
import { createProviderDirectory, type ProviderDirectory } from './directory';
import { IdTokenRefused, verifyIdToken, type SocialIdentity } from './id-token';
import { createProviderFetch, ProviderError, type ProviderFetch } from './outbound';
import { loginNonce, pkceChallenge, pkceVerifier, socialKey } from './secrets';
import { exchangeCode } from './token';
import { SOCIAL_LOGIN_PROVIDERS } from '../config';
import type { Resolve } from '../../shared/outbound/fetch-public';

const DEFAULT_SCOPE = 'openid email profile';

/** Ours: what the popup's page and the frame's claim say when a login does not complete. */
const LOGIN_WORDS = {
  cancelled: 'The sign-in was cancelled',
  refused: 'The provider refused the sign-in',
  codeRefused: 'The provider did not accept the sign-in: try again',
  tokenRefused: 'The sign-in could not be verified',
  unreachable: 'The provider could not be reached: try again later',
} as const;

export class SocialLoginFailed extends Error {
  constructor(
    readonly status: 400 | 502,
    message: string,
    /** What exactly failed, for the log. */
    readonly reason: string,
  ) {
    super(message);
  }
}

export type SocialLogin = {
  directory: ProviderDirectory;
  fetch: ProviderFetch;
  redirectUri: string;
  /** The verifiers' and nonces' key (./secrets.ts). */
  key: Uint8Array;
};

export function createSocialLogin(options: SocialOptions, codeSecret: Uint8Array, now: () => number, resolve?: Resolve): SocialLogin {
  const allowLoopback = options.allowLoopback === true;
  const fetch = createProviderFetch({ allowLoopback, ...(resolve ? { resolve } : {}) });
  return {
    directory: createProviderDirectory({ providers: options.providers, order: SOCIAL_LOGIN_PROVIDERS, fetch, allowLoopback, now }),
    fetch,
    redirectUri: options.redirectUri,
    key: socialKey(codeSecret),
  };
}

const unreachable = (error: unknown): never => {
  if (error instanceof ProviderError) throw new SocialLoginFailed(502, LOGIN_WORDS.unreachable, error.message);
  throw error;
};

/** The provider's authorization URL for a login of `state`. */
export async function authorizationUrl(social: SocialLogin, provider: SocialLoginProvider, state: string): Promise<string> {
  const metadata = await social.directory.metadata(provider).catch(unreachable);
  const client = social.directory.options(provider)!;
  const url = new URL(metadata.authorizationEndpoint);
  const params = {
    response_type: 'code',
    client_id: client.clientId,
    redirect_uri: social.redirectUri,
    scope: client.scope ?? DEFAULT_SCOPE,
    state,
    nonce: loginNonce(social.key, state),
    code_challenge: pkceChallenge(pkceVerifier(social.key, state)),
    code_challenge_method: 'S256',
  };
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.href;
}

/** What came back on the callback, already parsed: a code (and the `iss` the provider named), or the provider's refusal. */
export type CallbackAnswer = { code: string; iss: string | null } | { error: string };

/** The identity a callback proves; throws SocialLoginFailed. */
export async function identityOfCallback(
  social: SocialLogin,
  provider: SocialLoginProvider,
  state: string,
  answer: CallbackAnswer,
  now: number,
): Promise<SocialIdentity> {
  if ('error' in answer)
    throw new SocialLoginFailed(400, answer.error === 'access_denied' ? LOGIN_WORDS.cancelled : LOGIN_WORDS.refused, `provider error ${answer.error}`);
  const metadata = await social.directory.metadata(provider).catch(unreachable);
  // RFC 9207: a provider that names itself on the callback must name itself, so a code from another one is not taken.
  if (answer.iss !== null ? answer.iss !== metadata.issuer : metadata.issOnCallback)
    throw new SocialLoginFailed(400, LOGIN_WORDS.refused, 'iss: not the issuer');
  const client = social.directory.options(provider)!;
  let idToken: string;
  try {
    idToken = await exchangeCode(social.fetch, metadata, client, {
      code: answer.code,
      redirectUri: social.redirectUri,
      verifier: pkceVerifier(social.key, state),
    });
  } catch (error) {
    if (error instanceof ProviderError) throw new SocialLoginFailed(400, LOGIN_WORDS.codeRefused, error.message);
    throw error;
  }
  try {
    return await verifyIdToken(idToken, (fresh) => social.directory.keys(provider, fresh), {
      issuer: metadata.issuer,
      clientId: client.clientId,
      nonce: loginNonce(social.key, state),
      now,
    });
  } catch (error) {
    if (error instanceof IdTokenRefused) throw new SocialLoginFailed(400, LOGIN_WORDS.tokenRefused, `id token: ${error.message}`);
    return unreachable(error);
  }
}
