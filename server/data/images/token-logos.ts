/**
 * Where a token's logo comes from when its chain says nothing (EVM tokens never do): the deployment's own
 * `chains[].tokenIcons` first, then the token lists it names (`tokenLists`, the Uniswap token-list format:
 * `{ tokens: [{ chainId, address, symbol, decimals, logoURI }] }`), then the icon indexed from the chain (Solana).
 * - A list is read through the bounded outbound fetch (https: on a public host, or an origin in `imageOrigins`; at
 *   most MAX_LIST_BYTES, within LIST_TIMEOUT_MS, no redirects), at start and every REFRESH_MS after.
 * - Each entry is checked on its own: a chainId of a configured eip155 chain, an EVM address, a symbol, decimals
 *   0-77 and a logoURI under the image rule (sanitiseIconUrl + imageUrlAllowed, the NFT images' rule). Entries of
 *   other chains are skipped; malformed entries and refused logos are dropped and counted in one log line per list.
 * - At most MAX_LIST_LOGOS logos are kept over all lists; the first list to name a token wins.
 * The URL found is only where to fetch: the image route reads it through ./logo-fetcher.ts.
 */
import { deploymentTrust, fetchPublic, type Resolve } from '../../shared/outbound/fetch-public';
import { namespaceOf, normaliseAddress } from '../addresses';
import { imageUrlAllowed } from '../indexer/image-rule';
import { metadataUrl } from '../indexer/nft-image';
import { sanitiseIconUrl } from '../indexer/sanitise-metadata';

const MAX_LIST_BYTES = 4 * 1024 * 1024;
const LIST_TIMEOUT_MS = 10_000;
const MAX_LIST_LOGOS = 50_000;
const REFRESH_MS = 6 * 60 * 60 * 1000;

export type TokenLogos = {
  /** The logo URL for a token (address in stored form), or `indexed` (what the chain's metadata gave) when none is configured. */
  urlOf(chainId: string, address: string, indexed: string | null): string | null;
  /** Reads the lists now (the first read runs at start); resolves when every list has answered or failed. */
  refresh(): Promise<void>;
  stop(): void;
};

export type TokenLogosOptions = {
  /** Configured chains' CAIP-2 ids with their `tokenIcons` (address → URL). */
  chains: readonly { chainId: string; tokenIcons?: Readonly<Record<string, string>> }[];
  tokenLists?: readonly string[];
  imageOrigins?: readonly string[];
  resolve?: Resolve;
  log?: (line: string) => void;
};

const key = (chainId: string, address: string) => `${chainId}:${address}`;

/** The logos a token list's JSON names for the configured chains, and how many entries were dropped. */
export function parseTokenList(
  text: string,
  chainIds: ReadonlySet<string>,
  imageOrigins: readonly string[],
): { logos: Map<string, string>; dropped: number } | null {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  const tokens = (json as { tokens?: unknown } | null)?.tokens;
  if (!Array.isArray(tokens)) return null;
  const logos = new Map<string, string>();
  let dropped = 0;
  for (const entry of tokens) {
    const e = (typeof entry === 'object' && entry !== null ? entry : {}) as Record<string, unknown>;
    const wellFormed =
      Number.isSafeInteger(e.chainId) &&
      (e.chainId as number) > 0 &&
      typeof e.address === 'string' &&
      typeof e.symbol === 'string' &&
      Number.isInteger(e.decimals) &&
      (e.decimals as number) >= 0 &&
      (e.decimals as number) <= 77;
    if (!wellFormed) {
      dropped++;
      continue;
    }
    const chainId = `eip155:${e.chainId}`;
    if (!chainIds.has(chainId) || e.logoURI === undefined) continue;
    const address = normaliseAddress('eip155', e.address as string);
    const logo = sanitiseIconUrl(e.logoURI);
    if (!address || logo === null || !imageUrlAllowed(logo, imageOrigins)) {
      dropped++;
      continue;
    }
    if (!logos.has(key(chainId, address))) logos.set(key(chainId, address), logo);
  }
  return { logos, dropped };
}

export function createTokenLogos({ chains, tokenLists = [], imageOrigins = [], resolve, log = () => {} }: TokenLogosOptions): TokenLogos {
  const configured = new Map<string, string>();
  for (const chain of chains)
    for (const [address, url] of Object.entries(chain.tokenIcons ?? {})) {
      const namespace = namespaceOf(chain.chainId);
      const stored = namespace && normaliseAddress(namespace, address);
      const logo = sanitiseIconUrl(url);
      if (stored && logo !== null && imageUrlAllowed(logo, imageOrigins)) configured.set(key(chain.chainId, stored), logo);
      else log(`${chain.chainId}: tokenIcons ${address.slice(0, 64)}: the URL is not an allowed image URL, dropped`);
    }
  const chainIds = new Set(chains.map((c) => c.chainId).filter((id) => id.startsWith('eip155:')));
  // Per list, so a list that fails on a refresh keeps what it gave before.
  const fromLists = new Map<string, Map<string, string>>();
  let merged = new Map<string, string>();

  async function readList(listUrl: string): Promise<void> {
    const url = metadataUrl(listUrl, imageOrigins);
    if (!url) return log(`token list ${listUrl.slice(0, 200)}: not https: on a public host nor an imageOrigins origin, not read`);
    try {
      const answer = await fetchPublic(url, {
        timeoutMs: LIST_TIMEOUT_MS,
        maxBytes: MAX_LIST_BYTES,
        accept: 'application/json',
        ...deploymentTrust(url, imageOrigins, resolve),
      });
      const parsed = answer.text === null ? null : parseTokenList(answer.text, chainIds, imageOrigins);
      if (!parsed) return log(`token list ${listUrl.slice(0, 200)}: ${answer.status === 200 ? 'not a token list within 4 MB' : `answered ${answer.status}`}`);
      fromLists.set(listUrl, parsed.logos);
      log(`token list ${listUrl.slice(0, 200)}: ${parsed.logos.size} logos for the configured chains, ${parsed.dropped} entries dropped`);
    } catch (error) {
      log(`token list ${listUrl.slice(0, 200)}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  async function refresh(): Promise<void> {
    await Promise.all(tokenLists.map(readList));
    const next = new Map<string, string>();
    for (const list of tokenLists)
      for (const [token, logo] of fromLists.get(list) ?? []) {
        if (next.size >= MAX_LIST_LOGOS) break;
        if (!next.has(token)) next.set(token, logo);
      }
    merged = next;
  }

  const timer = tokenLists.length > 0 ? setInterval(() => void refresh(), REFRESH_MS).unref() : null;
  return {
    urlOf: (chainId, address, indexed) => configured.get(key(chainId, address)) ?? merged.get(key(chainId, address)) ?? indexed,
    refresh,
    stop: () => {
      if (timer) clearInterval(timer);
    },
  };
}
