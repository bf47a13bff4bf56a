/**
 * The blockchain data service (SPEC §7): balances, history, supported chains and the name registry. Every call
 * carries projectId, st and sv; every body is checked (balance.ts, history.ts, names.ts, chains.ts); HTTP errors
 * become 'HTTP status code: {n}'. An answer over MAX_BODY_CHARS is refused before it is parsed.
 */
import { MESSAGES, WalletModalError } from '../../errors';
import { SDK_TYPE, SDK_VERSION } from '../catalogue/client';
import { HttpStatusError } from '../json-rpc';
import { parseBalancesResponse } from './balance';
import { parseSupportedChains } from './chains';
import type { DataChain, DataTokenBalance, HistoryPage, Identity, NameSuggestion, Origins } from './entities';
import { parseHistoryResponse } from './history';
import { parseIdentityResponse, parseNameRecord, parseSuggestionsResponse } from './names';
import type { RegistrationBody } from './registration';
import type { SliceOptions } from './slices';

export const DATA_TIMEOUT_MS = 10_000;
/** 8 MB of text: a larger answer is no answer of this service. */
export const MAX_BODY_CHARS = 8 * 1024 * 1024;

export type DataClientOptions = {
  baseUrl: string;
  projectId?: string;
  /** The page's origin: same-origin images are allowed. */
  origin?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
  signal?: AbortSignal;
  /** How long a validation slice may run (tests); see slices.ts. */
  sliceMs?: number;
};

const trimSlash = (url: string) => url.replace(/\/+$/, '');
const segment = (value: string) => encodeURIComponent(value);

function urlOf(options: DataClientOptions, path: string, params: Record<string, string | undefined> = {}): string {
  const url = new URL(`${trimSlash(options.baseUrl)}${path}`);
  const all: Record<string, string | undefined> = { projectId: options.projectId, st: SDK_TYPE, sv: SDK_VERSION, ...params };
  for (const [key, value] of Object.entries(all)) if (value !== undefined && value !== '') url.searchParams.set(key, value);
  return url.href;
}

function originsOf(options: DataClientOptions): Origins {
  let service = '';
  try {
    service = new URL(options.baseUrl).origin;
  } catch {
    service = '';
  }
  return { page: options.origin ?? globalThis.location?.origin ?? '', service };
}

const unreadable = (details: string, cause?: unknown) => new WalletModalError('UNKNOWN', MESSAGES.anErrorOccurred, { details, cause });

/** The JSON body of a 2xx answer; a 404 answers `null` when `notFoundIsNull`. */
async function request(url: string, options: DataClientOptions, init: { method?: 'GET' | 'POST'; body?: unknown; notFoundIsNull?: boolean } = {}): Promise<unknown> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? DATA_TIMEOUT_MS);
  const abort = () => controller.abort();
  options.signal?.addEventListener('abort', abort, { once: true });
  try {
    const response = await (options.fetch ?? fetch)(url, {
      method: init.method ?? 'GET',
      headers: init.body === undefined ? { accept: 'application/json' } : { accept: 'application/json', 'content-type': 'application/json' },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
      signal: controller.signal,
    });
    if (init.notFoundIsNull && response.status === 404) return null;
    if (!response.ok) throw new HttpStatusError(response.status);
    const length = Number(response.headers.get('content-length') ?? '0');
    if (length > MAX_BODY_CHARS) throw unreadable(`The data service answered ${length} bytes`);
    const text = await response.text();
    if (text.length > MAX_BODY_CHARS) throw unreadable(`The data service answered ${text.length} characters`);
    try {
      return JSON.parse(text) as unknown;
    } catch (cause) {
      throw unreadable('The data service answered with invalid JSON', cause);
    }
  } catch (error) {
    if (error instanceof WalletModalError) throw error;
    if (options.signal?.aborted) throw new WalletModalError('UNKNOWN', MESSAGES.requestAborted, { cause: error });
    throw unreadable('The data service cannot be reached', error);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', abort);
  }
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

/** `GET /v1/profile/suggestions/{name}` → the name itself (taken or not), then free variants. */
export async function getNameSuggestions(name: string, options: DataClientOptions): Promise<NameSuggestion[]> {
  return shaped(parseSuggestionsResponse(await request(urlOf(options, `/v1/profile/suggestions/${segment(name)}`), options)), '{ suggestions }');
}

/** `POST /v1/profile/account` with a signed registration → the registered name. */
export async function registerName(body: RegistrationBody, options: DataClientOptions): Promise<{ name: string }> {
  return shaped(parseNameRecord(await request(urlOf(options, '/v1/profile/account'), options, { method: 'POST', body })), '{ name }');
}
