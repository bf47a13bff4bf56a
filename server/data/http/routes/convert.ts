/**
 * SPEC §7's swap routes over a chain's DemoSwap (../../swap/swap-chain.ts). Accounts and tokens are CAIP-10 ids
 * ('eip155:31337:0x…', native ETH as 0xeeee…eeee); amounts are decimal strings of base units, never floats.
 * A chain without a `swap` config answers SPEC §8's 'Network not supported for Swaps' (or '… for Gas Price'), 400.
 */
import { SWAP_SLIPPAGE_PERCENT } from '../../../../src/constants';
import { gasPriceUnsupported as GAS_PRICE_NETWORK_UNSUPPORTED, swapsUnsupported as SWAP_NETWORK_UNSUPPORTED } from '../../../../src/messages';
import { normaliseAddress, parseCaip10 } from '../../addresses';
import { ERC20_ABI, NATIVE_TOKEN, SWAP_ABI, SwapWouldRevert, type SwapChain } from '../../swap/swap-chain';
import type { RouteContext } from '../context';
import { displayAddress } from '../display';
import { BadRequest } from '../../../shared/http/errors';
import { optional } from '../params';

const MAX_UINT256 = (1n << 256n) - 1n;
const AMOUNT = /^[0-9]{1,78}$/;
/** A percent with at most two decimals, as text or a JSON number: '1', 0.5, '2.25'. */
const PERCENT = /^(0|[1-9][0-9]?)(\.[0-9]{1,2})?$/;
const MAX_SLIPPAGE_BASIS_POINTS = 5000n;
/**
 * How long a built swap stays valid (its deadline), from the later of the chain's latest block and the clock: a chain
 * idle for a while (a devnet seeded in the past) mines its next block at the clock's time, past a deadline counted
 * from its last block.
 */
const SWAP_DEADLINE_SECONDS = 20n * 60n;
/** The gas a swap is given when the caller asks for no estimate (DemoSwap's swaps take about 70,000 to 110,000). */
const SWAP_GAS_WITHOUT_ESTIMATE = 250_000n;
const APPROVE_GAS = 60_000n;

const caip = (chainId: string, address: string) => `${chainId}:${displayAddress(chainId, address)}`;

function swapChainOf(ctx: RouteContext, chainId: string, field: string, message = SWAP_NETWORK_UNSUPPORTED): SwapChain {
  const swap = ctx.swaps.get(chainId);
  if (!swap) throw new BadRequest(field, message);
  return swap;
}

function required(value: string | undefined, field: string): string {
  if (value === undefined) throw new BadRequest(field, `${field} is required`);
  return value;
}

/** A CAIP-10 EVM account or token id → chain and stored (lowercase) address. */
function caip10(value: unknown, field: string): { chainId: string; address: string } {
  const parsed = typeof value === 'string' ? parseCaip10(value) : null;
  const address = parsed?.chainId.startsWith('eip155:') ? normaliseAddress('eip155', parsed.address) : null;
  if (!parsed || !address) throw new BadRequest(field, `${field} must be a CAIP-10 id of an EVM address, such as eip155:1:0x…`);
  return { chainId: parsed.chainId, address };
}

function amount(value: unknown, field: string): bigint {
  const text = typeof value === 'string' ? value : undefined;
  if (text === undefined || !AMOUNT.test(text)) throw new BadRequest(field, `${field} must be a whole number of base units, as a decimal string`);
  const n = BigInt(text);
  if (n === 0n || n > MAX_UINT256) throw new BadRequest(field, `${field} must be above 0 and fit 256 bits`);
  return n;
}

/** from, to and userAddress on one chain, which has swaps; from and to are among its tokens and differ. */
async function pair(ctx: RouteContext, input: { from: unknown; to: unknown; userAddress: unknown }) {
  const user = caip10(input.userAddress, 'userAddress');
  const from = caip10(input.from, 'from');
  const to = caip10(input.to, 'to');
  for (const [field, id] of [
    ['from', from],
    ['to', to],
  ] as const) {
    if (id.chainId !== user.chainId) throw new BadRequest(field, `${field} is on ${id.chainId}, userAddress on ${user.chainId}`);
  }
  const swap = swapChainOf(ctx, user.chainId, 'userAddress');
  if (from.address === to.address) throw new BadRequest('to', 'from and to are the same token');
  const listed = new Set((await swap.tokens()).map((t) => t.address));
  for (const [field, id] of [
    ['from', from],
    ['to', to],
  ] as const) {
    if (!listed.has(id.address)) throw new BadRequest(field, `${field} is not a token this network swaps`);
  }
  return { swap, chainId: user.chainId, user: user.address, from: from.address, to: to.address };
}

