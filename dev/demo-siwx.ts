// The demo page's own server route for sign-in (issue 12 point 5): what a site's backend does with the published
// server entry (src/siwx/server.ts, `wallet-modal/server`). It issues one-use nonces, verifies a signed message with
// verifySiwx (the page's origin as domain, EIP-1271 through the chain's RPC) and keeps sessions in memory. The demo
// page uses it through the element's `siwx` hooks when opened with ?siwx=demo-server.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Connect, ViteDevServer } from 'vite';
import type * as SiwxEntry from '../src/siwx/server.ts';

const NONCE_TTL_MS = 10 * 60 * 1000;

/** What the route needs of the stack: the chains it checks contract accounts on, and the Solana network it accepts. */
type SiwxStack = { chains: { chainId: number; rpcUrl: string }[]; solana: { caipNetworkId: string } };
type SiwxSession = { address: string; caipNetworkId: string; expiresAt: number | null };

const send = (res: ServerResponse, status: number, body: unknown) =>
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' }).end(JSON.stringify(body));

/** The request's JSON object; anything else (too large, not JSON, not an object) throws, and the route answers 400. */
async function readBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  let text = '';
  const chunks: AsyncIterable<Buffer> = req;
  for await (const chunk of chunks) {
    text += chunk;
    if (text.length > 16384) throw new Error('body too large');
  }
  const body: unknown = JSON.parse(text);
  if (typeof body !== 'object' || body === null) throw new Error('the body must be a JSON object');
  return body as Record<string, unknown>;
}

export function demoSiwxRoute(server: ViteDevServer, { chains, solana }: SiwxStack): Connect.NextHandleFunction {
  /** nonce -> expiry (ms) */
  const nonces = new Map<string, number>();
  const sessions: SiwxSession[] = [];
  return async (req, res, next) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (!url.pathname.startsWith('/dev/siwx/')) return next();
    try {
      // Loaded through Vite (its sources import without extensions, which Node alone does not resolve).
      const entry = (await server.ssrLoadModule('/src/siwx/server.ts')) as typeof SiwxEntry;
      const origin = `http://${req.headers.host}`;
      if (url.pathname === '/dev/siwx/nonce' && req.method === 'POST') {
        const nonce = entry.createSiwxNonce();
        nonces.set(nonce, Date.now() + NONCE_TTL_MS);
        return send(res, 200, { nonce });
      }
      if (url.pathname === '/dev/siwx/verify' && req.method === 'POST') {
        const { message, signature } = await readBody(req);
        if (typeof message !== 'string' || typeof signature !== 'string') return send(res, 400, { ok: false, reason: 'message and signature must be strings' });
        const nonce = /\nNonce: ([A-Za-z0-9]+)\n/.exec(message)?.[1] ?? '';
        const expiry = nonces.get(nonce);
        if (!expiry || expiry < Date.now()) return send(res, 400, { ok: false, reason: 'nonce' });
        const chainId = Number(/\nChain ID: ([0-9]{1,15})\n/.exec(message)?.[1]);
        const rpc = chains.find((c) => c.chainId === chainId)?.rpcUrl;
        const result = await entry.verifySiwx({
          message,
          signature,
          nonce,
          domain: origin,
          chainIds: chains.map((c) => c.chainId),
          solanaChainIds: [solana.caipNetworkId.slice('solana:'.length)],
          ...(rpc ? { rpc } : {}),
        });
        if (!result.ok) return send(res, 400, { ok: false, reason: result.reason });
        nonces.delete(nonce); // used once: a replay is refused
        const namespace = typeof result.chainId === 'number' ? 'eip155' : 'solana';
        const expiresAt = /\nExpiration Time: ([^\n]+)/.exec(message)?.[1];
        sessions.push({
          address: result.address.toLowerCase(),
          caipNetworkId: `${namespace}:${result.chainId}`,
          expiresAt: expiresAt ? Date.parse(expiresAt) : null,
        });
        return send(res, 200, { ok: true, address: result.address });
      }
      if (url.pathname === '/dev/siwx/sessions' && req.method === 'GET') {
        const address = (url.searchParams.get('address') ?? '').toLowerCase();
        const caipNetworkId = url.searchParams.get('caipNetworkId');
        const now = Date.now();
        return send(res, 200, {
          sessions: sessions.filter((s) => s.address === address && s.caipNetworkId === caipNetworkId && (s.expiresAt === null || s.expiresAt > now)),
        });
      }
      return send(res, 404, { ok: false, reason: 'no such route' });
    } catch (error) {
      return send(res, 400, { ok: false, reason: error instanceof Error ? error.message : String(error) });
    }
  };
}
