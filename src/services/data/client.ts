/**
 * The blockchain data service (SPEC §7): balances, history, supported chains and the name registry. Every call
 * carries projectId, st and sv; every body is checked (balance.ts, history.ts, names.ts, chains.ts); HTTP errors
 * become 'HTTP status code: {n}'. An answer over MAX_BODY_CHARS is refused before it is parsed.
 */
import { request, unreadable, urlOf, type DataClientOptions } from './request';
import { parseBalancesResponse } from './balance';
import { parseSupportedChains } from './chains';
import type { DataChain, DataTokenBalance, HistoryPage, Identity, NameSuggestion, Origins } from './entities';
import { parseHistoryResponse } from './history';
import { parseIdentityResponse, parseNameAddress, parseNameRecord, parseRegistrationTarget, parseSuggestionsResponse } from './names';
import type { RegistrationBody } from './registration';
import type { SliceOptions } from './slices';

export type { DataClientOptions } from './request';

const segment = (value: string) => encodeURIComponent(value);

function originsOf(options: DataClientOptions): Origins {
  let service = '';
  try {
    service = new URL(options.baseUrl).origin;
  } catch {
    service = '';
  }
  return { page: options.origin ?? globalThis.location?.origin ?? '', service };
}

function shaped<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw unreadable(`The data service answered without ${what}`);
  return value;
}

const slices = (options: DataClientOptions): SliceOptions => ({
  ...(options.signal ? { signal: options.signal } : {}),
  ...(options.sliceMs !== undefined ? { sliceMs: options.sliceMs } : {}),
});

/** `GET /v1/supported-chains`. */
export async function getSupportedChains(options: DataClientOptions): Promise<DataChain[]> {
  return shaped(parseSupportedChains(await request(urlOf(options, '/v1/supported-chains'), options), originsOf(options)), '{ chains }');
}

/** `GET /v1/account/{address}/balance?currency=usd&chainId=`: the account's balances on one chain. */
export async function getBalances(address: string, chainId: string, options: DataClientOptions): Promise<DataTokenBalance[]> {
  const body = await request(urlOf(options, `/v1/account/${segment(address)}/balance`, { currency: 'usd', chainId }), options);
  return shaped(await parseBalancesResponse(body, originsOf(options), slices(options)), '{ balances }');
}

/** `GET /v1/account/{account}/history?chainId=&cursor=`: one page, newest first. */
export async function getHistory(address: string, params: { chainId: string; cursor?: string | undefined }, options: DataClientOptions): Promise<HistoryPage> {
  const body = await request(urlOf(options, `/v1/account/${segment(address)}/history`, { chainId: params.chainId, cursor: params.cursor }), options);
  return shaped(await parseHistoryResponse(body, originsOf(options), slices(options)), '{ data, next }');
}

/** `GET /v1/identity/{address}` → the account's name and avatar. */
export async function getIdentity(address: string, options: DataClientOptions): Promise<Identity> {
  return shaped(parseIdentityResponse(await request(urlOf(options, `/v1/identity/${segment(address)}`), options), originsOf(options)), '{ name, avatar }');
}

/** `GET /v1/profile/account/{name}?apiVersion=2` → the record's name, or null when nobody holds the name. */
export async function lookupName(name: string, options: DataClientOptions): Promise<{ name: string } | null> {
  const body = await request(urlOf(options, `/v1/profile/account/${segment(name)}`, { apiVersion: '2' }), options, { notFoundIsNull: true });
  return body === null ? null : shaped(parseNameRecord(body), '{ name }');
}

/**
 * `GET /v1/profile/account/{name}?apiVersion=2` → the address the name holds for the first of `coinTypes` it has,
 * or null when nobody holds the name or it holds none of them.
 */
export async function resolveName(name: string, coinTypes: readonly number[], options: DataClientOptions): Promise<string | null> {
  const body = await request(urlOf(options, `/v1/profile/account/${segment(name)}`, { apiVersion: '2' }), options, { notFoundIsNull: true });
  return body === null ? null : (parseNameAddress(body, coinTypes) ?? null);
}

/** `GET /v1/profile/suggestions/{name}` → the name itself (taken or not), then free variants. */
export async function getNameSuggestions(name: string, options: DataClientOptions): Promise<NameSuggestion[]> {
  return shaped(parseSuggestionsResponse(await request(urlOf(options, `/v1/profile/suggestions/${segment(name)}`), options)), '{ suggestions }');
}

/**
 * `GET /v1/profile/suggestions/{label}` read before a registration → whether the name is taken, and the domain the
 * registration message must name (the service's own).
 */
export async function getRegistrationTarget(label: string, options: DataClientOptions): Promise<{ registered: boolean; domain: string }> {
  return shaped(parseRegistrationTarget(await request(urlOf(options, `/v1/profile/suggestions/${segment(label)}`), options), label), '{ suggestions, domain }');
}

/** `POST /v1/profile/account` with a signed registration → the registered name. */
export async function registerName(body: RegistrationBody, options: DataClientOptions): Promise<{ name: string }> {
  return shaped(parseNameRecord(await request(urlOf(options, '/v1/profile/account'), options, { method: 'POST', body })), '{ name }');
}
