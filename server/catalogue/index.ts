/**
 * The self-hostable wallet catalogue service (SPEC §7 routes) on 127.0.0.1. The stack (dev/stack.ts) starts it
 * with the bundled list plus the Phone Wallet; the benchmark with `generateWallets(2000)`.
 */
import { BUNDLED_WALLETS } from '../../src/services/catalogue/bundled';
import { createCatalogueHandler } from './handler';
import type { AnalyticsOptions } from './analytics';
import { startHttpService } from '../shared/http-service';
import type { ConnectionLimits } from '../shared/limits';

export { createCatalogueHandler } from './handler';
export { generateWallets } from './generate';
export type { AnalyticsOptions, StoredEvent } from './analytics';

export type CatalogueServer = { url: string; port: number; stop(graceMs?: number): Promise<void> };

export async function startCatalogueServer({
  port = 0,
  host = '127.0.0.1',
  wallets = BUNDLED_WALLETS,
  origin,
  analytics,
  limits,
  log = (line) => process.stderr.write(`${line}\n`),
}: {
  port?: number;
  host?: string;
  wallets?: readonly unknown[];
  origin?: string;
  analytics?: AnalyticsOptions;
  limits?: Partial<ConnectionLimits>;
  /** Where the JSON log lines go (one per request); default standard error. */
  log?: (line: string) => void;
} = {}): Promise<CatalogueServer> {
  const handle = createCatalogueHandler({ wallets, ...(origin ? { origin } : {}), ...(analytics ? { analytics } : {}) });
  const http = await startHttpService({ service: 'catalogue', host, port, handle, limits, log });
  return { url: http.url, port: http.port, stop: (graceMs) => http.stop(graceMs) };
}
