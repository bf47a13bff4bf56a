// @vitest-environment node
// Simulation before signing on the stack's Solana RPC (LiteSVM): simulateTransaction with `accounts` answers the
// post-simulation states, and the simulated SOL and SPL changes equal what sending the same transaction does.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  appendTransactionMessageInstruction,
  createKeyPairSignerFromPrivateKeyBytes,
  createTransactionMessage,
  getTransactionEncoder,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
  type Address,
  type Blockhash,
  type Instruction,
  type KeyPairSigner,
} from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import { getTransferInstruction } from '@solana-program/token';
import { startSolanaRpc, DEMO_SOLANA_SEED, LAMPORTS_PER_SOL, type SolanaRpc } from '../../../dev/solana-rpc.ts';
import { rpcCall } from '../../support/local-chain';
import { createRpcTransport, type RpcTransport } from '../../../src/services/json-rpc';
import { simulateSolana } from '../../../src/client/actions/simulate';
import { WalletModalError } from '../../../src/errors';
import { writableAccounts } from '../../../src/client/actions/simulation/solana';

const SOL = { address: 'native', symbol: 'SOL', decimals: 9 };
let rpc: SolanaRpc;
let transport: RpcTransport;
let demo: KeyPairSigner;
let other: KeyPairSigner;

async function signed(payer: KeyPairSigner, instruction: Instruction): Promise<Uint8Array> {
  const { value: lifetime } = await rpcCall<{ value: { blockhash: string; lastValidBlockHeight: number } }>(rpc.rpcUrl, 'getLatestBlockhash');
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayerSigner(payer, m),
    (m) =>
      setTransactionMessageLifetimeUsingBlockhash(
        { blockhash: lifetime.blockhash as Blockhash, lastValidBlockHeight: BigInt(lifetime.lastValidBlockHeight) },
        m,
      ),
    (m) => appendTransactionMessageInstruction(instruction, m),
  );
  return Uint8Array.from(getTransactionEncoder().encode(await signTransactionMessageWithSigners(message)));
}
/** A simulateTransaction answer with `accounts` asked for: the accounts' states after the run, null when it failed. */
type SimulateAnswer = { value: { err: unknown; accounts: { lamports: number; data: [string, string] }[] | null } };
const sendWire = (wire: Uint8Array) => rpcCall(rpc.rpcUrl, 'sendTransaction', [Buffer.from(wire).toString('base64'), { encoding: 'base64' }]);
const lamports = async (address: string) => BigInt((await rpcCall<{ value: number }>(rpc.rpcUrl, 'getBalance', [address])).value);
const tokenAmount = async (account: string) => {
  const { value } = await rpcCall<{ value: { data: [string, string] } }>(rpc.rpcUrl, 'getAccountInfo', [account, { encoding: 'base64' }]);
  return Buffer.from(value.data[0], 'base64').readBigUInt64LE(64);
};

beforeAll(async () => {
  rpc = await startSolanaRpc();
  transport = createRpcTransport([rpc.rpcUrl], { pingMethod: 'getSlot', retries: 0 });
  demo = await createKeyPairSignerFromPrivateKeyBytes(DEMO_SOLANA_SEED);
  other = await createKeyPairSignerFromPrivateKeyBytes(new Uint8Array(32).fill(2));
}, 30_000);
afterAll(async () => {
  transport?.dispose();
  await rpc?.stop();
});

describe("simulateSolana on the stack's Solana RPC", () => {
  it('a SOL transfer: the simulated change (fee included) equals the sent one', async () => {
    const amount = (3n * LAMPORTS_PER_SOL) / 2n;
    const wire = await signed(demo, getTransferSolInstruction({ source: demo, destination: other.address, amount }));
    expect(writableAccounts(wire)).toEqual([demo.address, other.address]);
    const result = await simulateSolana(transport, demo.address, wire, SOL, []);
    expect(result).toMatchObject({ namespace: 'solana', partial: false, approvals: [] });
    expect(result.revert).toBeUndefined();
    expect(result.changes).toHaveLength(1);
    expect(result.changes[0]!.amount).toBeLessThan(-amount); // the amount and the fee
    const before = await lamports(demo.address);
    await sendWire(wire);
    expect((await lamports(demo.address)) - before).toBe(result.changes[0]!.amount);
  });

  it('an SPL transfer: the token change equals the sent one; decimals from the mint, the symbol from known tokens', async () => {
    const { mint, decimals, accounts } = rpc.faucet.token;
    const source = accounts[demo.address]!;
    const destination = accounts[other.address]!;
    const wire = await signed(
      demo,
      getTransferInstruction({ source: source as Address, destination: destination as Address, authority: demo, amount: 2_500_000n }),
    );
    const unknown = await simulateSolana(transport, demo.address, wire, SOL, []);
    const token = unknown.changes.find((c) => c.address === mint);
    expect(token).toEqual({ address: mint, symbol: `${mint.slice(0, 4)}…${mint.slice(-4)}`, decimals, amount: -2_500_000n });
    const known = await simulateSolana(transport, demo.address, wire, SOL, [{ address: mint, symbol: 'DEMO', decimals }]);
    expect(known.changes.find((c) => c.address === mint)?.symbol).toBe('DEMO');
    const [tokensBefore, solBefore] = [await tokenAmount(source), await lamports(demo.address)];
    await sendWire(wire);
    expect((await tokenAmount(source)) - tokensBefore).toBe(-2_500_000n);
    expect((await lamports(demo.address)) - solBefore).toBe(known.changes.find((c) => c.address === 'native')!.amount);
    // The receiver's side of the same kind of move: received.
    const back = await signed(other, getTransferInstruction({ source: destination as Address, destination: source as Address, authority: other, amount: 1n }));
    expect((await simulateSolana(transport, demo.address, back, SOL, [])).changes).toEqual([
      { address: mint, symbol: expect.any(String), decimals, amount: 1n },
    ]);
  });

  it('a failing transaction reports its reason and no changes', async () => {
    const wire = await signed(other, getTransferSolInstruction({ source: other, destination: demo.address, amount: 1_000n * LAMPORTS_PER_SOL }));
    const result = await simulateSolana(transport, other.address, wire, SOL, []);
    expect(result.changes).toEqual([]);
    expect(result.revert?.reason).toMatch(/insufficient lamports|custom program error|failed/i);
  });
});

