/**
 * The swap routes of the data service (SPEC §7): GET /v1/convert/tokens, /quotes, /allowance, /gas-price,
 * /build-approve and POST /v1/convert/build-transaction. Every answer is checked. A 400 keeps the service's words:
 * SPEC §8's 'Network not supported for Swaps' / '… for Gas Price' become their own codes, any other is SWAP_REFUSED
 * with the reason as details (no pool, an amount too small, a swap that would fail).
 */
import type { CaipNetworkId } from '../../chains/caip';
import { SwapRefusedError } from '../../errors/swap';
// The error class and the timeout from their own modules: the Swap views load no JSON-RPC transport for them.
import { DataServiceError, HttpStatusError } from '../../errors/request';
import { serverMessageOf } from '../server-message';
import { DATA_TIMEOUT_MS } from '../data/timeout';
import { callService, serviceUrl as urlOf, type ServiceClientOptions as DataClientOptions } from '../service-call';
import type { BuiltTransaction, GasPrices, SwapQuote, SwapToken } from './entities';
import { isRecord } from '../../validate/record';
import { isHttpUrl } from '../../validate/url';

export type { BuiltTransaction, GasPrices, SwapQuote, SwapToken } from './entities';

/** No swap answer is this long; a longer one is not read. */
const MAX_SWAP_BODY_CHARS = 256 * 1024;
const UINT = /^[0-9]{1,78}$/;
const ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const DATA = /^0x(?:[0-9a-fA-F]{2}){0,4096}$/;
const bad = (what: string) => new DataServiceError({ details: `The data service answered a swap ${what} of the wrong shape` });

