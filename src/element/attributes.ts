/**
 * Attributes -> options. Every value is checked; a bad one yields an error naming the
 * attribute and the default is kept. Never throws.
 */
import { parseCaipNetworkId, type CaipNetworkId } from '../chains/caip';
import { findKnownNetwork } from '../chains/known-networks';
import type { ChainNamespace } from '../chains/namespaces';
import type { Network } from '../chains/network';
import { DEFAULT_CHAIN_ID } from '../constants';
import { ALERTS, type AlertCode } from '../errors';
import { DEFAULT_OPTIONS, type AppMetadata, type ModalOptions, type ThemeMode } from '../state/options';
import * as MESSAGES from '../messages';
import { isRecord } from '../validate/record';
import { isHttpUrl } from '../validate/url';

export const ATTRIBUTES = [
  'project-id',
  'networks',
  'default-network',
  'theme',
  'theme-variables',
  'z-index',
  'rpc-urls',
  'metadata',
  'hide-button',
  'relay-url',
  'catalogue-url',
  'api-url',
  'frame-url',
  'featured-wallet-ids',
  'include-wallet-ids',
  'exclude-wallet-ids',
  'features',
  'locale',
  'sign-in',
] as const;
type AttributeName = (typeof ATTRIBUTES)[number];
export type RawAttributes = Partial<Record<AttributeName, string | null>>;
/** `alert`: the error is one of SPEC §8's alerts (shown once, reported with its own code) rather than a plain bad value. */
export type AttributeError = { attribute: AttributeName; message: string; alert?: AlertCode };

