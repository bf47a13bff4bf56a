/**
 * GET /v1/account/{address}/balance?currency=usd&chainId=&forceUpdate= → `{ balances }`, each a SPEC §3 token
 * balance. Token balances are summed from indexed transfers; the native balance is read live through the chain's
 * `nativeBalance` when configured. Zero balances are left out. `quantity.numeric` is the exact amount in whole
 * tokens as a decimal string, `quantity.decimals` the token's decimals (a string); `value` and `price` are USD
 * strings (2 decimals for value) or null when no price is known.
 */
import { formatUnits } from '../../prices/fiat';
import type { ChainConfig } from '../../config';
import type { FungibleBalance } from '../../db/repository';
import type { RouteContext } from '../context';
import { displayAddress, priced } from '../display';
import { BadRequest } from '../../../shared/http/errors';
import { accountParam, chainsFor, configuredChain, optional, pathSegment } from '../params';
import { parseCaip10 } from '../../addresses';

const MAX_FORCE_UPDATE = 50;
const NATIVE_TIMEOUT_MS = 5000;

export type TokenBalance = {
  name: string;
  symbol: string;
  chainId: string;
  address?: string;
  value: string | null;
  price: string | null;
  iconUrl: string | null;
  quantity: { decimals: string; numeric: string };
};

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout>;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** Balances read live from the chains that offer them, named from the token metadata the indexer keeps. */
async function liveTokenBalances(ctx: RouteContext, chains: readonly ChainConfig[], address: string): Promise<FungibleBalance[]> {
  const out: FungibleBalance[] = [];
  for (const chain of chains) {
    let live: readonly { token: string; amount: bigint }[];
    try {
      live = await withTimeout(chain.tokenBalances!(displayAddress(chain.chainId, address)), NATIVE_TIMEOUT_MS);
    } catch (error) {
      ctx.log(`${chain.chainId}: token balances: ${error instanceof Error ? error.message : String(error)}`);
      continue;
    }
    const held = live.filter((t) => typeof t.amount === 'bigint' && t.amount > 0n);
    const info = await ctx.repository.tokenInfo(
      chain.chainId,
      held.map((t) => t.token),
    );
    for (const { token, amount } of held) {
      const meta = info.get(token);
      if (meta?.kind === 'fungible') out.push({ chainId: chain.chainId, token, amount, info: meta });
    }
  }
  return out;
}

export async function balance(ctx: RouteContext, rawAddress: string, params: URLSearchParams): Promise<{ balances: TokenBalance[] }> {
  const currency = optional(params, 'currency');
  if (currency !== undefined && currency !== 'usd') throw new BadRequest('currency', 'currency must be usd');
  const chainId = optional(params, 'chainId');
  if (chainId !== undefined) configuredChain(chainId, 'chainId', ctx.chains);
  const account = accountParam(pathSegment(rawAddress, 'address'), 'address', chainId);
  // forceUpdate names tokens to refresh; balances here are always computed fresh, so it is only checked.
  const force = optional(params, 'forceUpdate')?.split(',') ?? [];
  if (force.length > MAX_FORCE_UPDATE || force.some((id) => !parseCaip10(id)))
    throw new BadRequest('forceUpdate', `forceUpdate must list at most ${MAX_FORCE_UPDATE} CAIP-10 ids`);

  const chains = chainsFor(account, chainId, ctx.chains);
  const balances: TokenBalance[] = [];
  for (const chain of chains) {
    if (!chain.nativeBalance) continue;
    let amount: bigint;
    try {
      amount = await withTimeout(chain.nativeBalance(displayAddress(chain.chainId, account.address)), NATIVE_TIMEOUT_MS);
    } catch (error) {
      ctx.log(`${chain.chainId}: native balance: ${error instanceof Error ? error.message : String(error)}`);
      continue;
    }
    if (typeof amount !== 'bigint' || amount <= 0n) continue;
    balances.push({
      name: chain.nativeName ?? chain.nativeSymbol,
      symbol: chain.nativeSymbol,
      chainId: chain.chainId,
      ...(await priced(ctx, chain.chainId, null, amount, chain.nativeDecimals)),
      iconUrl: chain.nativeIconUrl ?? null,
      quantity: { decimals: String(chain.nativeDecimals), numeric: formatUnits(amount, chain.nativeDecimals) },
    });
  }
  const tokens = [
    ...(await ctx.repository.fungibleBalances(
      account.address,
      chains.filter((c) => !c.tokenBalances).map((c) => c.chainId),
    )),
    ...(await liveTokenBalances(
      ctx,
      chains.filter((c) => c.tokenBalances),
      account.address,
    )),
  ];
  for (const token of tokens) {
    // A negative sum means history the indexer has not seen (it started after block 0): not shown as a balance.
    if (token.amount <= 0n) continue;
    balances.push({
      name: token.info.name,
      symbol: token.info.symbol,
      chainId: token.chainId,
      address: `${token.chainId}:${displayAddress(token.chainId, token.token)}`,
      ...(await priced(ctx, token.chainId, token.token, token.amount, token.info.decimals)),
      // Where the logo is (configured, a token list's, the chain's); the modal loads it through /public/getTokenImage.
      iconUrl: ctx.tokenLogos.urlOf(token.chainId, token.token, token.info.iconUrl),
      quantity: { decimals: String(token.info.decimals), numeric: formatUnits(token.amount, token.info.decimals) },
    });
  }
  return { balances };
}