async function call(url: string, options: DataClientOptions, body?: unknown): Promise<unknown> {
  return callService(options, DATA_TIMEOUT_MS, 'The data service cannot be reached', async (signal) => {
    const response = await (options.fetch ?? fetch)(url, {
      method: body === undefined ? 'GET' : 'POST',
      headers: body === undefined ? { accept: 'application/json' } : { accept: 'application/json', 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal,
    });
    const text = await response.text();
    if (text.length > MAX_SWAP_BODY_CHARS) throw bad('answer');
    const failed = () => new HttpStatusError(response.status, undefined, serverMessageOf(text));
    let json: unknown;
    try {
      json = JSON.parse(text) as unknown;
    } catch (cause) {
      if (!response.ok) throw failed();
      throw new DataServiceError({ details: 'The data service answered with invalid JSON', cause });
    }
    if (response.status === 400 && isRecord(json) && typeof json.message === 'string') {
      throw new SwapRefusedError(json.message.slice(0, 300), typeof json.field === 'string' ? json.field.slice(0, 50) : undefined);
    }
    if (!response.ok) throw failed();
    return json;
  });
}

const uint = (v: unknown): bigint | undefined => (typeof v === 'string' && UINT.test(v) ? BigInt(v) : undefined);
/** 'eip155:31337:0xabc…' → its 0x address, when it is on `chainId`. */
function addressOn(v: unknown, chainId: string): string | undefined {
  if (typeof v !== 'string' || !v.startsWith(`${chainId}:`)) return undefined;
  const address = v.slice(chainId.length + 1);
  return ADDRESS.test(address) ? address : undefined;
}

function parseTokens(body: unknown, chainId: CaipNetworkId): SwapToken[] {
  if (!isRecord(body) || !Array.isArray(body.tokens)) throw bad('token list');
  return body.tokens.slice(0, 200).flatMap((t) => {
    if (!isRecord(t)) return [];
    const address = addressOn(t.address, chainId);
    const { name, symbol, decimals, logoUri } = t;
    if (!address || typeof name !== 'string' || typeof symbol !== 'string' || !/^[^\s<>]{1,20}$/.test(symbol) || name.length > 80) return [];
    if (typeof decimals !== 'number' || !Number.isInteger(decimals) || decimals < 0 || decimals > 36) return [];
    const logo = isHttpUrl(logoUri) ? logoUri : null;
    return [{ id: `${chainId}:${address}`, chainId, address: address.toLowerCase(), name: name || symbol, symbol, decimals, logoUri: logo }];
  });
}

function parseQuote(body: unknown): SwapQuote {
  const first = isRecord(body) && Array.isArray(body.quotes) && isRecord(body.quotes[0]) ? body.quotes[0] : undefined;
  const fromAmount = uint(first?.fromAmount);
  const toAmount = uint(first?.toAmount);
  if (fromAmount === undefined || toAmount === undefined) throw bad('quote');
  return { fromAmount, toAmount };
}

function parseGasPrices(body: unknown): GasPrices {
  const [standard, fast, instant] = isRecord(body) ? [uint(body.standard), uint(body.fast), uint(body.instant)] : [];
  if (standard === undefined || fast === undefined || instant === undefined) throw bad('gas price');
  return { standard, fast, instant };
}

/** build-approve's and build-transaction's `tx` (the value is `value` in one, `amount` in the other). */
function parseBuiltTransaction(body: unknown, chainId: CaipNetworkId): BuiltTransaction {
  const tx = isRecord(body) && isRecord(body.tx) ? body.tx : undefined;
  const eip155 = tx && isRecord(tx.eip155) ? tx.eip155 : undefined;
  const from = addressOn(tx?.from, chainId);
  const to = addressOn(tx?.to, chainId);
  const value = uint(tx?.value ?? tx?.amount);
  const gas = uint(eip155?.gas);
  const gasPrice = uint(eip155?.gasPrice);
  if (!from || !to || typeof tx?.data !== 'string' || !DATA.test(tx.data) || value === undefined || gas === undefined || gasPrice === undefined)
    throw bad('transaction');
  return { from, to, data: tx.data, value, gas, gasPrice };
}

export type PairRequest = { chainId: CaipNetworkId; user: string; from: SwapToken; to: SwapToken; amount: bigint };
const pairParams = (r: PairRequest) => ({ amount: r.amount.toString(), userAddress: `${r.chainId}:${r.user}`, from: r.from.id, to: r.to.id });

export async function getSwapTokens(chainId: CaipNetworkId, options: DataClientOptions): Promise<SwapToken[]> {
  return parseTokens(await call(urlOf(options, '/v1/convert/tokens', { chainId }), options), chainId);
}

export async function getSwapQuote(r: PairRequest & { gasPrice?: bigint }, options: DataClientOptions): Promise<SwapQuote> {
  return parseQuote(await call(urlOf(options, '/v1/convert/quotes', { ...pairParams(r), gasPrice: r.gasPrice?.toString() }), options));
}

export async function getSwapAllowance(r: { chainId: CaipNetworkId; user: string; token: SwapToken }, options: DataClientOptions): Promise<bigint> {
  const body = await call(urlOf(options, '/v1/convert/allowance', { tokenAddress: r.token.id, userAddress: `${r.chainId}:${r.user}` }), options);
  const allowance = isRecord(body) ? uint(body.allowance) : undefined;
  if (allowance === undefined) throw bad('allowance');
  return allowance;
}

export async function getGasPrices(chainId: CaipNetworkId, options: DataClientOptions): Promise<GasPrices> {
  return parseGasPrices(await call(urlOf(options, '/v1/convert/gas-price', { chainId }), options));
}

/** An approve of exactly `amount` (never unlimited) of `from` to the swap contract. */
export async function buildApprove(r: PairRequest, options: DataClientOptions): Promise<BuiltTransaction> {
  return parseBuiltTransaction(await call(urlOf(options, '/v1/convert/build-approve', pairParams(r)), options), r.chainId);
}

/** The swap; `estimate: false` when the allowance is still short (the service's estimate would fail on it). */
export async function buildSwap(
  r: PairRequest & { slippagePercent: string; estimate: boolean; projectId?: string },
  options: DataClientOptions,
): Promise<BuiltTransaction> {
  const body = {
    ...pairParams(r),
    eip155: { slippage: r.slippagePercent },
    ...(options.projectId ? { projectId: options.projectId } : {}),
    ...(r.estimate ? {} : { disableEstimate: true }),
  };
  return parseBuiltTransaction(await call(urlOf(options, '/v1/convert/build-transaction'), options, body), r.chainId);
}
