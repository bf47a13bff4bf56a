/**
 * Social login's routes (docs/embedded-wallet.md, "Social login"):
 * - GET /v1/social/providers: `{ providers }`, the configured ones in SPEC §5's order;
 * - POST /v1/social/<provider>/start `{}`: `{ uri, flow, expiresAt }`: the authorization URL the popup opens, and the
 *   flow token only the frame holds; a provider of SPEC §5 not configured is 404, any other name 400;
 * - GET /v1/social/callback?code&state (the popup, sent back by the provider; no Origin, a page): the code is
 *   exchanged and the ID token checked at once, the state used up; the page says how it went;
 * - POST /v1/social/complete `{ flow }`: 202 `{ status: 'pending' }` until the callback has run, then once the session
 *   answer (method 'social'), or 401 with why the login failed.
 */
import type { IncomingMessage } from 'node:http';
import { SOCIAL_LOGIN_TTL_MS } from '../../../../src/constants';
import * as MESSAGES from '../../../../src/messages';
import { BadRequest, HttpError } from '../../../shared/http/errors';
import { Reply } from '../../../shared/http/respond';
import { SOCIAL_LOGIN_PROVIDERS, type SocialLoginProvider } from '../../config';
import { newToken, tokenHash } from '../../secrets';
import { startSession, type SessionAnswer } from '../../sessions';
import { authorizationUrl, identityOfCallback, SocialLoginFailed, type CallbackAnswer } from '../../social/login';
import { isState, newState } from '../../social/secrets';
import { readFields, tokenField } from '../body';
import type { AuthContext } from '../context';
import { HtmlPage } from '../page';

/** Ours. */
const NOT_VALID = 'This sign-in is no longer valid: start again';
const CODE = /^[\x21-\x7e]{1,1024}$/;
const ERROR_CODE = /^[\x20-\x21\x23-\x5b\x5d-\x7e]{1,128}$/;

export function listProviders(ctx: AuthContext): { providers: readonly SocialLoginProvider[] } {
  return { providers: ctx.social?.directory.offered ?? [] };
}

export async function startSocial(ctx: AuthContext, req: IncomingMessage, match: RegExpExecArray): Promise<{ uri: string; flow: string; expiresAt: number }> {
  const name = match[1] ?? '';
  if (!SOCIAL_LOGIN_PROVIDERS.includes(name as SocialLoginProvider)) throw new BadRequest('provider', MESSAGES.invalidInput);
  const provider = name as SocialLoginProvider;
  const social = ctx.social;
  if (!social?.directory.options(provider)) throw new HttpError(404, `Social login with ${provider} is not offered`, 'provider');
  await readFields(req, []);
  const state = newState();
  const uri = await authorizationUrl(social, provider, state).catch((error: unknown) => {
    if (!(error instanceof SocialLoginFailed)) throw error;
    ctx.log({ event: 'social-provider-failed', provider, reason: error.reason });
    throw new HttpError(error.status, error.message);
  });
  const flow = newToken('wmf');
  const now = ctx.now();
  await ctx.socials.start({ stateHash: tokenHash(state), flowHash: tokenHash(flow), provider, now, expiresAt: now + SOCIAL_LOGIN_TTL_MS });
  return { uri, flow, expiresAt: now + SOCIAL_LOGIN_TTL_MS };
}

/** The callback's query: one state, and a code or the provider's error. Parsed before anything is used up. */
function callbackQuery(query: URLSearchParams): { state: string; answer: CallbackAnswer } {
  const one = (name: string): string | null => {
    const values = query.getAll(name);
    if (values.length > 1) throw new BadRequest(name, MESSAGES.invalidInput);
    return values[0] || null;
  };
  const state = one('state');
  if (state === null) throw new BadRequest('state', MESSAGES.required);
  if (!isState(state)) throw new BadRequest('state', MESSAGES.invalidInput);
  const error = one('error');
  if (error !== null) {
    if (!ERROR_CODE.test(error)) throw new BadRequest('error', MESSAGES.invalidInput);
    return { state, answer: { error } };
  }
  const code = one('code');
  if (code === null) throw new BadRequest('code', MESSAGES.required);
  if (!CODE.test(code)) throw new BadRequest('code', MESSAGES.invalidInput);
  const iss = one('iss');
  if (iss !== null && iss.length > 2048) throw new BadRequest('iss', MESSAGES.invalidInput);
  return { state, answer: { code, iss } };
}

export async function socialCallback(ctx: AuthContext, req: IncomingMessage, _match: RegExpExecArray, url: URL): Promise<HtmlPage> {
  // A HEAD (a link checker, a prefetch) must not use the state up.
  if (req.method !== 'GET') throw new HttpError(405, 'Method not allowed');
  const { state, answer } = callbackQuery(url.searchParams);
  const social = ctx.social;
  const now = ctx.now();
  const stateHash = tokenHash(state);
  const provider = social ? await ctx.socials.callBack(stateHash, now) : null;
  if (!social || !provider) throw new HttpError(400, NOT_VALID, 'state');
  try {
    const identity = await identityOfCallback(social, provider, state, answer, now);
    const user = await ctx.socials.userFor(provider, identity, now);
    await ctx.socials.finish(stateHash, { userId: user.id });
    return new HtmlPage(200, 'Signed in', 'You are signed in. You can close this window.', 'done');
  } catch (error) {
    if (!(error instanceof SocialLoginFailed)) {
      await ctx.socials.finish(stateHash, { error: 'The sign-in failed' }).catch(() => {});
      throw error;
    }
    ctx.log({ event: 'social-login-refused', provider, reason: error.reason });
    await ctx.socials.finish(stateHash, { error: error.message });
    return new HtmlPage(error.status, 'Sign-in failed', `${error.message}. Close this window and try again.`, 'failed');
  }
}

export async function completeSocial(ctx: AuthContext, req: IncomingMessage): Promise<SessionAnswer | Reply> {
  const flow = tokenField(await readFields(req, ['flow']), 'flow', 'flow');
  const now = ctx.now();
  const claim = await ctx.socials.claim(tokenHash(flow), now);
  if (claim === null) throw new HttpError(401, NOT_VALID, 'flow');
  if (claim.status === 'pending') return new Reply(202, { status: 'pending' });
  if (claim.status === 'failed') throw new HttpError(401, claim.error, 'flow');
  return startSession(ctx, claim.user, 'social', now);
}
