/**
 * An OpenID provider that answers what a test tells it to (a real HTTP server on 127.0.0.1): its discovery document,
 * its JWKS (one RSA key, counted when fetched), and a token endpoint that records each request and answers with the
 * token answer the test has set, ID tokens signed by `sign` with a key in or out of the JWKS, or forged outright.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type JWTPayload } from 'jose';

type TokenRequest = { form: URLSearchParams; authorization: string | undefined };

export type RogueProvider = {
  issuer: string;
  /** Replaces fields of the discovery document (undefined removes one). */
  discovery: Record<string, unknown>;
  /** How often the JWKS was fetched. */
  jwksFetches: number;
  requests: TokenRequest[];
  /** The token endpoint's next answer (a JSON body with status 200, or a status alone). */
  answer: Record<string, unknown> | number;
  /** An ID token signed with the JWKS's key (`kid` 'k1'), or with `options.key` 'other' (a key the JWKS lacks) and any header. */
  sign(claims: JWTPayload, options?: { key?: 'jwks' | 'other'; kid?: string; alg?: string }): Promise<string>;
  stop(): Promise<void>;
};

export async function startRogueProvider(): Promise<RogueProvider> {
  const mine = await generateKeyPair('RS256', { extractable: true });
  const other = await generateKeyPair('RS256', { extractable: true });
  const publicJwk = { ...(await exportJWK(mine.publicKey)), kid: 'k1', use: 'sig', alg: 'RS256' };
  let state: RogueProvider;
  const server: Server = createServer((req, res) => {
    const json = (status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (req.url === '/.well-known/openid-configuration') return json(200, state.discovery);
    if (req.url === '/jwks') {
      state.jwksFetches += 1;
      return json(200, { keys: [publicJwk] });
    }
    if (req.url === '/token' && req.method === 'POST') {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        state.requests.push({ form: new URLSearchParams(Buffer.concat(chunks).toString('utf8')), authorization: req.headers.authorization });
        if (typeof state.answer === 'number') json(state.answer, { error: 'invalid_grant' });
        else json(200, state.answer);
      });
      return;
    }
    json(404, { error: 'not_found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  state = {
    issuer,
    discovery: {
      issuer,
      authorization_endpoint: `${issuer}/authorize`,
      token_endpoint: `${issuer}/token`,
      jwks_uri: `${issuer}/jwks`,
      response_types_supported: ['code'],
      subject_types_supported: ['public'],
      id_token_signing_alg_values_supported: ['RS256'],
      code_challenge_methods_supported: ['S256'],
    },
    jwksFetches: 0,
    requests: [],
    answer: 400,
    sign: (claims, options = {}) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: options.alg ?? 'RS256', kid: options.kid ?? 'k1' })
        .sign(options.key === 'other' ? other.privateKey : mine.privateKey),
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return state;
}