async function quote(swap: SwapChain, amountIn: bigint, from: string, to: string, field = 'to'): Promise<bigint> {
  const out = await swap.amountOut(amountIn, from, to);
  if (out === null) throw new BadRequest(field, 'There is no pool for this pair');
  if (out === 0n) throw new BadRequest('amount', 'amount is too small to buy anything');
  return out;
}

/** GET /v1/convert/tokens?chainId → `{ tokens: [{ name, symbol, address (CAIP-10), decimals, logoUri, eip2612 }] }`. */
export async function convertTokens(ctx: RouteContext, params: URLSearchParams) {
  const chainId = required(optional(params, 'chainId'), 'chainId');
  const swap = swapChainOf(ctx, chainId, 'chainId');
  const chain = ctx.chains.get(chainId)!;
  const tokens = await swap.tokens();
  return {
    tokens: tokens.map((t) =>
      t.address === NATIVE_TOKEN
        ? {
            name: chain.nativeName ?? chain.nativeSymbol,
            symbol: chain.nativeSymbol,
            address: `${chainId}:${NATIVE_TOKEN}`,
            decimals: chain.nativeDecimals,
            logoUri: chain.nativeIconUrl ?? null,
            eip2612: false,
          }
        : { name: t.name, symbol: t.symbol, address: caip(chainId, t.address), decimals: t.decimals, logoUri: null, eip2612: false },
    ),
  };
}

/**
 * GET /v1/convert/quotes?amount&userAddress&from&to&gasPrice → `{ quotes: [{ id: null, fromAmount, fromAccount,
 * toAmount, toAccount }] }`: what the pool pays now for exactly `amount` of `from`.
 */
export async function convertQuotes(ctx: RouteContext, params: URLSearchParams) {
  const amountIn = amount(optional(params, 'amount'), 'amount');
  const gasPrice = optional(params, 'gasPrice');
  if (gasPrice !== undefined && !AMOUNT.test(gasPrice)) throw new BadRequest('gasPrice', 'gasPrice must be a whole number of wei, as a decimal string');
  const p = await pair(ctx, { from: optional(params, 'from'), to: optional(params, 'to'), userAddress: optional(params, 'userAddress') });
  const out = await quote(p.swap, amountIn, p.from, p.to);
  return {
    quotes: [{ id: null, fromAmount: amountIn.toString(), fromAccount: caip(p.chainId, p.from), toAmount: out.toString(), toAccount: caip(p.chainId, p.to) }],
  };
}

/** GET /v1/convert/allowance?tokenAddress&userAddress → `{ allowance }`, what the swap contract may take (native: unlimited). */
export async function convertAllowance(ctx: RouteContext, params: URLSearchParams) {
  const user = caip10(optional(params, 'userAddress'), 'userAddress');
  const token = caip10(optional(params, 'tokenAddress'), 'tokenAddress');
  if (token.chainId !== user.chainId) throw new BadRequest('tokenAddress', `tokenAddress is on ${token.chainId}, userAddress on ${user.chainId}`);
  const swap = swapChainOf(ctx, user.chainId, 'userAddress');
  // Only the pool's own tokens: any other address (one without code, say) is no question this route answers.
  if (!(await swap.tokens()).some((t) => t.address === token.address)) throw new BadRequest('tokenAddress', 'tokenAddress is not a token this network swaps');
  return { allowance: (await swap.allowance(token.address, user.address)).toString() };
}

/** GET /v1/convert/gas-price?chainId → `{ standard, fast, instant }` in wei: the node's price, +25% and +50%. */
export async function convertGasPrice(ctx: RouteContext, params: URLSearchParams) {
  const chainId = required(optional(params, 'chainId'), 'chainId');
  const swap = swapChainOf(ctx, chainId, 'chainId', GAS_PRICE_NETWORK_UNSUPPORTED);
  const price = await swap.gasPrice();
  return { standard: price.toString(), fast: ((price * 5n) / 4n).toString(), instant: ((price * 3n) / 2n).toString() };
}

/**
 * GET /v1/convert/build-approve?userAddress&from&to[&amount] → `{ tx: { from, to, data, value, eip155: { gas, gasPrice } } }`,
 * an approve of `from` to the swap contract: of `amount` when given, else unlimited.
 */
