/** The `networks` and `rpc-urls` attributes: which networks the element offers, and the RPC URLs each is read through. */
import { parseCaipNetworkId, type CaipNetworkId } from '../chains/caip';
import { findKnownNetwork } from '../chains/known-networks';
import type { ChainNamespace } from '../chains/namespaces';
import type { Network } from '../chains/network';
import { isRecord } from '../validate/record';
import { isHttpUrl } from '../validate/url';
import { parseJson } from './attribute-json';

const EVM_CHAIN_REFERENCE = /^[1-9][0-9]{0,14}$/;

/** Ours: enough URLs to fail over across providers, few enough that ranking pings stay light. */
const MAX_RPC_URLS_PER_NETWORK = 10;

/** `rpc-urls`: CAIP-2 id -> an http(s) URL, or a list of them (the fallback transport ranks and fails over). */
export function parseRpcUrls(raw: string): Record<string, string[]> {
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

export function withRpc(network: Network, urls: readonly string[] | undefined): Network {
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

/** `networks`: each entry a known network or one `rpc-urls` describes; a bad entry is reported and skipped. */
export function parseNetworks(raw: string, rpcUrls: Record<string, string[]>, report: (message: string) => void): Network[] {
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
      report(`networks: "${part}" is not a CAIP-2 network id (such as eip155:1)`);
      continue;
    }
    if (networks.some((n) => n.caipNetworkId === caipNetworkId)) continue;
    const known = findKnownNetwork(caipNetworkId);
    const urls = rpcUrls[caipNetworkId];
    if (known) networks.push(withRpc(known, urls));
    else if (urls) networks.push(customNetwork(caipNetworkId, urls));
    else report(`networks: ${caipNetworkId} is not a known network; give its RPC URL in rpc-urls`);
  }
  return networks;
}