describe('dev/solana-rpc simulateTransaction accounts (the node wire format)', () => {
  it('answers post-simulation states, null for a failed run, and refuses base58', async () => {
    const wire = Buffer.from(await signed(demo, getTransferSolInstruction({ source: demo, destination: other.address, amount: 7n }))).toString('base64');
    const now = await lamports(other.address);
    const { value } = await rpcCall<SimulateAnswer>(rpc.rpcUrl, 'simulateTransaction', [
      wire,
      { encoding: 'base64', accounts: { encoding: 'base64', addresses: [other.address] } },
    ]);
    expect(value.err).toBeNull();
    expect(value.accounts).toHaveLength(1);
    expect(BigInt(value.accounts![0]!.lamports)).toBe(now + 7n);
    expect(value.accounts![0]!.data).toEqual(['', 'base64']);
    expect(await lamports(other.address)).toBe(now); // nothing committed

    const failing = Buffer.from(
      await signed(other, getTransferSolInstruction({ source: other, destination: demo.address, amount: 10_000n * LAMPORTS_PER_SOL })),
    ).toString('base64');
    const failed = await rpcCall<SimulateAnswer>(rpc.rpcUrl, 'simulateTransaction', [
      failing,
      { encoding: 'base64', accounts: { encoding: 'base64', addresses: [other.address] } },
    ]);
    expect(failed.value.err).not.toBeNull();
    expect(failed.value.accounts).toBeNull();

    await expect(
      rpcCall(rpc.rpcUrl, 'simulateTransaction', [wire, { encoding: 'base64', accounts: { encoding: 'base58', addresses: [other.address] } }]),
    ).rejects.toThrow(/-32602.*base58 encoding not supported/);
    await expect(rpcCall(rpc.rpcUrl, 'simulateTransaction', [wire, { encoding: 'base64', accounts: { addresses: 'x' } }])).rejects.toThrow(/-32602/);
  });
});

describe('simulateSolana with a malformed node reply', () => {
  it.each([
    ['accounts missing', { err: null, accounts: null }],
    ['one account too few', { err: null, accounts: [] }],
    ['lamports not a number', { err: null, accounts: [{ lamports: 'many', owner: '11111111111111111111111111111111', data: ['', 'base64'] }, null] }],
    ['data not base64', { err: null, accounts: [{ lamports: 1, owner: '11111111111111111111111111111111', data: ['%%%', 'base64'] }, null] }],
  ])('%s: a clear RPC_REPLY_INVALID error', async (_label, value) => {
    // A real proxy in front of the stack's RPC that garbles only simulateTransaction.
    const server = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', async () => {
        const parsed = JSON.parse(body);
        const one = async (r: { id: number; method: string }) =>
          r.method === 'simulateTransaction'
            ? { jsonrpc: '2.0', id: r.id, result: { context: { slot: 1 }, value } }
            : (await fetch(rpc.rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(r) })).json();
        res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify(Array.isArray(parsed) ? await Promise.all(parsed.map(one)) : await one(parsed)));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const garbled = createRpcTransport([`http://127.0.0.1:${(server.address() as AddressInfo).port}`], { pingMethod: 'getSlot', retries: 0 });
    try {
      const wire = await signed(demo, getTransferSolInstruction({ source: demo, destination: other.address, amount: 1n }));
      const error = await simulateSolana(garbled, demo.address, wire, SOL, []).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(WalletModalError);
      expect(error).toMatchObject({ code: 'RPC_REPLY_INVALID' });
    } finally {
      garbled.dispose();
      server.close();
    }
  });

  it('refuses bytes that are not a wire transaction', async () => {
    await expect(simulateSolana(transport, demo.address, new Uint8Array([1, 2, 3]), SOL, [])).rejects.toMatchObject({ code: 'INVALID_INPUT' });
  });
});