const THEME_VARIABLE_NAME = /^--wm-[a-z0-9-]{1,40}$/;
// A value may not close the declaration, open a block or fetch anything.
const UNSAFE_CSS_VALUE = /[;{}<>\\]|url\(|expression\(|@import/i;
const MAX_JSON_LENGTH = 20_000;
const EVM_CHAIN_REFERENCE = /^[1-9][0-9]{0,14}$/;

function parseJson(raw: string): unknown {
  if (raw.length > MAX_JSON_LENGTH) throw new Error(`is longer than ${MAX_JSON_LENGTH} characters`);
  try {
    return JSON.parse(raw);
  } catch {
    throw new Error('is not valid JSON');
  }
}

/** Ours: enough URLs to fail over across providers, few enough that ranking pings stay light. */
const MAX_RPC_URLS_PER_NETWORK = 10;

/** `rpc-urls`: CAIP-2 id -> an http(s) URL, or a list of them (the fallback transport ranks and fails over). */
function parseRpcUrls(raw: string): Record<string, string[]> {
  const value = parseJson(raw);
  if (!isRecord(value)) throw new Error('must be a JSON object mapping CAIP-2 network ids to a URL or a list of URLs');
  const result: Record<string, string[]> = {};
  for (const [id, entry] of Object.entries(value)) {
    const { caipNetworkId } = parseCaipNetworkId(id);
    const urls = Array.isArray(entry) ? entry : [entry];
    if (urls.length === 0) throw new Error(`has an empty list of URLs for ${caipNetworkId}`);
    if (urls.length > MAX_RPC_URLS_PER_NETWORK) throw new Error(`may list at most ${MAX_RPC_URLS_PER_NETWORK} URLs for ${caipNetworkId}`);
    urls.forEach((url, index) => {
      if (!isHttpUrl(url)) throw new Error(`has an entry for ${caipNetworkId}${Array.isArray(entry) ? ` (URL ${index + 1})` : ''} that is not an http(s) URL`);
    });
    result[caipNetworkId] = [...new Set(urls as string[])];
  }
  return result;
}

function withRpc(network: Network, urls: readonly string[] | undefined): Network {
  return urls ? { ...network, rpcUrls: { default: { http: [...urls] } } } : network;
}

/** The usual native currency of a namespace, for networks the modal does not know. */
const NATIVE_CURRENCY: Record<ChainNamespace, Network['nativeCurrency']> = {
  eip155: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  solana: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  polkadot: { name: 'Polkadot', symbol: 'DOT', decimals: 10 },
  bip122: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
};

/** A network the modal does not know, described by its id and the site's RPC URLs. */
function customNetwork(caipNetworkId: CaipNetworkId, urls: readonly string[]): Network {
  const { namespace, reference } = parseCaipNetworkId(caipNetworkId);
  const id = namespace === 'eip155' ? Number(reference) : reference;
  return {
    id,
    name: `${namespace === 'eip155' ? 'Chain' : namespace} ${reference}`,
    caipNetworkId,
    chainNamespace: namespace,
    nativeCurrency: NATIVE_CURRENCY[namespace],
    rpcUrls: { default: { http: [...urls] } },
    testnet: false,
  };
}

function parseNetworks(raw: string, rpcUrls: Record<string, string[]>, errors: AttributeError[]): Network[] {
  const networks: Network[] = [];
  for (const part of raw
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    let caipNetworkId: CaipNetworkId;
    try {
      const parsed = parseCaipNetworkId(part);
      // An EVM chain id is a positive decimal integer (the wallet speaks it as hex).
      if (parsed.namespace === 'eip155' && !EVM_CHAIN_REFERENCE.test(parsed.reference)) throw new Error('not an EVM chain id');
      caipNetworkId = parsed.caipNetworkId;
    } catch {
      errors.push({ attribute: 'networks', message: `networks: "${part}" is not a CAIP-2 network id (such as eip155:1)` });
      continue;
    }
    if (networks.some((n) => n.caipNetworkId === caipNetworkId)) continue;
    const known = findKnownNetwork(caipNetworkId);
    const urls = rpcUrls[caipNetworkId];
    if (known) networks.push(withRpc(known, urls));
    else if (urls) networks.push(customNetwork(caipNetworkId, urls));
    else errors.push({ attribute: 'networks', message: `networks: ${caipNetworkId} is not a known network; give its RPC URL in rpc-urls` });
  }
  return networks;
}

function parseThemeVariables(raw: string): Record<string, string> {
  const value = parseJson(raw);
  if (!isRecord(value)) throw new Error('must be a JSON object of --wm-* custom properties');
  const result: Record<string, string> = {};
  for (const [name, v] of Object.entries(value)) {
    if (!THEME_VARIABLE_NAME.test(name)) throw new Error(`may only set --wm-* custom properties, not "${name.slice(0, 40)}"`);
    if (typeof v !== 'string' || v.length > 200 || UNSAFE_CSS_VALUE.test(v)) throw new Error(`has an unsafe or non-string value for ${name}`);
    result[name] = v;
  }
  return result;
}

function parseMetadata(raw: string): AppMetadata {
  const value = parseJson(raw);
  if (!isRecord(value)) throw new Error('must be a JSON object { name, description, url, icons }');
  const { name, description, url, icons } = value;
  if (typeof name !== 'string' || typeof description !== 'string') throw new Error('needs string name and description');
  if (!isHttpUrl(url)) throw new Error('needs an http(s) url');
  if (!Array.isArray(icons) || !icons.every(isHttpUrl)) throw new Error('needs icons as a list of http(s) URLs');
  return { name, description, url, icons };
}

const WALLET_ID = /^[\w.:-]{1,128}$/;
const MAX_WALLET_IDS = 100;

/**
 * `relay-url` (ws: or wss:), `catalogue-url`, `api-url` and `frame-url` (http: or https:, isHttpUrl's rule): a URL without
 * credentials. One function for the three keeps the first script small; "not a URL" is worded apart from the scheme.
 */
function parseServiceUrl(raw: string, schemes: RegExp, says: string): string {
  const value = raw.trim();
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error('is not a URL');
  }
  if (!schemes.test(url.protocol)) throw new Error(`must be ${says} URL`);
  if (url.username || url.password) throw new Error('must not carry credentials');
  return value;
}

/** http(s) URLs: `frame-url` as written; `catalogue-url` and `api-url` (base URLs) without a trailing slash. */
const parseHttpUrl = (raw: string) => parseServiceUrl(raw, /^https?:$/, 'an http: or https:');
const parseCatalogueUrl = (raw: string) => parseHttpUrl(raw).replace(/\/+$/, '');

/** A comma-separated list of catalogue wallet ids. */
function parseWalletIds(raw: string): string[] {
  const ids = [
    ...new Set(
      raw
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean),
    ),
  ];
  if (ids.length > MAX_WALLET_IDS) throw new Error(`may list at most ${MAX_WALLET_IDS} wallet ids`);
  const bad = ids.find((id) => !WALLET_ID.test(id));
  if (bad !== undefined) throw new Error(`"${bad.slice(0, 40)}" is not a wallet id`);
  return ids;
}

