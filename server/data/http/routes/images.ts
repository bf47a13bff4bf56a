/**
 * SPEC §7's image routes: `/public/getAssetImage/{id}` (networks), `/public/getCurrencyImage/{id}` (fiat for Buy) and
 * `/public/getTokenImage/{id}` (id = the token's CAIP-10 id). A token with a logo (configured, from a token list, or
 * from its chain's metadata: ../../images/token-logos.ts) and a network with a configured `iconUrl` are served that
 * logo, fetched once by this service and checked (../../images/logo-fetcher.ts), never a redirect: the visitor's
 * browser calls no third party. Otherwise, or when the logo is missing, too large, of another type or unreachable, an
 * SVG this service draws (../../images/). Every image has a strong ETag and a CSP that lets it run nothing.
 */
import { HttpError, BadRequest } from '../../../shared/http/errors';
import { parseCaip10 } from '../../addresses';
import { CURRENCY_CODE, currencyDisc } from '../../images/currency-icons';
import { discSvg, etagOf, type Disc } from '../../images/generated-icon';
import { networkDisc } from '../../images/network-icons';
import type { Logo } from '../../images/logo-fetcher';
import type { RouteContext } from '../context';
import { pathSegment } from '../params';

/** A 200 with an image body, or a 304 when the client already holds it. */
export class ImageReply {
  constructor(
    readonly body: string | Buffer,
    readonly etag: string,
    readonly contentType: Logo['contentType'] = 'image/svg+xml',
  ) {}
}

/** An image id is a CAIP-2 id with '-' for ':' and at most 41 characters; the rest is a typo or a probe. */
const ASSET_ID = /^[-a-z0-9]{3,8}-[-_a-zA-Z0-9]{1,32}$/;

const notFound = (what: string, id: string) => new HttpError(404, `No ${what} image ${id.slice(0, 64)}`);

function reply(disc: Disc): ImageReply {
  const svg = discSvg(disc);
  return new ImageReply(svg, etagOf(svg));
}

/** The logo at `url` when it can be served, else the disc. */
async function logoOrDisc(ctx: RouteContext, url: string | null | undefined, disc: Disc): Promise<ImageReply> {
  const logo = url ? await ctx.logos.get(url) : null;
  return logo ? new ImageReply(logo.body, logo.etag, logo.contentType) : reply(disc);
}

export async function assetImage(ctx: RouteContext, raw: string): Promise<ImageReply> {
  const id = pathSegment(raw, 'id');
  if (!ASSET_ID.test(id)) throw new BadRequest('id', 'id must be a CAIP-2 network id with - for : (eip155-1)');
  const configured = new Map([...ctx.chains.values()].map((c) => [c.chainId, c.name]));
  const disc = networkDisc(id, configured);
  if (!disc) throw notFound('network', id);
  const chain = [...ctx.chains.values()].find((c) => c.chainId.replace(':', '-') === id);
  return logoOrDisc(ctx, chain?.iconUrl, disc);
}

export function currencyImage(ctx: RouteContext, raw: string): ImageReply {
  const id = pathSegment(raw, 'id');
  if (!CURRENCY_CODE.test(id)) throw new BadRequest('id', 'id must be an ISO 4217 currency code of three capital letters (USD)');
  const disc = currencyDisc(
    id,
    (ctx.onramp?.paymentCurrencies ?? []).map((c) => c.id.toUpperCase()),
  );
  if (!disc) throw notFound('currency', id);
  return reply(disc);
}

export async function tokenImage(ctx: RouteContext, raw: string): Promise<ImageReply> {
  const id = pathSegment(raw, 'id');
  const token = parseCaip10(id);
  if (!token) throw new BadRequest('id', 'id must be a token CAIP-10 id (eip155:1:0x…)');
  if (!ctx.chains.has(token.chainId)) throw notFound('token', id);
  const info = (await ctx.repository.tokenInfo(token.chainId, [token.address])).get(token.address);
  if (info?.kind !== 'fungible') throw notFound('token', id);
  const logo = ctx.tokenLogos.urlOf(token.chainId, token.address, info.iconUrl);
  return logoOrDisc(ctx, logo, { glyph: info.symbol, seed: `${token.chainId}:${token.address}` });
}
