/**
 * POST /v1/fungible/price `{ currency: 'usd', addresses: [CAIP-10…], projectId? }` → `{ fungibles: [{ name,
 * symbol, iconUrl, price, address }] }`, prices as USD strings; addresses without a known price are left out.
 * A chain's native currency is asked for with the 0xeeee…eeee address (EVM) or So111…111 (Solana).
 */
import { namespaceOf, parseCaip10 } from '../../addresses';
import { formatMicroUsd } from '../../prices/fiat';
import type { RouteContext } from '../context';
import { displayAddress } from '../display';
import { BadRequest } from '../../../shared/http/errors';

const MAX_ADDRESSES = 100;
const NATIVE = new Set(['0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee', 'So11111111111111111111111111111111111111111']);

export async function fungiblePrice(ctx: RouteContext, body: unknown) {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw new BadRequest('body', 'The body must be a JSON object');
  const { currency, addresses, projectId } = body as Record<string, unknown>;
  if (currency !== 'usd') throw new BadRequest('currency', 'currency must be usd');
  if (projectId !== undefined && (typeof projectId !== 'string' || !/^[A-Za-z0-9_.-]{1,128}$/.test(projectId)))
    throw new BadRequest('projectId', 'projectId must be 1 to 128 letters, digits, _ . or -');
  if (!Array.isArray(addresses) || addresses.length === 0 || addresses.length > MAX_ADDRESSES)
    throw new BadRequest('addresses', `addresses must list 1 to ${MAX_ADDRESSES} CAIP-10 ids`);
  const wanted = addresses.map((a, i) => {
    const parsed = typeof a === 'string' ? parseCaip10(a) : null;
    if (!parsed) throw new BadRequest(`addresses[${i}]`, `addresses[${i}] is not a CAIP-10 id`);
    const chain = ctx.chains.get(parsed.chainId);
    if (!chain) throw new BadRequest(`addresses[${i}]`, `addresses[${i}] is on ${parsed.chainId}, which this service does not support`);
    return { chain, token: NATIVE.has(parsed.address) ? null : parsed.address, caip10: a as string };
  });
  const fungibles = [];
  for (const { chain, token, caip10 } of wanted) {
    const price = await Promise.resolve(ctx.prices.priceOf(chain.chainId, token)).catch(() => null);
    if (!price || typeof price.usd !== 'bigint' || price.usd < 0n) continue;
    const info = token === null ? null : (await ctx.repository.tokenInfo(chain.chainId, [token])).get(token);
    if (token !== null && !info) continue;
    fungibles.push({
      name: info?.name ?? chain.nativeName ?? chain.nativeSymbol,
      symbol: info?.symbol ?? chain.nativeSymbol,
      iconUrl: info ? ctx.tokenLogos.urlOf(chain.chainId, token!, info.iconUrl) : (chain.nativeIconUrl ?? null),
      price: formatMicroUsd(price.usd),
      address: token === null || namespaceOf(chain.chainId) !== 'eip155' ? caip10 : `${chain.chainId}:${displayAddress(chain.chainId, token)}`,
    });
  }
  return { fungibles };
}
