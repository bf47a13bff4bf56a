/**
 * The auth service with social login, as its tests run it: the dev OpenID provider (dev/openid-provider.ts) on
 * 127.0.0.1 with our client registered (and a second client with the same redirect URI, for the tests that swap
 * clients), and the service offering google and github, both at that provider, loopback allowed as in the dev stack.
 */
import { randomBytes } from 'node:crypto';
import { freePort } from '../../../dev/free-port.ts';
import { startOpenIdProvider, type OpenIdProvider } from '../../../dev/openid-provider.ts';
import type { AuthServiceOptions } from '../../../server/auth';
import type { TestDatabase } from '../data/databases';
import { startAuthHarness, type Answer, type AuthHarness } from './auth-harness';
import { walkToCallback, type WalkOptions } from './openid-walk';

export const CLIENT_ID = 'wallet-modal-auth';
export const OTHER_CLIENT_ID = 'another-site';

type Started = { uri: string; flow: string; expiresAt: number };

export type SocialHarness = AuthHarness & {
  provider: OpenIdProvider;
  redirectUri: string;
  /** Our client's secret at the provider, for the tests that go to its token endpoint themselves. */
  clientSecret: string;
  /** POST /v1/social/<provider>/start; throws unless it answers 200. */
  start(provider?: string): Promise<Started>;
  /** Visits a callback URL (as the popup would: no Origin). */
  callback(url: URL | string): Promise<Answer>;
  claim(flow: string): Promise<Answer>;
  /** A whole login: start, the provider's pages walked, the callback visited, the session claimed; the claim's answer. */
  socialLogin(provider?: string, walk?: WalkOptions): Promise<Answer>;
};

export async function startSocialHarness(database: TestDatabase, options: Partial<AuthServiceOptions> = {}): Promise<SocialHarness> {
  const port = await freePort();
  const redirectUri = `http://127.0.0.1:${port}/v1/social/callback`;
  const clientSecret = randomBytes(24).toString('base64url');
  const provider = await startOpenIdProvider({
    clients: [
      { clientId: CLIENT_ID, clientSecret, redirectUris: [redirectUri], name: 'Wallet Modal' },
      { clientId: OTHER_CLIENT_ID, clientSecret: randomBytes(24).toString('base64url'), redirectUris: [redirectUri] },
    ],
  });
  const client = { issuer: provider.issuer, clientId: CLIENT_ID, clientSecret };
  let auth: AuthHarness;
  try {
    auth = await startAuthHarness(database, {
      port,
      social: { redirectUri, allowLoopback: true, providers: { google: client, github: client } },
      ...options,
    });
  } catch (error) {
    await provider.stop();
    throw error;
  }
  const start = async (name = 'google') => {
    const answer = await auth.call('POST', `/v1/social/${name}/start`, { body: {} });
    if (answer.status !== 200) throw new Error(`start ${name}: ${answer.status} ${answer.text}`);
    return answer.body as Started;
  };
  const callback = (url: URL | string) => {
    const target = new URL(url);
    return auth.call('GET', `${target.pathname}${target.search}`, { origin: null });
  };
  const claim = (flow: string) => auth.call('POST', '/v1/social/complete', { body: { flow } });
  return {
    ...auth,
    provider,
    redirectUri,
    clientSecret,
    start,
    callback,
    claim,
    async socialLogin(name = 'google', walk = {}) {
      const started = await start(name);
      const page = await callback(await walkToCallback(started.uri, walk));
      if (page.status !== 200) throw new Error(`callback: ${page.status} ${page.text}`);
      return claim(started.flow);
    },
    async stop() {
      await auth.stop();
      await provider.stop();
    },
  };
}
