/** `/v1/supported-chains` → `{ chains: [{ id, testnet, explorerUrl, … }] }`: the chains whose balances have prices. */
import type { DataChain, Origins } from './entities';
import { caipNetworkId } from './fields';
import { isRecord } from '../../validate/record';
import { isHttpUrl } from '../../validate/url';
import { validLink } from '../catalogue/validate';

const MAX_CHAINS = 200;

/** An explorer is an http(s) page: https:, or plain http on the page's or the service's origin (a local stack). */
function explorerUrl(value: unknown, origins: Origins): string | undefined {
  if (!isHttpUrl(value)) return undefined;
  const url = validLink(value, origins.page) ?? validLink(value, origins.service);
  return url?.replace(/\/+$/, '');
}

export function parseSupportedChains(body: unknown, origins: Origins): DataChain[] | undefined {
  if (!isRecord(body) || !Array.isArray(body.chains)) return undefined;
  const chains: DataChain[] = [];
  for (const entry of body.chains.slice(0, MAX_CHAINS)) {
    if (!isRecord(entry)) continue;
    const id = caipNetworkId(entry.id);
    if (!id || typeof entry.testnet !== 'boolean') continue;
    const explorer = explorerUrl(entry.explorerUrl, origins);
    chains.push({ id, testnet: entry.testnet, ...(explorer ? { explorerUrl: explorer } : {}) });
  }
  return chains;
}
