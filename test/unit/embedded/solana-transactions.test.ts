// @vitest-environment node
// Node: dev/solana-rpc.ts reads files through `new URL(...)`, which happy-dom's URL global breaks; the frame is reached
// without windows (frame-direct.ts).
/**
 * The embedded wallet's Solana transactions below the UI: the modal's request code (connectors/embedded/requests.ts)
 * with an approval that says yes, the real frame's handler signing with its key, and a real Solana RPC (LiteSVM,
 * dev/solana-rpc.ts) the modal sends to. Answers in the shapes every Solana connector of ours answers.
 */
import { generateKeyPairSigner, getBase58Encoder } from '@solana/kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSolanaRpc, type SolanaRpc } from '../../../dev/solana-rpc.ts';
import { SOLANA_LOCALNET_REFERENCE } from '../../../src/chains/known-networks';
import { answerRequest, type ApprovalRequest, type RequestContext } from '../../../src/connectors/embedded/requests';
import { loggedInFrame } from '../../support/frame-direct';
import { chainRpcAt, rpcCall, transferBase64 } from '../../support/local-chain';

const LOCALNET = `solana:${SOLANA_LOCALNET_REFERENCE}` as const;
let rpc: SolanaRpc;
beforeAll(async () => {
  rpc = await startSolanaRpc();
});
afterAll(() => rpc?.stop());

const balance = async (of: string): Promise<number> => (await rpcCall<{ value: number }>(rpc.rpcUrl, 'getBalance', [of])).value;
const statusOf = async (signature: string) =>
  (await rpcCall<{ value: ({ err: unknown } | null)[] }>(rpc.rpcUrl, 'getSignatureStatuses', [[signature]])).value[0];

/** A logged-in embedded wallet on the local chain, funded with 1 SOL; its requests as the connector makes them. */
async function solanaWallet() {
  const frame = await loggedInFrame(LOCALNET, `sol-${crypto.randomUUID()}@example.com`);
  const address = frame.state.keys!.solanaAddress;
  await rpc.faucet.airdrop(address, 1_000_000_000n);
  const approvals: ApprovalRequest[] = [];
  const ctx: RequestContext = {
    namespace: 'solana',
    wallet: { address: () => address, frameRequest: frame.frameRequest },
    chain: () => LOCALNET,
    rpc: (caipNetworkId) => (caipNetworkId === LOCALNET ? chainRpcAt(rpc.rpcUrl, { retries: 0 }) : undefined),
    async approve(request, send) {
      approvals.push(request);
      return send();
    },
    switchTo: async () => {},
  };
  const request = (method: string, params: unknown) => answerRequest(ctx, { method, params: params as never });
  return { address, approvals, request };
}

const newAddress = async () => (await generateKeyPairSigner()).address;

describe("the embedded wallet's Solana transactions", () => {
  it('solana_signAndSendTransaction: the frame signs after the approval, the modal sends; the SOL moves and the signature is the id', async () => {
    const w = await solanaWallet();
    const to = await newAddress();
    const transaction = await transferBase64(rpc.rpcUrl, w.address, to, 300_000_000n);
    const reply = (await w.request('solana_signAndSendTransaction', { transaction, sendOptions: { skipPreflight: false } })) as { signature: string };
    expect(Object.keys(reply)).toEqual(['signature']);
    expect(getBase58Encoder().encode(reply.signature)).toHaveLength(64);
    expect(await statusOf(reply.signature)).toMatchObject({ err: null });
    expect(await balance(to)).toBe(300_000_000);
    expect(w.approvals.map((a) => [a.namespace, a.method, a.params])).toEqual([
      ['solana', 'solana_signAndSendTransaction', { transaction, sendOptions: { skipPreflight: false } }],
    ]);
  });

  it('solana_signTransaction and solana_signAllTransactions answer signed wire transactions the node takes as they are', async () => {
    const w = await solanaWallet();
    const [a, b, c] = await Promise.all([newAddress(), newAddress(), newAddress()]);
    const one = (await w.request('solana_signTransaction', { transaction: await transferBase64(rpc.rpcUrl, w.address, a, 1_000_000n) })) as {
      signature: string;
      transaction: string;
    };
    expect(await rpcCall(rpc.rpcUrl, 'sendTransaction', [one.transaction, { encoding: 'base64' }])).toBe(one.signature);
    const all = (await w.request('solana_signAllTransactions', {
      transactions: [await transferBase64(rpc.rpcUrl, w.address, b, 2_000_000n), await transferBase64(rpc.rpcUrl, w.address, c, 3_000_000n)],
    })) as { transactions: string[] };
    expect(all.transactions).toHaveLength(2);
    for (const signed of all.transactions) await rpcCall(rpc.rpcUrl, 'sendTransaction', [signed, { encoding: 'base64' }]);
    expect([await balance(a), await balance(b), await balance(c)]).toEqual([1_000_000, 2_000_000, 3_000_000]);
  });

  it("passes the node's refusal on in SPEC's words, the node's code kept (more SOL than the wallet holds)", async () => {
    const w = await solanaWallet();
    const to = await newAddress();
    const transaction = await transferBase64(rpc.rpcUrl, w.address, to, 5_000_000_000n);
    await expect(w.request('solana_signAndSendTransaction', { transaction })).rejects.toMatchObject({
      code: 'RPC_-32002',
      shortMessage: 'Failed to send transaction. Please try again.',
    });
    expect(await balance(to)).toBe(0);
  });

  it('refuses before anyone is asked: a transaction the wallet does not sign (4100), junk, unbounded lists or bad options (-32602)', async () => {
    const w = await solanaWallet();
    const other = await newAddress();
    const foreign = await transferBase64(rpc.rpcUrl, other, w.address, 1n);
    const own = await transferBase64(rpc.rpcUrl, w.address, other, 1n);
    for (const method of ['solana_signTransaction', 'solana_signAndSendTransaction']) {
      await expect(w.request(method, { transaction: foreign })).rejects.toMatchObject({ rpcCode: 4100 });
      await expect(w.request(method, { transaction: 'AAAA' })).rejects.toMatchObject({ rpcCode: -32602 });
      await expect(w.request(method, [own])).rejects.toMatchObject({ rpcCode: -32602 });
    }
    await expect(w.request('solana_signAllTransactions', { transactions: [own, foreign] })).rejects.toMatchObject({ rpcCode: 4100 });
    await expect(w.request('solana_signAllTransactions', { transactions: Array(101).fill(own) })).rejects.toMatchObject({ rpcCode: -32602 });
    await expect(w.request('solana_signAllTransactions', { transactions: [] })).rejects.toMatchObject({ rpcCode: -32602 });
    await expect(w.request('solana_signAndSendTransaction', { transaction: own, sendOptions: { maxRetries: -1 } })).rejects.toMatchObject({ rpcCode: -32602 });
    // An EVM method on the Solana side has no key or chain to go to.
    await expect(w.request('eth_sendTransaction', [{ to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' }])).rejects.toMatchObject({ rpcCode: 4200 });
    expect(w.approvals).toEqual([]);
  });
});
