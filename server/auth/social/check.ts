/**
 * The rules of the `social` option, part of checkOptions: each throws a ConfigError naming the field. Issuers, their
 * endpoints and the redirect URI are https; plain http only on loopback and only when `allowLoopback` says so (the dev
 * stack's OpenID provider).
 */
import { ConfigError } from '../../shared/config-reader';
import { isRecord } from '../../../src/validate/record';
import { SOCIAL_LOGIN_PROVIDERS, type SocialLoginProvider } from '../config';
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
  if (typeof value !== 'string' || !URL.canParse(value)) throw new ConfigError(field, `must be ${says}`);
  const url = new URL(value);
  if (!usableUrl(url, allowLoopback) || url.search !== '') throw new ConfigError(field, `must be ${says}, without query, fragment or credentials`);
  return url;
}

/** Throws at the first field of `social` that breaks its rule. */
export function checkSocialOptions(social: unknown): void {
  if (!isRecord(social)) throw new ConfigError('social', 'must give redirectUri and providers');
  if (social.allowLoopback !== undefined && typeof social.allowLoopback !== 'boolean') throw new ConfigError('social.allowLoopback', 'must be true or false');
  const loopback = social.allowLoopback === true;
  const redirect = checkUrl(social.redirectUri, 'social.redirectUri', loopback);
  if (!redirect.pathname.endsWith(CALLBACK_PATH)) throw new ConfigError('social.redirectUri', `must end with ${CALLBACK_PATH} (this service's callback)`);
  if (!isRecord(social.providers)) throw new ConfigError('social.providers', 'must be an object of providers');
  for (const [name, provider] of Object.entries(social.providers)) {
    const field = `social.providers.${name}`;
    if (!SOCIAL_LOGIN_PROVIDERS.includes(name as SocialLoginProvider)) throw new ConfigError(field, `not a provider (${SOCIAL_LOGIN_PROVIDERS.join(', ')})`);
    if (!isRecord(provider)) throw new ConfigError(field, 'must give issuer, clientId and clientSecret');
    checkUrl(provider.issuer, `${field}.issuer`, loopback);
    if (typeof provider.clientId !== 'string' || !CLIENT_ID.test(provider.clientId))
      throw new ConfigError(`${field}.clientId`, 'must be 1 to 256 visible characters');
    if (typeof provider.clientSecret !== 'string' || !CLIENT_SECRET.test(provider.clientSecret))
      throw new ConfigError(`${field}.clientSecret`, 'must be 1 to 4096 characters on one line');
    if (provider.scope !== undefined && (typeof provider.scope !== 'string' || !SCOPE.test(provider.scope) || !provider.scope.split(' ').includes('openid')))
      throw new ConfigError(`${field}.scope`, "must be scopes separated by spaces, 'openid' among them");
  }
}
