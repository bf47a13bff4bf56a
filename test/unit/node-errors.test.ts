// @vitest-environment node
// SPEC §8 node messages: Anvil's real refusals (provoked on a real Anvil) and geth's wordings each become a named
// error with a stable code, through toWalletModalError and through the RPC transport; a wallet's rejection stays one.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Wallet } from 'ethers';
import { startAnvil, type Anvil } from '../../dev/anvil.ts';
import { NODE_ERRORS, NodeError, matchNodeError } from '../../src/errors/node';
import { UserRejectedRequestError, toProviderErrorShape, toWalletModalError, TransactionRejectedRpcError } from '../../src/errors/rpc';
import { createRpcTransport } from '../../src/services/json-rpc';

const KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'; // Anvil's first dev account
const FROM = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266';
const TO = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
let anvil: Anvil;
const wallet = new Wallet(KEY);

/** The node's raw JSON-RPC error object for a call that must fail. */
async function nodeError(method: string, params: unknown[]): Promise<{ code: number; message: string; data?: unknown }> {
  const response = await fetch(anvil.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const body = (await response.json()) as { error?: { code: number; message: string } };
  if (!body.error) throw new Error(`${method} did not fail`);
  return body.error;
}
const raw = (tx: Record<string, unknown>) =>
  wallet.signTransaction({
    to: TO,
    value: 1n,
    chainId: 31337,
    gasLimit: 21_000n,
    maxFeePerGas: 10n ** 10n,
    maxPriorityFeePerGas: 1n,
    type: 2,
    nonce: 0,
    ...tx,
  });

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337 });
  const hash = await fetch(anvil.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_sendRawTransaction', params: [await raw({})] }),
  });
  const sent = ((await hash.json()) as { result?: string }).result;
  expect(sent).toMatch(/^0x/);
  // Nonce 0 counts as used only once mined; until then a second nonce-0 transaction is a replacement, not 'nonce too low'.
  await vi.waitFor(
    async () => {
      const reply = await fetch(anvil.rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_getTransactionReceipt', params: [sent] }),
      });
      expect(((await reply.json()) as { result?: unknown }).result).toBeTruthy();
    },
    { timeout: 10_000, interval: 50 },
  );
}, 30_000);
afterAll(() => anvil?.stop());

describe('node errors from a real Anvil', () => {
  const cases: [string, () => Promise<{ code: number; message: string }>, keyof typeof NODE_ERRORS][] = [
    ['nonce too low', async () => nodeError('eth_sendRawTransaction', [await raw({ nonce: 0 })]), 'NONCE_TOO_LOW'],
    ['insufficient funds', async () => nodeError('eth_sendRawTransaction', [await raw({ nonce: 1, value: 10n ** 30n })]), 'INSUFFICIENT_FUNDS'],
    ['fee cap below base fee', async () => nodeError('eth_sendRawTransaction', [await raw({ nonce: 1, maxFeePerGas: 1n })]), 'FEE_CAP_TOO_LOW'],
    [
      'tip above fee cap',
      () => nodeError('eth_sendTransaction', [{ from: FROM, to: TO, value: '0x1', maxFeePerGas: '0x10000000000', maxPriorityFeePerGas: '0x20000000000' }]),
      'TIP_ABOVE_FEE_CAP',
    ],
    ['gas too low', async () => nodeError('eth_sendRawTransaction', [await raw({ nonce: 1, gasLimit: 100n })]), 'GAS_TOO_LOW'],
    ['gas too high', async () => nodeError('eth_sendRawTransaction', [await raw({ nonce: 1, gasLimit: 10n ** 9n })]), 'GAS_TOO_HIGH'],
    ['reverted', () => nodeError('eth_call', [{ from: FROM, data: '0x60006000fd' }]), 'EXECUTION_REVERTED'], // init code: REVERT(0, 0)
  ];
  for (const [label, provoke, kind] of cases) {
    it(`${label}: ${NODE_ERRORS[kind].name}`, async () => {
      const reply = await provoke();
      const error = toWalletModalError(reply);
      expect(error).toBeInstanceOf(NodeError);
      expect(error).toMatchObject({ code: `NODE_${kind}`, kind, name: NODE_ERRORS[kind].name, shortMessage: NODE_ERRORS[kind].message, rpcCode: reply.code });
      expect(error.details).toBe(reply.message); // the node's own words stay with it
      expect(toProviderErrorShape(error)).toEqual({ code: reply.code, message: NODE_ERRORS[kind].message });
    });
  }

  it('the RPC transport rejects with the named error, revert data kept', async () => {
    const transport = createRpcTransport([anvil.rpcUrl], { retries: 0 });
    try {
      // REVERT with Error("no"): init code storing the ABI payload then reverting 100 bytes.
      const payload = `08c379a0${'20'.padStart(64, '0')}${'2'.padStart(64, '0')}${'6e6f'.padEnd(64, '0')}`;
      const init = `0x6064600c60003960646000fd${payload}`;
      const error = await transport.request('eth_call', [{ from: FROM, data: init }, 'latest']).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(NodeError);
      expect(error).toMatchObject({ kind: 'EXECUTION_REVERTED', data: `0x${payload}` });
      const funds = await transport.request('eth_sendRawTransaction', [await raw({ nonce: 1, value: 10n ** 30n })]).catch((e: unknown) => e);
      expect(funds).toMatchObject({ code: 'NODE_INSUFFICIENT_FUNDS' });
    } finally {
      transport.dispose();
    }
  });
});

