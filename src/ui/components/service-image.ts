/**
 * The data service's image routes (SPEC §7, docs/data-service.md "Images"): the URL an <img> loads for a token
 * (its CAIP-10 id), a network (its CAIP-2 id with '-' for ':', computed so no table is needed) or a fiat currency.
 */
const route = (apiUrl: string | undefined, path: string, id: string) =>
  apiUrl ? `${apiUrl.replace(/\/+$/, '')}/public/${path}/${encodeURIComponent(id)}` : undefined;

export const networkImageUrl = (apiUrl: string | undefined, caipNetworkId: string) => route(apiUrl, 'getAssetImage', caipNetworkId.replace(':', '-'));

/** A token's image; the native currency is shown by its network's. */
export const tokenImageUrl = (apiUrl: string | undefined, token: { chainId: string; address?: string }) =>
  token.address ? route(apiUrl, 'getTokenImage', token.address) : networkImageUrl(apiUrl, token.chainId);

/** A fiat currency's image for Buy, by its ISO 4217 code (USD). */
export const currencyImageUrl = (apiUrl: string | undefined, code: string) => route(apiUrl, 'getCurrencyImage', code.toUpperCase());
