// @vitest-environment node
/**
 * The Swap flow's client side against a real data service and a real Anvil with the stack's DemoSwap: the service
 * client's parsing, SPEC §8's words for a chain without swaps, the plan SwapPreview reviews (no approve for ETH; an
 * exact approve when the allowance is short), and the checks that refuse a built transaction not matching the form.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Interface, parseEther, parseUnits } from 'ethers';
import type { DataService } from '../../../server/data';
import type { Anvil } from '../../../dev/anvil.ts';
import { DEV_ACCOUNTS, type DemoContracts } from '../../../dev/contracts/deploy.ts';
import { gasPriceUnsupported as GAS_PRICE_NETWORK_UNSUPPORTED, swapsUnsupported as SWAP_NETWORK_UNSUPPORTED } from '../../../src/messages';
import { getGasPrices, getSwapTokens } from '../../../src/services/swap/client';
import { SwapRefusedError } from '../../../src/errors/swap';
import { createStore } from 'jotai/vanilla';
import { checkApproveTransaction, checkSwapTransaction } from '../../../src/client/actions/swap-checks';
import { loadLiveQuote } from '../../../src/client/actions/swap-quote';
import { loadSwapTokens } from '../../../src/client/actions/swap-tokens';
import { prepareSwap } from '../../../src/client/actions/swap-build';
import { DEFAULT_OPTIONS, optionsAtom } from '../../../src/state/options';
import type { SwapToken } from '../../../src/state/swap';
import { rpcCall } from '../../support/local-chain';
import { NO_SWAP_CHAIN, startSwapService, SWAP_CHAIN, type SwapService } from '../../support/swap-service';

const CHAIN = SWAP_CHAIN;
const NO_SWAP = NO_SWAP_CHAIN;
const USER = DEV_ACCOUNTS.bob;
const POOL = new Interface([
  'function getAmountOut(uint256 amountIn, address tokenIn, address tokenOut) view returns (uint256)',
  'function swapExactIn(address tokenIn, address tokenOut, uint256 amountIn, uint256 minAmountOut, address to, uint256 deadline) payable returns (uint256)',
]);
let anvil: Anvil;
let deployed: DemoContracts;
let service: DataService;
let tokens: SwapToken[];
/** The actions read the service from the client's options (`api-url`, `project-id`). */
const configFor = (apiUrl: string | undefined, projectId: string | undefined) => {
  const store = createStore();
  store.set(optionsAtom, { ...DEFAULT_OPTIONS, apiUrl, projectId });
  return { store };
};
const svc = () => configFor(service.url, 'test');
const bySymbol = (s: string) => tokens.find((t) => t.symbol === s)!;

let swapService: SwapService | undefined;

beforeAll(async () => {
  swapService = await startSwapService();
  ({ anvil, deployed, service } = swapService);
  tokens = await loadSwapTokens(svc(), { chainId: CHAIN });
}, 120_000);
afterAll(async () => {
  await swapService?.stop();
});
const amountOut = async (amountIn: bigint, from: string, to: string) =>
  BigInt(
    await rpcCall<string>(anvil.rpcUrl, 'eth_call', [
      { to: deployed.swap.router, data: POOL.encodeFunctionData('getAmountOut', [amountIn, from, to]) },
      'latest',
    ]),
  );

