/**
 * Attributes -> options. Every value is checked; a bad one yields an error naming the
 * attribute and the default is kept. Never throws.
 */
import { parseCaipNetworkId } from '../chains/caip';
import { DEFAULT_CHAIN_ID } from '../constants';
import { ALERTS, type AlertCode } from '../errors';
import { DEFAULT_OPTIONS, type AppMetadata, type ModalOptions, type ThemeMode } from '../state/options';
import * as MESSAGES from '../messages';
import { isRecord } from '../validate/record';
import { isHttpUrl } from '../validate/url';
import { parseJson } from './attribute-json';
import { parseNetworks, parseRpcUrls, withRpc } from './network-attributes';

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
  /** `alert`: a bad value of this attribute is also that SPEC §8 alert. */
  const attempt = <T>(attribute: AttributeName, parse: (value: string) => T, apply: (value: T) => void, alert?: AlertCode) => {
    const value = raw[attribute];
    if (value === null || value === undefined) return;
    try {
      apply(parse(value));
    } catch (error) {
      errors.push({ attribute, message: `${attribute}: ${error instanceof Error ? error.message : String(error)}`, alert });
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
    // SPEC §8: an invalid project id is the Invalid App Configuration alert (and not also "not configured").
    ALERTS.invalidAppConfiguration.code,
  );

  let rpcUrls: Record<string, string[]> = {};
  attempt('rpc-urls', parseRpcUrls, (v) => (rpcUrls = v));
  options.rpcUrls = rpcUrls;

  attempt(
    'networks',
    (v) => parseNetworks(v, rpcUrls, (message) => errors.push({ attribute: 'networks', message })),
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
