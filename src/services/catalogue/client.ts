/**
 * The wallet catalogue service (SPEC §7): `/getWallets`, `/getWalletImage/{id}`, `/getAnalyticsConfig`.
 * Every body is validated (validate.ts); HTTP errors become 'HTTP status code: {n}'.
 */
import { WALLET_PAGE_ENTRIES } from '../../constants';
import { MESSAGES, WalletModalError } from '../../errors';
import { HttpStatusError } from '../rpc/http-status-error';
import { parseWalletsResponse, type WalletsPage } from './validate';
import type { WalletQuery } from './bundled';

export const CATALOGUE_TIMEOUT_MS = 10_000;
/** `st` and `sv` of every call: the SDK type and version. */
export const SDK_TYPE = 'wallet-modal';
export const SDK_VERSION = 'html-wallet-modal-0.1.0';

export type CatalogueClientOptions = {
  baseUrl: string;
  projectId?: string;
  /** The page's origin: same-origin images and links are allowed. */
  origin?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
  signal?: AbortSignal;
};

export type GetWalletsParameters = WalletQuery & { badge_type?: 'none' | 'certified' };

const trimSlash = (url: string) => url.replace(/\/+$/, '');

function withParams(baseUrl: string, path: string, params: Record<string, string | undefined>, options: CatalogueClientOptions): string {
  const url = new URL(`${trimSlash(baseUrl)}${path}`);
  const all: Record<string, string | undefined> = { projectId: options.projectId, st: SDK_TYPE, sv: SDK_VERSION, ...params };
  for (const [key, value] of Object.entries(all)) if (value !== undefined && value !== '') url.searchParams.set(key, value);
  return url.href;
}

async function getJson(url: string, options: CatalogueClientOptions): Promise<unknown> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? CATALOGUE_TIMEOUT_MS);
  const abort = () => controller.abort();
  options.signal?.addEventListener('abort', abort, { once: true });
  try {
    const response = await (options.fetch ?? fetch)(url, { headers: { accept: 'application/json' }, signal: controller.signal });
    if (!response.ok) throw new HttpStatusError(response.status);
    try {
      return await response.json();
    } catch (cause) {
      throw new WalletModalError('UNKNOWN', MESSAGES.anErrorOccurred, { details: 'The catalogue answered with invalid JSON', cause });
    }
  } catch (error) {
    if (error instanceof WalletModalError) throw error;
    if (options.signal?.aborted) throw new WalletModalError('UNKNOWN', MESSAGES.requestAborted, { cause: error });
    throw new WalletModalError('UNKNOWN', MESSAGES.anErrorOccurred, { details: 'The wallet catalogue cannot be reached', cause: error });
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', abort);
  }
}

const list = (ids: readonly string[] | undefined) => (ids?.length ? ids.join(',') : undefined);

/** `GET /getWallets`: one page of listings, malformed entries dropped; with `firstEntries`, checked in two steps (parseWalletsResponse). */
export async function getWallets(parameters: GetWalletsParameters, options: CatalogueClientOptions, firstEntries?: number): Promise<WalletsPage> {
  const url = withParams(options.baseUrl, '/getWallets', {
    page: String(parameters.page ?? 1),
    entries: String(parameters.entries ?? WALLET_PAGE_ENTRIES),
    include: list(parameters.include),
    exclude: list(parameters.exclude),
    chains: list(parameters.chains),
    search: parameters.search?.trim() || undefined,
    badge_type: parameters.badge_type,
  }, options);
  const page = parseWalletsResponse(await getJson(url, options), options.origin ?? globalThis.location?.origin ?? '', firstEntries);
  if (!page) throw new WalletModalError('UNKNOWN', MESSAGES.anErrorOccurred, { details: 'The catalogue answered without { count, data }' });
  return page;
}

/** `GET /getWalletImage/{id}`: the URL an <img> loads for a listing's image_id. */
export function walletImageUrl(imageId: string, options: Pick<CatalogueClientOptions, 'baseUrl' | 'projectId'>): string {
  return withParams(options.baseUrl, `/getWalletImage/${encodeURIComponent(imageId)}`, {}, options);
}

/** `GET /getAnalyticsConfig` → `{ isAnalyticsEnabled }` (false unless the service says true). */
export async function getAnalyticsConfig(options: CatalogueClientOptions): Promise<{ isAnalyticsEnabled: boolean }> {
  const body = await getJson(withParams(options.baseUrl, '/getAnalyticsConfig', {}, options), options);
  const enabled = typeof body === 'object' && body !== null && (body as { isAnalyticsEnabled?: unknown }).isAnalyticsEnabled === true;
  return { isAnalyticsEnabled: enabled };
}
