// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSolanaRpc, type SolanaRpc } from '../../../dev/solana-rpc.ts';
import { seedSolanaHistory } from '../../../dev/solana/history.ts';

let rpc: SolanaRpc;
let history: string[];
/** A JSON-RPC reply: `result`, or an `error` as a node answers it. */
type Reply<T> = { result: T; error?: { code: number; message: string } };
/** A block as getBlock answers it: the fields these tests read. */
type Block = {
  blockhash: string;
  previousBlockhash: string;
  rewards?: unknown[];
  transactions: { transaction: { signatures: string[]; message: { header: unknown } }; meta: { err: unknown } }[];
};
async function call<T = unknown>(method: string, params: unknown[] = []): Promise<Reply<T>> {
  const response = await fetch(rpc.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  return response.json();
}

beforeAll(async () => {
  rpc = await startSolanaRpc();
  history = await seedSolanaHistory({ rpcUrl: rpc.rpcUrl, token: rpc.faucet.token });
});
afterAll(() => rpc?.stop());

describe('dev/solana-rpc blocks', () => {
  it('getSlot: finalized (the default) is the newest slot with a block, processed the open one after it', async () => {
    const finalized = (await call<number>('getSlot')).result;
    expect((await call<number>('getSlot', [{ commitment: 'finalized' }])).result).toBe(finalized);
    expect((await call<number>('getSlot', [{ commitment: 'processed' }])).result).toBe(finalized + 1);
    const last = (await call<{ slot: number }>('getTransaction', [history.at(-1), { maxSupportedTransactionVersion: 0 }])).result;
    expect(last.slot).toBe(finalized);
  });

  it('getTransaction: maxSupportedTransactionVersion is a non-negative integer or absent (null counts as absent)', async () => {
    const absent = await call('getTransaction', [history[1], {}]);
    expect(await call('getTransaction', [history[1], { maxSupportedTransactionVersion: null }])).toEqual(absent);
    for (const version of ['0', 'x', -1, 0.5]) {
      const reply = await call('getTransaction', [history[1], { maxSupportedTransactionVersion: version }]);
      expect(reply.error?.code, String(version)).toBe(-32602);
    }
  });

  it('getBlock: one block per transaction, chained by previousBlockhash, in the node wire format', async () => {
    const { slot } = (await call<{ slot: number }>('getTransaction', [history[1], { maxSupportedTransactionVersion: 0 }])).result;
    const block = (await call<Block>('getBlock', [slot, { transactionDetails: 'signatures', rewards: false }])).result;
    expect(block).toEqual({
      blockhash: expect.stringMatching(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/),
      previousBlockhash: expect.any(String),
      parentSlot: slot - 1,
      blockHeight: slot,
      blockTime: expect.any(Number),
      signatures: [history[1]],
    });
    const parent = (await call<Block>('getBlock', [slot - 1, { transactionDetails: 'none' }])).result;
    expect(parent.blockhash).toBe(block.previousBlockhash);
    expect(parent.rewards).toEqual([]);
    expect(parent).not.toHaveProperty('transactions');
    const full = (await call<Block>('getBlock', [slot, { maxSupportedTransactionVersion: 0 }])).result;
    expect(full.transactions).toHaveLength(1);
    expect(full.transactions[0]!.transaction.signatures).toEqual([history[1]]);
    expect(full.transactions[0]!.transaction.message.header).toEqual({
      numRequiredSignatures: 1,
      numReadonlySignedAccounts: 0,
      numReadonlyUnsignedAccounts: 1,
    });
    expect(full.transactions[0]!.meta.err).toBeNull();
    expect(full.transactions[0]).not.toHaveProperty('slot');
  });

  it('getBlock: errors as a node answers them', async () => {
    const head = (await call<number>('getSlot')).result;
    expect((await call<Block>('getBlock', [head + 1])).error).toEqual({ code: -32004, message: `Block not available for slot ${head + 1}` });
    expect((await call<Block>('getBlock', [5])).error).toEqual({
      code: -32007,
      message: 'Slot 5 was skipped, or missing due to ledger jump to recent snapshot',
    });
    // Every slot from the first funding airdrop's on has a block; the one before has none.
    expect((await call<Block>('getBlock', [rpc.firstSlot, { transactionDetails: 'none' }])).result.blockhash).toEqual(expect.any(String));
    expect((await call<Block>('getBlock', [rpc.firstSlot - 1])).error!.code).toBe(-32007);
    for (let slot = rpc.firstSlot; slot <= head; slot++) expect((await call<Block>('getBlock', [slot, { transactionDetails: 'none' }])).error).toBeUndefined();
    expect((await call<Block>('getBlock', [-1])).error!.code).toBe(-32602);
    expect((await call<Block>('getBlock', [head, { transactionDetails: 'everything' }])).error!.code).toBe(-32602);
  });
});