export async function convertBuildApprove(ctx: RouteContext, params: URLSearchParams) {
  const wanted = optional(params, 'amount');
  const approved = wanted === undefined ? MAX_UINT256 : amount(wanted, 'amount');
  const p = await pair(ctx, { from: optional(params, 'from'), to: optional(params, 'to'), userAddress: optional(params, 'userAddress') });
  if (p.from === NATIVE_TOKEN) throw new BadRequest('from', 'The native token needs no approval');
  return {
    tx: {
      from: caip(p.chainId, p.user),
      to: caip(p.chainId, p.from),
      data: ERC20_ABI.encodeFunctionData('approve', [p.swap.router, approved]),
      value: '0',
      eip155: { gas: APPROVE_GAS.toString(), gasPrice: (await p.swap.gasPrice()).toString() },
    },
  };
}

/** SPEC §9: 1 percent unless the body says otherwise; in basis points. */
function slippageBasisPoints(eip155: unknown): bigint {
  if (eip155 === undefined) return BigInt(SWAP_SLIPPAGE_PERCENT * 100);
  if (!eip155 || typeof eip155 !== 'object' || Array.isArray(eip155)) throw new BadRequest('eip155', 'eip155 must be an object');
  const { slippage } = eip155 as Record<string, unknown>;
  if (slippage === undefined) return BigInt(SWAP_SLIPPAGE_PERCENT * 100);
  const text = typeof slippage === 'number' && Number.isFinite(slippage) ? String(slippage) : slippage;
  const match = typeof text === 'string' ? PERCENT.exec(text) : null;
  if (!match) throw new BadRequest('eip155.slippage', 'eip155.slippage must be a percent with at most two decimals, such as 1 or 0.5');
  const basisPoints = BigInt(match[1]!) * 100n + BigInt((match[2] ?? '.').slice(1).padEnd(2, '0'));
  if (basisPoints > MAX_SLIPPAGE_BASIS_POINTS) throw new BadRequest('eip155.slippage', 'eip155.slippage must be at most 50 percent');
  return basisPoints;
}

/**
 * POST /v1/convert/build-transaction `{ amount, eip155?: { slippage }, projectId?, from, to, userAddress, disableEstimate? }`
 * → `{ tx: { from, to, data, amount, eip155: { gas, gasPrice } } }`: a swapExactIn of exactly `amount` that pays at
 * least the quote less the slippage, valid SWAP_DEADLINE_SECONDS. `amount` in the answer is the value to send (wei).
 */
export async function convertBuildTransaction(ctx: RouteContext, body: unknown) {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw new BadRequest('body', 'The body must be a JSON object');
  const input = body as Record<string, unknown>;
  const { projectId, disableEstimate } = input;
  if (projectId !== undefined && (typeof projectId !== 'string' || !/^[A-Za-z0-9_.-]{1,128}$/.test(projectId)))
    throw new BadRequest('projectId', 'projectId must be 1 to 128 letters, digits, _ . or -');
  if (disableEstimate !== undefined && typeof disableEstimate !== 'boolean') throw new BadRequest('disableEstimate', 'disableEstimate must be true or false');
  const amountIn = amount(input.amount, 'amount');
  const basisPoints = slippageBasisPoints(input.eip155);
  const p = await pair(ctx, input as { from: unknown; to: unknown; userAddress: unknown });
  const [out, latest, gasPrice] = await Promise.all([quote(p.swap, amountIn, p.from, p.to), p.swap.latestTimestamp(), p.swap.gasPrice()]);
  const minAmountOut = (out * (10_000n - basisPoints)) / 10_000n;
  const value = p.from === NATIVE_TOKEN ? amountIn : 0n;
  const now = BigInt(Math.floor(Date.now() / 1000));
  const data = SWAP_ABI.encodeFunctionData('swapExactIn', [
    p.from,
    p.to,
    amountIn,
    minAmountOut,
    p.user,
    (latest > now ? latest : now) + SWAP_DEADLINE_SECONDS,
  ]);
  let gas = SWAP_GAS_WITHOUT_ESTIMATE;
  if (disableEstimate !== true) {
    try {
      // A fifth more than the estimate: the pool may move between the estimate and the swap.
      gas = ((await p.swap.estimateGas({ from: p.user, to: p.swap.router, data, value })) * 6n) / 5n;
    } catch (error) {
      if (error instanceof SwapWouldRevert) {
        ctx.log(`convert: ${p.chainId}: ${error.message}`);
        throw new BadRequest('amount', `The swap would fail: the contract reverts${error.reason ? ` (${error.reason})` : ''}`);
      }
      throw error;
    }
  }
  return {
    tx: {
      from: caip(p.chainId, p.user),
      to: caip(p.chainId, p.swap.router),
      data,
      amount: value.toString(),
      eip155: { gas: gas.toString(), gasPrice: gasPrice.toString() },
    },
  };
}
