/**
 * The dev stack's OpenID provider: a real one (`oidc-provider`, certified OpenID Connect) on 127.0.0.1 standing in
 * for Google, GitHub and the other social providers, so the whole redirect flow runs with no stub (issue 21 point 2).
 * Its own login and consent pages (./openid-provider/pages.ts), a few test users, and the clients it is started with,
 * each of which must use PKCE (S256). Signing key, cookie keys and everything it stores are new at each start, in memory.
 */
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Configuration } from 'oidc-provider';
import { memoryAdapter } from './openid-provider/memory-adapter.ts';
import { consentPage, errorPage, loginPage } from './openid-provider/pages.ts';

export type OpenIdClient = { clientId: string; clientSecret: string; redirectUris: readonly string[]; name?: string };

export type OpenIdProvider = {
  /** The issuer, http://127.0.0.1:PORT (its discovery document at /.well-known/openid-configuration). */
  issuer: string;
  stop(): Promise<void>;
};

/** The test users: sign in with an email and DEV_OPENID_PASSWORD. */
export const DEV_OPENID_USERS = [
  { id: 'alice', email: 'alice@example.test', name: 'Alice Example', username: 'alice' },
  { id: 'bob', email: 'bob@example.test', name: 'Bob Example', username: 'bob' },
] as const;
export const DEV_OPENID_PASSWORD = 'password';

const INTERACTION = /^\/interaction\/([A-Za-z0-9_-]{1,64})(?:\/(login|confirm|abort))?$/;
const MAX_FORM_BYTES = 4096;
const PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
};

async function readForm(req: IncomingMessage): Promise<URLSearchParams | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_FORM_BYTES) return null;
    chunks.push(chunk);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function configuration(clients: readonly OpenIdClient[]): Configuration {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    adapter: memoryAdapter(),
    clients: clients.map((c) => ({
      client_id: c.clientId,
      client_secret: c.clientSecret,
      client_name: c.name ?? c.clientId,
      redirect_uris: [...c.redirectUris],
      response_types: ['code'],
      grant_types: ['authorization_code'],
      token_endpoint_auth_method: 'client_secret_basic',
    })),
    pkce: { required: () => true },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: `dev-${randomBytes(6).toString('hex')}`, use: 'sig', alg: 'RS256' }] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'preferred_username'] },
    // As Google's: the ID token itself says who signed in (the auth service reads nothing else).
    conformIdTokenClaims: false,
    findAccount: (_ctx, sub) => {
      const user = DEV_OPENID_USERS.find((u) => u.id === sub);
      if (!user) return undefined;
      return {
        accountId: user.id,
        claims: () => ({ sub: user.id, email: user.email, email_verified: true, name: user.name, preferred_username: user.username }),
      };
    },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    features: { devInteractions: { enabled: false } },
    ttl: { AuthorizationCode: 60, IdToken: 600, AccessToken: 600, Interaction: 600, Session: 3600, Grant: 3600 },
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = errorPage('Sign-in error', `${out.error}: ${out.error_description ?? ''}`);
    },
  };
}

/** The login and consent steps: the pages, and what their forms post. */
async function interact(provider: Provider, req: IncomingMessage, res: ServerResponse, uid: string, action: string | undefined): Promise<void> {
  const details = await provider.interactionDetails(req, res);
  if (details.uid !== uid) throw new Error('the interaction of this page is not the one in progress');
  const { prompt, params } = details;
  const users = DEV_OPENID_USERS.map((u) => u.email);
  if (action === undefined && req.method === 'GET') {
    const client = await provider.Client.find(String(params.client_id));
    const account = DEV_OPENID_USERS.find((u) => u.id === details.session?.accountId)?.email ?? '';
    const html =
      prompt.name === 'login'
        ? loginPage({ uid, users, password: DEV_OPENID_PASSWORD })
        : consentPage({ uid, client: client?.clientName ?? String(params.client_id), account, scopes: String(params.scope ?? '').split(' ') });
    res.writeHead(200, PAGE_HEADERS).end(html);
    return;
  }
  if (req.method !== 'POST') return void res.writeHead(405, { allow: 'GET, POST' }).end();
  if (action === 'abort') {
    await provider.interactionFinished(req, res, { error: 'access_denied', error_description: 'The user cancelled' }, { mergeWithLastSubmission: false });
    return;
  }
  if (action === 'login' && prompt.name === 'login') {
    const form = await readForm(req);
    const user = DEV_OPENID_USERS.find((u) => u.email === form?.get('login')?.trim().toLowerCase());
    if (!user || form?.get('password') !== DEV_OPENID_PASSWORD) {
      res.writeHead(401, PAGE_HEADERS).end(loginPage({ uid, users, password: DEV_OPENID_PASSWORD, error: 'Wrong email or password' }));
      return;
    }
    await provider.interactionFinished(req, res, { login: { accountId: user.id } }, { mergeWithLastSubmission: false });
    return;
  }
  if (action === 'confirm' && prompt.name === 'consent') {
    const missing = prompt.details as { missingOIDCScope?: string[]; missingOIDCClaims?: string[] };
    const grant = details.grantId
      ? await provider.Grant.find(details.grantId)
      : new provider.Grant({ accountId: details.session?.accountId, clientId: String(params.client_id) });
    if (!grant) throw new Error('the grant of this interaction is gone');
    if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
    if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
    const grantId = await grant.save();
    await provider.interactionFinished(req, res, { consent: details.grantId ? {} : { grantId } }, { mergeWithLastSubmission: true });
    return;
  }
  res.writeHead(400, PAGE_HEADERS).end(errorPage('Sign-in error', 'This step does not belong to the sign-in in progress'));
}

export async function startOpenIdProvider({ clients, port = 0 }: { clients: readonly OpenIdClient[]; port?: number }): Promise<OpenIdProvider> {
  // Made once the server listens: the issuer names its port.
  let provider: Provider | undefined;
  let protocol: ReturnType<Provider['callback']> | undefined;
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname;
    const interaction = INTERACTION.exec(path);
    if (!provider || !protocol) return void res.writeHead(503).end();
    if (!interaction) return void protocol(req, res);
    interact(provider, req, res, interaction[1]!, interaction[2]).catch((error: unknown) => {
      // An expired or foreign interaction (no cookie, another uid): a page saying so, not a crash.
      if (!res.headersSent) res.writeHead(400, PAGE_HEADERS).end(errorPage('Sign-in error', error instanceof Error ? error.message : String(error)));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  provider = new Provider(issuer, configuration(clients));
  protocol = provider.callback();
  return {
    issuer,
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
