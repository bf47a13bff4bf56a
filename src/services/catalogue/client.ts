/**
 * The wallet catalogue service (SPEC §7): `/getWallets`, `/getWalletImage/{id}`, `/getAnalyticsConfig`.
 * Every body is validated (validate.ts); HTTP errors become 'HTTP status code: {n}'.
 */
import { WALLET_PAGE_ENTRIES } from '../../constants';
import { DataServiceError } from '../../errors/request';
import { httpStatusError } from '../server-message';
import { callService, serviceUrl, type ServiceClientOptions } from '../service-call';
import { parseWalletsResponse, type WalletsPage } from './validate';
import type { WalletQuery } from './bundled';

const CATALOGUE_TIMEOUT_MS = 10_000;
export { SDK_TYPE, SDK_VERSION } from '../service-call';

export type CatalogueClientOptions = ServiceClientOptions;

export type GetWalletsParameters = WalletQuery & { badge_type?: 'none' | 'certified' };

async function getJson(url: string, options: CatalogueClientOptions): Promise<unknown> {
  return callService(options, CATALOGUE_TIMEOUT_MS, 'The wallet catalogue cannot be reached', async (signal) => {
    const response = await (options.fetch ?? fetch)(url, { headers: { accept: 'application/json' }, signal });
    if (!response.ok) throw await httpStatusError(response);
    try {
      return (await response.json()) as unknown;
    } catch (cause) {
      throw new DataServiceError({ details: 'The catalogue answered with invalid JSON', cause });
    }
  });
}

const list = (ids: readonly string[] | undefined) => (ids?.length ? ids.join(',') : undefined);

/** `GET /getWallets`: one page of listings, malformed entries dropped; with `firstEntries`, checked in two steps (parseWalletsResponse). */
export async function getWallets(parameters: GetWalletsParameters, options: CatalogueClientOptions, firstEntries?: number): Promise<WalletsPage> {
  const url = serviceUrl(options, '/getWallets', {
    page: String(parameters.page ?? 1),
    entries: String(parameters.entries ?? WALLET_PAGE_ENTRIES),
    include: list(parameters.include),
    exclude: list(parameters.exclude),
    chains: list(parameters.chains),
    search: parameters.search?.trim() || undefined,
    badge_type: parameters.badge_type,
  });
  const page = parseWalletsResponse(await getJson(url, options), options.origin ?? globalThis.location?.origin ?? '', firstEntries);
  if (!page) throw new DataServiceError({ details: 'The catalogue answered without { count, data }' });
  return page;
}

/** `GET /getWalletImage/{id}`: the URL an <img> loads for a listing's image_id. */
export function walletImageUrl(imageId: string, options: Pick<CatalogueClientOptions, 'baseUrl' | 'projectId'>): string {
  return serviceUrl(options, `/getWalletImage/${encodeURIComponent(imageId)}`, {});
}

/** `GET /getAnalyticsConfig` → `{ isAnalyticsEnabled }` (false unless the service says true). */
export async function getAnalyticsConfig(options: CatalogueClientOptions): Promise<{ isAnalyticsEnabled: boolean }> {
  const body = await getJson(serviceUrl(options, '/getAnalyticsConfig', {}), options);
  const enabled = typeof body === 'object' && body !== null && (body as { isAnalyticsEnabled?: unknown }).isAnalyticsEnabled === true;
  return { isAnalyticsEnabled: enabled };
}
