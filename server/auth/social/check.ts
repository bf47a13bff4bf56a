/**
 * The checks of the `social` option, made once at start like the rest of checkOptions: each throws naming the field
 * and its rule. Issuers, their endpoints and the redirect URI are https; plain http only on loopback and only when
 * `allowLoopback` says so (the dev stack's OpenID provider).
 */
import { SOCIAL_LOGIN_PROVIDERS, type SocialLoginProvider, type SocialOptions } from '../config';
import { isLoopbackAddress } from '../../shared/outbound/address-rule';

const CALLBACK_PATH = '/v1/social/callback';
const CLIENT_ID = /^[\x21-\x7e]{1,256}$/;
const CLIENT_SECRET = /^[\x20-\x7e]{1,4096}$/;
/** RFC 6749 §3.3: space-separated scope tokens; 'openid' must be one. */
const SCOPE = /^[\x21\x23-\x5b\x5d-\x7e]+( [\x21\x23-\x5b\x5d-\x7e]+){0,31}$/;

/** True when `url` may be used under `allowLoopback`: https anywhere, or http on a loopback host when allowed. */
export function usableUrl(url: URL, allowLoopback: boolean): boolean {
  if (url.username || url.password || url.hash) return false;
  if (url.protocol === 'https:') return true;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  return allowLoopback && url.protocol === 'http:' && (isLoopbackAddress(host) || host === 'localhost');
}

function checkUrl(value: unknown, field: string, allowLoopback: boolean): URL {
  const says = allowLoopback ? 'an https URL (or http on loopback)' : 'an https URL';
  if (typeof value !== 'string' || !URL.canParse(value)) throw new Error(`${field} must be ${says}`);
  const url = new URL(value);
  if (!usableUrl(url, allowLoopback) || url.search !== '') throw new Error(`${field} must be ${says}, without query, fragment or credentials`);
  return url;
}

/** Throws at the first field of `social` that breaks its rule. */
export function checkSocialOptions(social: SocialOptions): void {
  if (typeof social !== 'object' || social === null) throw new Error('social must give redirectUri and providers');
  if (social.allowLoopback !== undefined && typeof social.allowLoopback !== 'boolean') throw new Error('social.allowLoopback must be true or false');
  const loopback = social.allowLoopback === true;
  const redirect = checkUrl(social.redirectUri, 'social.redirectUri', loopback);
  if (!redirect.pathname.endsWith(CALLBACK_PATH)) throw new Error(`social.redirectUri must end with ${CALLBACK_PATH} (this service's callback)`);
  if (typeof social.providers !== 'object' || social.providers === null) throw new Error('social.providers must be an object of providers');
  for (const [name, provider] of Object.entries(social.providers)) {
    const field = `social.providers.${name}`;
    if (!SOCIAL_LOGIN_PROVIDERS.includes(name as SocialLoginProvider)) throw new Error(`${field}: not a provider (${SOCIAL_LOGIN_PROVIDERS.join(', ')})`);
    if (typeof provider !== 'object' || provider === null) throw new Error(`${field} must give issuer, clientId and clientSecret`);
    checkUrl(provider.issuer, `${field}.issuer`, loopback);
    if (typeof provider.clientId !== 'string' || !CLIENT_ID.test(provider.clientId)) throw new Error(`${field}.clientId must be 1 to 256 visible characters`);
    if (typeof provider.clientSecret !== 'string' || !CLIENT_SECRET.test(provider.clientSecret))
      throw new Error(`${field}.clientSecret must be 1 to 4096 characters on one line`);
    if (provider.scope !== undefined && (typeof provider.scope !== 'string' || !SCOPE.test(provider.scope) || !provider.scope.split(' ').includes('openid')))
      throw new Error(`${field}.scope must be scopes separated by spaces, 'openid' among them`);
  }
}
