// A Solana JSON-RPC 2.0 server on 127.0.0.1 around one LiteSVM instance (a real SVM: the System and SPL Token
// programs execute the transactions). Not used by the product yet. See dev/solana/ for the parts:
// chain.ts (the SVM, slots, history, faucet), methods.ts (the RPC methods' table, with transaction-methods.ts and
// ledger-methods.ts; params.ts reads their params, rpc-errors.ts holds their errors), encoding.ts, token.ts,
// tx-error.ts, demo-accounts.ts (the deterministic keys it funds).
import { createServer } from 'node:http';
import { createHash } from 'node:crypto';
import { SolanaChain } from './solana/chain.ts';
import { methods } from './solana/methods.ts';
import { toBase58 } from './solana/encoding.ts';
import { InvalidParamsError, RpcError, messageOf } from './solana/rpc-errors.ts';
import { createMint } from './solana/token.ts';
import { FUNDED, DEMO_MINT, DEMO_SOLANA_SEED, FAUCET_SEED, signerFromSeed } from './solana/demo-accounts.ts';

export type SolanaRpc = {
  rpcUrl: string;
  genesisHash: string;
  /** The slot of the chain's first block (the first funding airdrop); the slots below it have none. */
  firstSlot: number;
  stop(): Promise<void>;
  faucet: {
    address: string;
    airdrop(to: string, lamports: bigint): Promise<string>;
    accounts: { address: string; lamports: bigint }[];
    demo: { address: string; seed: Uint8Array };
    token: { mint: string; decimals: number; accounts: Record<string, string> };
  };
};

export { DEMO_SOLANA_SEED, LAMPORTS_PER_SOL } from './solana/demo-accounts.ts';

/** Fixed, so the chain's CAIP-2 id (`solana:` + its first 32 characters) is the same on every start. */
const GENESIS_HASH = toBase58(createHash('sha256').update('wallet-modal local solana').digest());
const MAX_BODY = 5 * 1024 * 1024;
const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, GET, OPTIONS',
  'access-control-allow-headers': '*',
  'access-control-max-age': '86400',
};

/** A JSON-RPC 2.0 answer; `id` is the request's, as it came. */
type RpcAnswer = { jsonrpc: '2.0'; result: unknown; id: unknown } | { jsonrpc: '2.0'; error: { code: number; message: string; data?: unknown }; id: unknown };

/** Starts the server on 127.0.0.1 (port 0, the default, picks a free one), the demo accounts funded and the DEMO mint made. */
export async function startSolanaRpc({ port = 0 }: { port?: number } = {}): Promise<SolanaRpc> {
  const faucetSigner = await signerFromSeed(FAUCET_SEED);
  const chain = new SolanaChain(faucetSigner);

  // The chain's first block is the first funding airdrop's: an indexer starts there (the slots below have none).
  const firstSlot = chain.slot;
  const accounts: SolanaRpc['faucet']['accounts'] = [];
  const holders: { owner: string; amount: bigint }[] = [];
  for (const { seed, lamports, tokens } of FUNDED) {
    const { address } = await signerFromSeed(seed);
    const { error } = await chain.airdrop(address, lamports);
    if (error) throw new Error(`funding ${address} failed: ${error.text}`);
    accounts.push({ address, lamports });
    if (tokens > 0n) holders.push({ owner: address, amount: tokens });
  }
  const [demo] = accounts;
  if (!demo) throw new Error('the Solana demo account is missing');
  const mint = (await signerFromSeed(DEMO_MINT.seed)).address;
  const tokenAccounts = await createMint(chain.svm, { mint, decimals: DEMO_MINT.decimals, mintAuthority: demo.address, holders });

  const server = createServer((req, res) => {
    if (req.method === 'OPTIONS') {
      res.writeHead(204, CORS).end();
      return;
    }
    if (req.method === 'GET' && req.url === '/health') {
      res.writeHead(200, { ...CORS, 'content-type': 'text/plain' }).end('ok');
      return;
    }
    if (req.method !== 'POST') {
      res.writeHead(405, { ...CORS, allow: 'POST, OPTIONS' }).end();
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY) {
        res.writeHead(413, CORS).end();
        req.destroy();
      } else chunks.push(chunk);
    });
    req.on('end', async () => {
      if (res.writableEnded) return;
      const body = await handleBody(Buffer.concat(chunks).toString('utf8'), chain);
      res.writeHead(200, { ...CORS, 'content-type': 'application/json' }).end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error(`the Solana RPC is not on a TCP port (${address})`);
  const boundPort = address.port;

  return {
    rpcUrl: `http://127.0.0.1:${boundPort}/`,
    genesisHash: GENESIS_HASH,
    firstSlot,
    faucet: {
      address: faucetSigner.address,
      airdrop: async (to, lamports) => {
        const { signature, error } = await chain.airdrop(to, lamports);
        if (error) throw new Error(`airdrop to ${to} failed: ${error.text}`);
        return signature;
      },
      accounts,
      demo: { address: demo.address, seed: DEMO_SOLANA_SEED },
      token: { mint, decimals: DEMO_MINT.decimals, accounts: tokenAccounts },
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The answer to a request body: one answer, a batch's list of them, or a parse error. */
async function handleBody(text: string, chain: SolanaChain): Promise<RpcAnswer | RpcAnswer[]> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return failure(null, -32700, 'Parse error');
  }
  if (!Array.isArray(parsed)) return handleRequest(parsed, chain);
  if (parsed.length === 0) return failure(null, -32600, 'Invalid request');
  const responses: RpcAnswer[] = [];
  for (const request of parsed) responses.push(await handleRequest(request, chain));
  return responses;
}

async function handleRequest(request: unknown, chain: SolanaChain): Promise<RpcAnswer> {
  if (!request || typeof request !== 'object' || Array.isArray(request)) return failure(null, -32600, 'Invalid request');
  const { jsonrpc, id = null, method, params = [] }: { jsonrpc?: unknown; id?: unknown; method?: unknown; params?: unknown } = request;
  if (jsonrpc !== '2.0' || typeof method !== 'string') return failure(id, -32600, 'Invalid request');
  const handler = Object.hasOwn(methods, method) ? methods[method] : undefined;
  if (!handler) return failure(id, -32601, 'Method not found');
  if (!Array.isArray(params)) return failure(id, -32602, 'Invalid params: expected an array');
  try {
    return { jsonrpc: '2.0', result: await handler(params, chain, GENESIS_HASH), id };
  } catch (error) {
    if (error instanceof InvalidParamsError) return failure(id, -32602, error.message);
    if (error instanceof RpcError) return failure(id, error.code, error.message, error.data);
    return failure(id, -32603, `Internal error: ${messageOf(error)}`);
  }
}

function failure(id: unknown, code: number, message: string, data?: unknown): RpcAnswer {
  return { jsonrpc: '2.0', error: data === undefined ? { code, message } : { code, message, data }, id };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = performance.now();
  const rpc = await startSolanaRpc({ port: Number(process.env.PORT ?? 8899) });
  console.log(`Solana RPC on ${rpc.rpcUrl} (genesis ${rpc.genesisHash}) in ${Math.round(performance.now() - started)} ms`);
  console.log(`demo account ${rpc.faucet.demo.address}, DEMO mint ${rpc.faucet.token.mint}`);
  const stop = () => rpc.stop().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
