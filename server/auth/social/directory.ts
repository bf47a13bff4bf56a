/**
 * What the service knows of each configured provider: its metadata, discovered at
 * `<issuer>/.well-known/openid-configuration` (OpenID Connect Discovery 1.0), and its signing keys (the JWKS at its
 * `jwks_uri`). Both are fetched when first needed and kept an hour; a failure is not kept, so the next login tries
 * again. The keys are fetched anew when an ID token names a key not among them (a provider rotating its keys), at most
 * once a minute, so forged tokens cannot make the service hammer the provider.
 */
import type { JSONWebKeySet } from 'jose';
import type { SocialLoginProvider, SocialProviderOptions } from '../config';
import { usableUrl } from './check';
import { ProviderError, type ProviderFetch } from './outbound';

const KEEP_MS = 3600_000;
const KEY_REFRESH_MS = 60_000;
const MAX_KEYS = 100;

export type ProviderMetadata = {
  issuer: string;
  authorizationEndpoint: URL;
  tokenEndpoint: URL;
  jwksUri: URL;
  /** How the client authenticates at the token endpoint: HTTP Basic unless the provider lists only form fields. */
  tokenAuth: 'client_secret_basic' | 'client_secret_post';
  /** RFC 9207: the provider names itself on the callback (`iss`); a callback without it is then refused. */
  issOnCallback: boolean;
};

/** A fetch in flight or done, kept until `until`; `fetchedAt` tells when the keys were last asked for. */
type Kept<T> = { value: Promise<T>; until: number; fetchedAt: number };

const strings = (value: unknown): string[] | null => (Array.isArray(value) && value.every((v) => typeof v === 'string') ? value : null);

function parseMetadata(doc: Record<string, unknown>, issuer: string, allowLoopback: boolean): ProviderMetadata {
  // Discovery §4.3: the issuer the document names must be exactly the one asked about (a mix-up otherwise).
  if (doc.issuer !== issuer) throw new ProviderError(`the discovery document names the issuer ${JSON.stringify(String(doc.issuer).slice(0, 200))}`);
  const endpoint = (name: string): URL => {
    const value = doc[name];
    if (typeof value !== 'string' || !URL.canParse(value) || !usableUrl(new URL(value), allowLoopback))
      throw new ProviderError(`the discovery document's ${name} is not a usable URL`);
    return new URL(value);
  };
  const responseTypes = strings(doc.response_types_supported);
  if (!responseTypes?.includes('code')) throw new ProviderError('the provider does not offer the authorization code flow');
  const challenges = strings(doc.code_challenge_methods_supported);
  if (challenges && !challenges.includes('S256')) throw new ProviderError('the provider does not offer PKCE with S256');
  const authMethods = strings(doc.token_endpoint_auth_methods_supported) ?? ['client_secret_basic'];
  const tokenAuth = authMethods.includes('client_secret_basic')
    ? 'client_secret_basic'
    : authMethods.includes('client_secret_post')
      ? 'client_secret_post'
      : null;
  if (!tokenAuth) throw new ProviderError('the provider takes neither client_secret_basic nor client_secret_post');
  return {
    issuer,
    authorizationEndpoint: endpoint('authorization_endpoint'),
    tokenEndpoint: endpoint('token_endpoint'),
    jwksUri: endpoint('jwks_uri'),
    tokenAuth,
    issOnCallback: doc.authorization_response_iss_parameter_supported === true,
  };
}

function parseKeys(doc: Record<string, unknown>): JSONWebKeySet {
  const keys = doc.keys;
  if (!Array.isArray(keys) || keys.length === 0 || keys.length > MAX_KEYS) throw new ProviderError('the JWKS holds no usable key list');
  return { keys: keys.filter((key) => typeof key === 'object' && key !== null && !Array.isArray(key)) };
}

export type ProviderDirectory = {
  /** The providers configured, in SPEC §5's order. */
  offered: readonly SocialLoginProvider[];
  options(provider: SocialLoginProvider): SocialProviderOptions | undefined;
  metadata(provider: SocialLoginProvider): Promise<ProviderMetadata>;
  /** The provider's keys; `fresh` asks for them again (an unknown key id), unless they were fetched within the minute. */
  keys(provider: SocialLoginProvider, fresh?: boolean): Promise<JSONWebKeySet>;
};

export function createProviderDirectory({
  providers,
  order,
  fetch,
  allowLoopback,
  now,
}: {
  providers: Partial<Record<SocialLoginProvider, SocialProviderOptions>>;
  order: readonly SocialLoginProvider[];
  fetch: ProviderFetch;
  allowLoopback: boolean;
  now: () => number;
}): ProviderDirectory {
  const metadata = new Map<SocialLoginProvider, Kept<ProviderMetadata>>();
  const keys = new Map<SocialLoginProvider, Kept<JSONWebKeySet>>();
  // A failed fetch is forgotten (unless a newer one has taken its place), so the next login tries again.
  const keep = <T>(cache: Map<SocialLoginProvider, Kept<T>>, provider: SocialLoginProvider, entry: Kept<T>): Promise<T> => {
    cache.set(provider, entry);
    entry.value.catch(() => {
      if (cache.get(provider) === entry) cache.delete(provider);
    });
    return entry.value;
  };
  const optionsOf = (provider: SocialLoginProvider): SocialProviderOptions => {
    const options = providers[provider];
    if (!options) throw new ProviderError(`${provider} is not configured`);
    return options;
  };
  const directory: ProviderDirectory = {
    offered: order.filter((provider) => providers[provider] !== undefined),
    options: (provider) => providers[provider],
    metadata(provider) {
      const time = now();
      const hit = metadata.get(provider);
      if (hit && hit.until > time) return hit.value;
      const issuer = optionsOf(provider).issuer;
      const url = new URL(`${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`);
      return keep(metadata, provider, {
        value: fetch.getJson(url).then((doc) => parseMetadata(doc, issuer, allowLoopback)),
        until: time + KEEP_MS,
        fetchedAt: time,
      });
    },
    async keys(provider, fresh = false) {
      const time = now();
      const hit = keys.get(provider);
      if (hit && hit.until > time && (!fresh || time - hit.fetchedAt < KEY_REFRESH_MS)) return hit.value;
      const { jwksUri } = await directory.metadata(provider);
      return keep(keys, provider, { value: fetch.getJson(jwksUri).then(parseKeys), until: time + KEEP_MS, fetchedAt: time });
    },
  };
  return directory;
}
