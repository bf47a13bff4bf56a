/**
 * The self-hostable wallet catalogue service (SPEC §7 routes) on 127.0.0.1. The stack (dev/stack.mjs) starts it
 * with the bundled list plus the Phone Wallet; the benchmark with `generateWallets(2000)`.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { BUNDLED_WALLETS } from '../../src/services/catalogue/bundled';
import { createCatalogueHandler } from './handler';
import { drain } from '../shared/drain';
import type { AnalyticsOptions } from './analytics';

export { BUNDLED_WALLETS } from '../../src/services/catalogue/bundled';
export { createCatalogueHandler } from './handler';
export { generateWallets } from './generate';
export type { AnalyticsOptions, StoredEvent } from './analytics';

export type CatalogueServer = { url: string; port: number; stop(): Promise<void> };

export async function startCatalogueServer({
  port = 0,
  host = '127.0.0.1',
  wallets = BUNDLED_WALLETS,
  origin,
  analytics,
}: { port?: number; host?: string; wallets?: readonly unknown[]; origin?: string; analytics?: AnalyticsOptions } = {}): Promise<CatalogueServer> {
  const server = createServer(createCatalogueHandler({ wallets, ...(origin ? { origin } : {}), ...(analytics ? { analytics } : {}) }));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const actual = (server.address() as AddressInfo).port;
  return {
    url: `http://${host}:${actual}`,
    port: actual,
    // Stops accepting and lets requests in flight finish (at most 10 s).
    stop: () => drain(server).finish(),
  };
}
