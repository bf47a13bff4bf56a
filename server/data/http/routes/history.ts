/**
 * GET /v1/account/{account}/history?cursor=&chainId= → `{ data, next }`: SPEC §3 transactions, newest first, 20 a
 * page; `next` is an opaque cursor for the following page, or null after the last. Each transaction lists the
 * transfers in it that touch the account; one whose token has no metadata yet is left out until the indexer has read it.
 * `value` and `price` use today's price, not the price when the transfer was mined.
 */
import type { ChainConfig } from '../../config';
import type { HistoryTransaction, StoredTransfer } from '../../db/repository';
import { formatUnits } from '../../prices/fiat';
import type { RouteContext } from '../context';
import { encodeCursor, decodeCursor } from '../cursor';
import { displayAddress, priced } from '../display';
import { BadRequest } from '../../../shared/http/errors';
import { accountParam, chainsFor, configuredChain, optional, pathSegment } from '../params';

const HISTORY_PAGE = 20;
const ONRAMP = /^[a-z-]{1,32}$/;
const ZERO_EVM = '0x0000000000000000000000000000000000000000';

type Direction = 'in' | 'out' | 'self';

export type HistoryTransfer = {
  direction: Direction;
  fungible_info?: { name: string; symbol: string; icon: { url: string } | null };
  nft_info?: { name: string; content: { preview: { url: string } | null }; flags: { is_spam: boolean } };
  quantity: { numeric: string; decimals: string };
  value: string | null;
  price: string | null;
};

export type Transaction = {
  id: string;
  metadata: { minedAt: string; chain: string; operationType: string; status: string; sentFrom: string; sentTo: string; hash: string };
  transfers: HistoryTransfer[];
};

function directionOf(t: StoredTransfer, address: string): Direction {
  if (t.from === address && t.to === address) return 'self';
  return t.to === address ? 'in' : 'out';
}

function operationType(transfers: readonly StoredTransfer[], directions: readonly Direction[]): string {
  if (directions.includes('in') && directions.includes('out')) return 'trade';
  if (directions.every((d) => d === 'in') && transfers.every((t) => t.from === ZERO_EVM)) return 'mint';
  if (directions.every((d) => d === 'out') && transfers.every((t) => t.to === ZERO_EVM)) return 'burn';
  return directions.every((d) => d === 'in') ? 'receive' : 'send';
}

async function transferOut(ctx: RouteContext, chain: ChainConfig, t: StoredTransfer, direction: Direction): Promise<HistoryTransfer | null> {
  if (t.kind === 'native') {
    const icon = chain.nativeIconUrl ? { url: chain.nativeIconUrl } : null;
    return {
      direction,
      fungible_info: { name: chain.nativeName ?? chain.nativeSymbol, symbol: chain.nativeSymbol, icon },
      quantity: { numeric: formatUnits(t.amount, chain.nativeDecimals), decimals: String(chain.nativeDecimals) },
      ...(await priced(ctx, t.chainId, null, t.amount, chain.nativeDecimals)),
    };
  }
  if (!t.tokenInfo || t.token === null) return null;
  if (t.kind === 'nft') {
    // The token's own image (its metadata's, read by the indexer), else the collection's icon.
    const image = t.imageUrl ?? t.tokenInfo.iconUrl;
    return {
      direction,
      nft_info: {
        name: t.tokenId === null ? t.tokenInfo.name : `${t.tokenInfo.name} #${t.tokenId}`,
        content: { preview: image ? { url: image } : null },
        flags: { is_spam: ctx.spam.has(`${t.chainId}:${t.token}`) },
      },
      quantity: { numeric: t.amount.toString(), decimals: '0' },
      value: null,
      price: null,
    };
  }
  const icon = ctx.tokenLogos.urlOf(t.chainId, t.token, t.tokenInfo.iconUrl);
  return {
    direction,
    fungible_info: { name: t.tokenInfo.name, symbol: t.tokenInfo.symbol, icon: icon ? { url: icon } : null },
    quantity: { numeric: formatUnits(t.amount, t.tokenInfo.decimals), decimals: String(t.tokenInfo.decimals) },
    ...(await priced(ctx, t.chainId, t.token, t.amount, t.tokenInfo.decimals)),
  };
}

async function transactionOut(ctx: RouteContext, tx: HistoryTransaction, address: string): Promise<Transaction | null> {
  const chain = ctx.chains.get(tx.chainId);
  const first = tx.transfers[0];
  if (!chain || !first) return null;
  const directions = tx.transfers.map((t) => directionOf(t, address));
  const transfers: HistoryTransfer[] = [];
  for (const [i, t] of tx.transfers.entries()) {
    const out = await transferOut(ctx, chain, t, directions[i]!);
    if (out) transfers.push(out);
  }
  if (transfers.length === 0) return null;
  return {
    id: `${tx.chainId}:${tx.txHash}`,
    metadata: {
      minedAt: new Date(first.timestamp * 1000).toISOString(),
      chain: tx.chainId,
      operationType: operationType(tx.transfers, directions),
      status: tx.transfers.some((t) => t.status === 'failed') ? 'failed' : 'confirmed',
      sentFrom: displayAddress(tx.chainId, first.from),
      sentTo: displayAddress(tx.chainId, first.to),
      hash: tx.txHash,
    },
    transfers,
  };
}

export async function history(ctx: RouteContext, rawAccount: string, params: URLSearchParams): Promise<{ data: Transaction[]; next: string | null }> {
  const chainId = optional(params, 'chainId');
  if (chainId !== undefined) configuredChain(chainId, 'chainId', ctx.chains);
  const account = accountParam(pathSegment(rawAccount, 'account'), 'account', chainId);
  const cursor = optional(params, 'cursor');
  const after = cursor === undefined ? null : decodeCursor(cursor);
  const onramp = optional(params, 'onramp');
  if (onramp !== undefined && !ONRAMP.test(onramp)) throw new BadRequest('onramp', 'onramp must be a short lower-case word');
  const chains = chainsFor(account, chainId, ctx.chains);
  const page = await ctx.repository.history(
    account.address,
    chains.map((c) => c.chainId),
    after,
    HISTORY_PAGE + 1,
  );
  const shown = page.slice(0, HISTORY_PAGE);
  const data: Transaction[] = [];
  for (const tx of shown) {
    const out = await transactionOut(ctx, tx, account.address);
    if (out) data.push(out);
  }
  const last = shown.at(-1);
  return { data, next: page.length > HISTORY_PAGE && last ? encodeCursor(last) : null };
}