describe("node errors in geth's and ethers' words", () => {
  it.each([
    ['nonce too high', 'NONCE_TOO_HIGH'],
    ['nonce has max value', 'NONCE_MAX_VALUE'],
    ['max fee per gas higher than 2^256-1', 'FEE_CAP_TOO_HIGH'],
    ['transaction type not supported', 'TRANSACTION_TYPE_NOT_SUPPORTED'],
    ['intrinsic gas too low: have 100, want 21000', 'GAS_TOO_LOW'],
    ['insufficient funds for gas * price + value: address 0x… have 0 want 1', 'INSUFFICIENT_FUNDS'],
    ['execution reverted: Pool moved', 'EXECUTION_REVERTED'],
  ] as const)('%s → %s', (message, kind) => {
    expect(toWalletModalError({ code: -32000, message })).toMatchObject({ kind, code: `NODE_${kind}` });
  });

  it("reads ethers' wrapping and codes", () => {
    const wrapped = Object.assign(new Error('could not coalesce error'), {
      code: 'UNKNOWN_ERROR',
      info: { error: { code: -32003, message: 'nonce too low' } },
    });
    expect(toWalletModalError(wrapped)).toMatchObject({ kind: 'NONCE_TOO_LOW', rpcCode: -32003 });
    expect(toWalletModalError(Object.assign(new Error('insufficient funds for intrinsic transaction cost'), { code: 'INSUFFICIENT_FUNDS' }))).toMatchObject({
      kind: 'INSUFFICIENT_FUNDS',
    });
    expect(toWalletModalError(Object.assign(new Error('missing revert data'), { code: 'CALL_EXCEPTION', data: '0x' }))).toMatchObject({
      kind: 'EXECUTION_REVERTED',
      data: '0x',
    });
  });

  it("a wallet's rejection stays a rejection; other messages keep their RPC class", () => {
    expect(toWalletModalError({ code: 4001, message: 'User rejected: insufficient funds' })).toBeInstanceOf(UserRejectedRequestError);
    expect(toWalletModalError({ code: -32003, message: 'Transaction creation failed' })).toBeInstanceOf(TransactionRejectedRpcError);
    expect(matchNodeError({ message: 'something else' })).toBeUndefined();
    expect(matchNodeError('nonce too low')).toBeUndefined(); // a bare string is not an error object
  });
});