export function parseAttributes(raw: RawAttributes): { options: ModalOptions; errors: AttributeError[] } {
  const errors: AttributeError[] = [];
  const options: ModalOptions = { ...DEFAULT_OPTIONS };
  const attempt = <T>(attribute: AttributeName, parse: (value: string) => T, apply: (value: T) => void) => {
    const value = raw[attribute];
    if (value === null || value === undefined) return;
    try {
      apply(parse(value));
    } catch (error) {
      errors.push({ attribute, message: `${attribute}: ${error instanceof Error ? error.message : String(error)}` });
    }
  };

  attempt(
    'project-id',
    (v) => {
      const id = v.trim();
      if (!/^[\w-]{1,128}$/.test(id)) throw new Error('must be 1 to 128 letters, digits, "_" or "-"');
      return id;
    },
    (v) => (options.projectId = v),
  );
  // SPEC §8: an invalid project id is the Invalid App Configuration alert (and not also "not configured").
  for (const error of errors) if (error.attribute === 'project-id') error.alert = ALERTS.invalidAppConfiguration.code;

  let rpcUrls: Record<string, string[]> = {};
  attempt('rpc-urls', parseRpcUrls, (v) => (rpcUrls = v));
  options.rpcUrls = rpcUrls;

  attempt(
    'networks',
    (v) => parseNetworks(v, rpcUrls, errors),
    (networks) => {
      if (networks.length > 0) options.networks = networks;
      else errors.push({ attribute: 'networks', message: `networks: no usable network; using eip155:${DEFAULT_CHAIN_ID}` });
    },
  );
  if (raw.networks == null) options.networks = DEFAULT_OPTIONS.networks.map((n) => withRpc(n, rpcUrls[n.caipNetworkId]));

  attempt(
    'default-network',
    (v) => parseCaipNetworkId(v.trim()).caipNetworkId,
    (caipNetworkId) => {
      if (options.networks.some((n) => n.caipNetworkId === caipNetworkId)) options.defaultNetwork = caipNetworkId;
      // A network the setup lacks is also SPEC §8's Network Not Found alert.
      else errors.push({ attribute: 'default-network', message: `default-network: ${MESSAGES.networkNotInSetup}`, alert: ALERTS.networkNotFound.code });
    },
  );

  attempt(
    'theme',
    (v): ThemeMode => {
      if (v !== 'light' && v !== 'dark') throw new Error(`must be "light" or "dark", not "${v.slice(0, 20)}"`);
      return v;
    },
    (v) => (options.theme = v),
  );

  attempt('theme-variables', parseThemeVariables, (v) => (options.themeVariables = v));

  attempt(
    'z-index',
    (v) => {
      if (!/^-?\d{1,10}$/.test(v.trim())) throw new Error(`must be an integer, not "${v.slice(0, 20)}"`);
      const n = Number(v);
      if (!Number.isSafeInteger(n) || Math.abs(n) > 2147483647) throw new Error('is out of range');
      return n;
    },
    (v) => (options.zIndex = v),
  );

  attempt('metadata', parseMetadata, (v) => (options.metadata = v));

  attempt(
    'relay-url',
    (v) => parseServiceUrl(v, /^wss?:$/, 'a ws: or wss:'),
    (v) => (options.relayUrl = v),
  );
  attempt('catalogue-url', parseCatalogueUrl, (v) => (options.catalogueUrl = v));
  attempt('api-url', parseCatalogueUrl, (v) => (options.apiUrl = v));
  attempt('frame-url', parseHttpUrl, (v) => (options.frameUrl = v));
  attempt('featured-wallet-ids', parseWalletIds, (v) => (options.featuredWalletIds = v));
  attempt('include-wallet-ids', parseWalletIds, (v) => (options.includeWalletIds = v));
  attempt('exclude-wallet-ids', parseWalletIds, (v) => (options.excludeWalletIds = v));
  // Checked where the catalogues are (i18n/load.ts, a chunk fetched at start), which reports a bad tag as this does.
  attempt(
    'locale',
    (v) => v.trim(),
    (v) => (options.locale = v || undefined),
  );
  // Only the lazy actions act on features, so they parse it (client/features.ts) and report a bad value: its parser stays out of the first script.
  attempt(
    'sign-in',
    (v) => {
      if (v !== 'required' && v !== 'optional') throw new Error('must be "required" or "optional"');
      return v;
    },
    (v) => (options.signIn = v),
  );
  attempt(
    'features',
    (v) => v,
    (v) => (options.featuresAttribute = v),
  );
  // A boolean attribute: present (any value) hides the button, as with HTML's own.
  options.hideButton = raw['hide-button'] !== null && raw['hide-button'] !== undefined;

  return { options, errors };
}
