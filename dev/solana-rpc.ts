// @ts-nocheck -- converted from .mjs with JSDoc types (issue 20 point 10); TypeScript types still to be written, file by file.
// A Solana JSON-RPC 2.0 server on 127.0.0.1 around one LiteSVM instance (a real SVM: the System and SPL Token
// programs execute the transactions). Not used by the product yet. See dev/solana/ for the parts:
// chain.ts (the SVM, slots, history, faucet), methods.ts (the RPC methods), encoding.ts, token.ts, tx-error.ts,
// demo-accounts.ts (the deterministic keys it funds).
import { createServer } from 'node:http';
import { createHash } from 'node:crypto';
import { SolanaChain } from './solana/chain.ts';
import { methods, RpcError } from './solana/methods.ts';
import { InvalidParamsError, toBase58 } from './solana/encoding.ts';
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

/**
 * @param {{ port?: number }} [options]
 */
export function startSolanaRpc(options?: { port?: number }): Promise<SolanaRpc>;
export async function startSolanaRpc({ port = 0 } = {}) {
  const faucetSigner = await signerFromSeed(FAUCET_SEED);
  const chain = new SolanaChain(faucetSigner);

  // The chain's first block is the first funding airdrop's: an indexer starts there (the slots below have none).
  const firstSlot = chain.slot;
  const accounts = [];
  for (const { seed, lamports } of FUNDED) {
    const { address } = await signerFromSeed(seed);
    const { error } = await chain.airdrop(address, lamports);
    if (error) throw new Error(`funding ${address} failed: ${error.text}`);
    accounts.push({ address, lamports });
  }
  const demoAddress = /** @type {string} */ (accounts[0]?.address);
  const mint = (await signerFromSeed(DEMO_MINT.seed)).address;
  const tokenAccounts = await createMint(chain.svm, {
    mint,
    decimals: DEMO_MINT.decimals,
    mintAuthority: demoAddress,
    holders: FUNDED.flatMap(({ tokens }, i) => (tokens > 0n ? [{ owner: /** @type {string} */ (accounts[i]?.address), amount: tokens }] : [])),
  });

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
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    req.on('data', (chunk) => {
      size += chunk.length;
      if (size > MAX_BODY) {
        res.writeHead(413, CORS).end();
        req.destroy();
      } else chunks.push(chunk);
    });
    req.on('end', async () => {
      if (res.writableEnded) return;
      const body = await handleBody(Buffer.concat(chunks).toString('utf8'), chain);
      res.writeHead(200, { ...CORS, 'content-type': 'application/json' }).end(body === undefined ? '' : JSON.stringify(body));
    });
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(undefined));
  });
  const { port: boundPort } = /** @type {import('node:net').AddressInfo} */ (server.address());

  return {
    rpcUrl: `http://127.0.0.1:${boundPort}/`,
    genesisHash: GENESIS_HASH,
    firstSlot,
    faucet: {
      address: faucetSigner.address,
      /** @param {string} to @param {bigint} lamports @returns {Promise<string>} the signature */
      airdrop: async (to, lamports) => {
        const { signature, error } = await chain.airdrop(to, lamports);
        if (error) throw new Error(`airdrop to ${to} failed: ${error.text}`);
        return signature;
      },
      accounts,
      demo: { address: demoAddress, seed: DEMO_SOLANA_SEED },
      token: { mint, decimals: DEMO_MINT.decimals, accounts: tokenAccounts },
    },
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve(undefined));
      }),
  };
}

/**
 * @param {string} text
 * @param {SolanaChain} chain
 */
async function handleBody(text, chain) {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return failure(null, -32700, 'Parse error');
  }
  if (!Array.isArray(parsed)) return handleRequest(parsed, chain);
  if (parsed.length === 0) return failure(null, -32600, 'Invalid request');
  const responses = [];
  for (const request of parsed) responses.push(await handleRequest(request, chain));
  return responses;
}

/**
 * @param {unknown} request
 * @param {SolanaChain} chain
 */
async function handleRequest(request, chain) {
  if (!request || typeof request !== 'object' || Array.isArray(request)) return failure(null, -32600, 'Invalid request');
  const { jsonrpc, id = null, method, params = [] } = /** @type {Record<string, any>} */ (request);
  if (jsonrpc !== '2.0' || typeof method !== 'string') return failure(id, -32600, 'Invalid request');
  const handler = Object.hasOwn(methods, method) ? methods[method] : undefined;
  if (!handler) return failure(id, -32601, 'Method not found');
  if (!Array.isArray(params)) return failure(id, -32602, 'Invalid params: expected an array');
  try {
    return { jsonrpc: '2.0', result: await handler(params, chain, GENESIS_HASH), id };
  } catch (error) {
    if (error instanceof InvalidParamsError) return failure(id, -32602, error.message);
    if (error instanceof RpcError) return failure(id, error.code, error.message, error.data);
    return failure(id, -32603, `Internal error: ${/** @type {Error} */ (error).message}`);
  }
}

/** @param {unknown} id @param {number} code @param {string} message @param {unknown} [data] */
function failure(id, code, message, data) {
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