describe('swap data over the data service', () => {
  it('lists the pool tokens with their decimals as CAIP-10 ids', () => {
    expect(tokens.map((t) => [t.symbol, t.decimals]).sort()).toEqual([
      ['DEMO18', 18],
      ['DUSD', 6],
      ['ETH', 18],
    ]);
    expect(bySymbol('ETH').id).toBe(`${CHAIN}:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee`);
    expect(bySymbol('DUSD').address).toBe(deployed.tokens.find((t) => t.symbol === 'DUSD')!.address.toLowerCase());
  });

  it('a chain without swaps is refused with SPEC §8’s exact words, each its own code', async () => {
    const options = { baseUrl: service.url };
    const tokensError = await getSwapTokens(NO_SWAP, options).catch((e: unknown) => e);
    expect(tokensError).toBeInstanceOf(SwapRefusedError);
    expect(tokensError).toMatchObject({ code: 'SWAP_UNSUPPORTED', shortMessage: SWAP_NETWORK_UNSUPPORTED });
    await expect(getGasPrices(NO_SWAP, options)).rejects.toMatchObject({ code: 'GAS_PRICE_UNSUPPORTED', shortMessage: GAS_PRICE_NETWORK_UNSUPPORTED });
  });

  it('the live quote is the pool’s, with its 1% minimum, impact and a fee', async () => {
    const amount = parseEther('1');
    const quote = await loadLiveQuote(svc(), { request: { chainId: CHAIN, user: USER, from: bySymbol('ETH'), to: bySymbol('DUSD'), amount } });
    const pool = await amountOut(amount, bySymbol('ETH').address, bySymbol('DUSD').address);
    expect(quote.toAmount).toBe(pool);
    expect(quote.minimum).toBe((pool * 99n) / 100n);
    expect(quote.impactBps).toBe(98n); // 1 ETH into 100: 0.987% against the spot rate, less the reference's 0.01%, rounded up
    expect(quote.fee).toBe(110_000n * quote.gasPrice);
    // Too small to buy anything: a refusal with the service's reason.
    await expect(
      loadLiveQuote(svc(), { request: { chainId: CHAIN, user: USER, from: bySymbol('DUSD'), to: bySymbol('ETH'), amount: 0n } }),
    ).rejects.toMatchObject({ code: 'SWAP_REFUSED' });
  });

  it('plans ETH → DUSD without an approve, and the plan’s minimum is the built transaction’s', async () => {
    const request = { chainId: CHAIN, user: USER, from: bySymbol('ETH'), to: bySymbol('DUSD'), amount: parseEther('0.5') } as const;
    const plan = await prepareSwap(svc(), { request, shownMinimum: undefined });
    expect(plan.approve).toBeUndefined();
    expect(plan.swap.to.toLowerCase()).toBe(deployed.swap.router.toLowerCase());
    expect(plan.swap.value).toBe(parseEther('0.5'));
    expect(plan.minimum).toBe((plan.toAmount * 99n) / 100n);
    expect(plan.priceMoved).toBe(false);
    // The Swap view promised more than the built swap insists on: flagged.
    expect((await prepareSwap(svc(), { request, shownMinimum: plan.minimum + 1n })).priceMoved).toBe(true);
  });

  it('plans DUSD → ETH with an approve of exactly the amount to the swap contract', async () => {
    const request = { chainId: CHAIN, user: USER, from: bySymbol('DUSD'), to: bySymbol('ETH'), amount: parseUnits('12.5', 6) } as const;
    const plan = await prepareSwap(svc(), { request, shownMinimum: undefined });
    expect(plan.approve).toBeDefined();
    expect(plan.approve!.to.toLowerCase()).toBe(bySymbol('DUSD').address);
    expect(plan.swap.value).toBe(0n);
    expect(plan.fee).toBe(plan.swap.gas * plan.swap.gasPrice + plan.approve!.gas * plan.approve!.gasPrice);
    expect(() => checkApproveTransaction(plan.approve!, request, plan.swap.to)).not.toThrow();
  });

  it('refuses a built swap or approve that does not match the form', async () => {
    const request = { chainId: CHAIN, user: USER, from: bySymbol('DUSD'), to: bySymbol('ETH'), amount: parseUnits('12.5', 6) } as const;
    const { swap, approve } = await prepareSwap(svc(), { request, shownMinimum: undefined });
    const call = POOL.decodeFunctionData('swapExactIn', swap.data);
    const reencode = (i: number, v: unknown) =>
      POOL.encodeFunctionData(
        'swapExactIn',
        call.map((x, j) => (j === i ? v : x)),
      );
    expect(checkSwapTransaction(swap, request)).toBe(call[3]);
    const bad = [
      { ...swap, data: reencode(4, DEV_ACCOUNTS.carol) }, // pays someone else
      { ...swap, data: reencode(2, parseUnits('125', 6)) }, // another amount
      { ...swap, data: reencode(1, bySymbol('DEMO18').address) }, // another token
      { ...swap, data: reencode(3, 0n) }, // no minimum
      { ...swap, value: 1n }, // ETH sent with a token swap
      { ...swap, data: approve!.data }, // not a swap
    ];
    for (const tx of bad) expect(() => checkSwapTransaction(tx, request)).toThrow(/does not match your swap/);
    expect(() => checkApproveTransaction(approve!, request, DEV_ACCOUNTS.carol)).toThrow(/does not match/);
    expect(() => checkApproveTransaction(approve!, { ...request, amount: request.amount - 1n }, swap.to)).toThrow(/does not match/);
  });

  it('a data service that cannot be reached fails at once, not forever', async () => {
    const started = Date.now();
    await expect(loadSwapTokens(configFor('http://127.0.0.1:9', undefined), { chainId: CHAIN })).rejects.toMatchObject({ code: 'UNKNOWN' });
    await expect(loadSwapTokens(configFor(undefined, undefined), { chainId: CHAIN })).rejects.toThrow(/data service cannot be reached/);
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
