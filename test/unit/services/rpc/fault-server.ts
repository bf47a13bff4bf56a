/**
 * A real JSON-RPC endpoint on 127.0.0.1 (on a free port the OS picks) that misbehaves on demand: slow answers, HTTP statuses,
 * JSON-RPC errors, broken batches. By default it answers like a node that echoes: each request's result is
 * `method(params)`, so a result handed to the wrong request shows.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type RpcCall = { jsonrpc?: string; id?: unknown; method: string; params?: unknown[] };
/** What one POST carried: a single call or a batch. */
type Post = { body: RpcCall | RpcCall[]; headers: IncomingHttpHeaders };
type Reply = { status?: number; headers?: Record<string, string>; body?: unknown; raw?: string; delayMs?: number };
export type Handler = (body: RpcCall | RpcCall[], post: number) => Reply | Promise<Reply>;

export const echo = (call: RpcCall) => `${call.method}(${JSON.stringify(call.params ?? [])})`;
export const answer = (call: RpcCall) => ({ jsonrpc: '2.0', id: call.id, result: echo(call) });
export const echoNode: Handler = (body) => ({ body: Array.isArray(body) ? body.map(answer) : answer(body) });

export type FaultServer = {
  url: string;
  posts: Post[];
  /** Every call seen, batches flattened, in arrival order. */
  calls(method?: string): RpcCall[];
  handle(handler: Handler): void;
  close(): Promise<void>;
};

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function startFaultServer(handler: Handler = echoNode): Promise<FaultServer> {
  let current = handler;
  const posts: Post[] = [];
  const server: Server = createServer((req, res) => {
    // A page (happy-dom) may call it too: answer its CORS preflight, which is no RPC call.
    const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*' };
    if (req.method === 'OPTIONS') return void res.writeHead(204, cors).end();
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as RpcCall | RpcCall[];
      posts.push({ body, headers: req.headers });
      const reply = await current(body, posts.length - 1);
      if (reply.delayMs) await wait(reply.delayMs);
      if (res.destroyed) return;
      res.writeHead(reply.status ?? 200, { 'content-type': 'application/json', ...cors, ...reply.headers });
      res.end(reply.raw ?? (reply.body === undefined ? '' : JSON.stringify(reply.body)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    posts,
    calls: (method) => posts.flatMap((p) => (Array.isArray(p.body) ? p.body : [p.body])).filter((c) => method === undefined || c.method === method),
    handle: (next) => {
      current = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
