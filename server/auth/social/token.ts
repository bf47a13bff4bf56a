/**
 * The authorization code's exchange at the provider's token endpoint (RFC 6749 §4.1.3 with RFC 7636's verifier): the
 * code, our redirect URI and the PKCE verifier, with the client's credentials as HTTP Basic (each part form-encoded,
 * §2.3.1) or as form fields where the provider takes only those. The answer must be a Bearer token answer with an
 * ID token; the access token is not kept (the ID token says who logged in, and nothing else is asked of the provider).
 */
import type { SocialProviderOptions } from '../config';
import type { ProviderMetadata } from './directory';
import { ProviderError, type ProviderFetch } from './outbound';

const JWT = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/;

export async function exchangeCode(
  fetch: ProviderFetch,
  metadata: ProviderMetadata,
  client: SocialProviderOptions,
  grant: { code: string; redirectUri: string; verifier: string },
): Promise<string> {
  const form = new URLSearchParams({ grant_type: 'authorization_code', code: grant.code, redirect_uri: grant.redirectUri, code_verifier: grant.verifier });
  const headers: Record<string, string> = {};
  if (metadata.tokenAuth === 'client_secret_basic') {
    const encode = (part: string) => new URLSearchParams({ x: part }).toString().slice(2);
    headers.authorization = `Basic ${Buffer.from(`${encode(client.clientId)}:${encode(client.clientSecret)}`).toString('base64')}`;
  } else {
    form.set('client_id', client.clientId);
    form.set('client_secret', client.clientSecret);
  }
  const answer = await fetch.postForm(metadata.tokenEndpoint, form, headers);
  if (typeof answer.token_type !== 'string' || answer.token_type.toLowerCase() !== 'bearer') throw new ProviderError('the token answer is not a Bearer token');
  if (typeof answer.id_token !== 'string' || answer.id_token.length > 16_384 || !JWT.test(answer.id_token))
    throw new ProviderError('the token answer carries no ID token');
  return answer.id_token;
}
