/**
 * The one fee rule (src/chains/eip155/fees.ts) against real Anvils: London with a base fee, Berlin without one.
 * A node without eth_maxPriorityFeePerGas is Anvil behind a reader that refuses that one method, so the tip comes
 * from eth_feeHistory's recent rewards, which the test sets by mining transactions with known tips.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAnvil, type Anvil } from '../../../../dev/anvil';
import { maxFeePerGas, priorityFee } from '../../../../src/chains/eip155/fees';
import type { ChainRpc } from '../../../../src/chains/rpc';
import { rpcCall } from '../../../support/local-chain';

let london: Anvil;
let berlin: Anvil;
beforeAll(async () => {
  [london, berlin] = await Promise.all([startAnvil({ chainId: 31337 }), startAnvil({ chainId: 31338, hardfork: 'berlin' })]);
}, 30_000);
afterAll(async () => {
  await Promise.all([london?.stop(), berlin?.stop()]);
});

const GWEI = 10n ** 9n;
const hex = (value: bigint) => `0x${value.toString(16)}`;
const node = (anvil: Anvil, refuse: (method: string) => boolean = () => false, answer?: (method: string) => unknown): ChainRpc => ({
  async request(method, params = []) {
    if (refuse(method)) throw Object.assign(new Error(`the method ${method} does not exist/is not available`), { code: -32601 });
    const answered = answer?.(method);
    return answered === undefined ? rpcCall(anvil.rpcUrl, method, params) : answered;
  },
});
const baseFee = async (anvil: Anvil) =>
  BigInt((await rpcCall<{ baseFeePerGas: string }>(anvil.rpcUrl, 'eth_getBlockByNumber', ['latest', false])).baseFeePerGas);

describe('the fee per gas the modal offers', () => {
  it("is twice the latest base fee plus the node's suggested tip on a chain with EIP-1559", async () => {
    const rpc = node(london);
    const tip = BigInt(await rpcCall<string>(london.rpcUrl, 'eth_maxPriorityFeePerGas'));
    expect(await maxFeePerGas(rpc)).toBe(2n * (await baseFee(london)) + tip);
  });

  it("takes the median of eth_feeHistory's recent rewards as the tip when the node lacks eth_maxPriorityFeePerGas", async () => {
    const [from] = await rpcCall<string[]>(london.rpcUrl, 'eth_accounts');
    // Five blocks of one transaction each, tips 1, 2, 9, 3, 8 gwei: median 3, where the mean is 4.6 and the last 8.
    for (const tip of [1n, 2n, 9n, 3n, 8n]) {
      await rpcCall(london.rpcUrl, 'eth_sendTransaction', [
        { from, to: from, value: '0x1', maxPriorityFeePerGas: hex(tip * GWEI), maxFeePerGas: hex(100n * GWEI) },
      ]);
    }
    const rpc = node(london, (method) => method === 'eth_maxPriorityFeePerGas');
    expect(await priorityFee(rpc)).toBe(3n * GWEI);
    expect(await maxFeePerGas(rpc)).toBe(2n * (await baseFee(london)) + 3n * GWEI);
  });

  it("is the node's gas price on a chain without a base fee", async () => {
    const gasPrice = BigInt(await rpcCall<string>(berlin.rpcUrl, 'eth_gasPrice'));
    expect(gasPrice).toBeGreaterThan(0n);
    expect(await maxFeePerGas(node(berlin))).toBe(gasPrice);
  });

  it('refuses replies that are not quantities, naming what was wrong, rather than offering a wrong fee', async () => {
    const badBlock = node(
      london,
      () => false,
      (method) => (method === 'eth_getBlockByNumber' ? { baseFeePerGas: '12 gwei' } : undefined),
    );
    await expect(maxFeePerGas(badBlock)).rejects.toMatchObject({ code: 'RPC_REPLY_INVALID', details: expect.stringContaining('base fee') });
    const noRewards = node(
      london,
      (method) => method === 'eth_maxPriorityFeePerGas',
      (method) => (method === 'eth_feeHistory' ? { oldestBlock: '0x1', baseFeePerGas: [] } : undefined),
    );
    await expect(maxFeePerGas(noRewards)).rejects.toMatchObject({ code: 'RPC_REPLY_INVALID', details: 'eth_feeHistory answered no rewards' });
    const badPrice = node(
      berlin,
      () => false,
      (method) => (method === 'eth_gasPrice' ? '-1' : undefined),
    );
    await expect(maxFeePerGas(badPrice)).rejects.toMatchObject({ code: 'RPC_REPLY_INVALID', details: expect.stringContaining('eth_gasPrice') });
  });
});
