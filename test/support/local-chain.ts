/**
 * The tests' side of the stack's local chains: JSON-RPC calls to a node (Anvil, or dev/solana-rpc.ts), and the
 * unsigned SOL transfers that Solana tests hand to wallets.
 */
import {
  appendTransactionMessageInstruction,
  compileTransaction,
  createNoopSigner,
  createTransactionMessage,
  getBase64Decoder,
  getTransactionEncoder,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  type Address,
  type Blockhash,
} from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import type { ChainRpc } from '../../src/chains/rpc';
import { jsonRpcRequest, type JsonRpcOptions } from '../../src/services/json-rpc';

/** A JSON-RPC call to a local node; a node error throws with the method and the error's JSON. */
export async function rpcCall<T = unknown>(url: string, method: string, params: unknown = []): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const body = (await response.json()) as { result?: T; error?: unknown };
  if (body.error) throw new Error(`${method}: ${JSON.stringify(body.error)}`);
  return body.result as T;
}

/** The wire bytes of an unsigned transfer of `lamports` from `from` to `to`, its fee paid by `feePayer`, with the node's latest blockhash. */
export async function transferBytes(rpcUrl: string, from: string, to: string, lamports: bigint, feePayer = from): Promise<Uint8Array> {
  const { value: lifetime } = await rpcCall<{ value: { blockhash: string; lastValidBlockHeight: number } }>(rpcUrl, 'getLatestBlockhash');
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayer(feePayer as Address, m),
    (m) =>
      setTransactionMessageLifetimeUsingBlockhash(
        { blockhash: lifetime.blockhash as Blockhash, lastValidBlockHeight: BigInt(lifetime.lastValidBlockHeight) },
        m,
      ),
    (m) =>
      appendTransactionMessageInstruction(
        getTransferSolInstruction({ source: createNoopSigner(from as Address), destination: to as Address, amount: lamports }),
        m,
      ),
  );
  return Uint8Array.from(getTransactionEncoder().encode(compileTransaction(message)));
}

/** The same transfer as a base64 wire transaction (the SolanaRequests encoding). */
export async function transferBase64(rpcUrl: string, from: string, to: string, lamports: bigint, feePayer = from): Promise<string> {
  return getBase64Decoder().decode(await transferBytes(rpcUrl, from, to, lamports, feePayer));
}

/**
 * A node at `url` as chains/ takes it (a ChainRpc): each call over the product's own transport, alone, with
 * `options` (e.g. no retries against a hostile node).
 */
export function chainRpcAt(url: string, options?: JsonRpcOptions): ChainRpc {
  return { request: (method, params) => jsonRpcRequest(url, method, params, options) };
}
