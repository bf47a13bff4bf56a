/**
 * The catalogue service's JSON configuration file (`wallet-modal-catalogue --config file.json`, optional) and the
 * environment (`PORT`, `HOST`). `wallets` replaces the bundled list; `extraWallets` are listed before it (a bundled
 * listing with the same id gives way). Each listing is validated as the modal validates catalogue answers.
 */
import { BUNDLED_WALLETS } from '../../src/services/catalogue/bundled';
import type { AnalyticsOptions } from './analytics';
import { booleanAt, ConfigError, has, integerAt, listAt, listenAt, objectAt, ORIGIN, stringAt, stringEntry, type ConfigObject } from '../shared/config-reader';

export type CatalogueConfig = { port?: number; host: string; wallets: readonly unknown[]; origin?: string; analytics?: AnalyticsOptions };

function listingOf(entry: unknown, path: string): { id: string } {
  if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) throw new ConfigError(path, 'must be a wallet listing (a JSON object)');
  const id = (entry as { id?: unknown }).id;
  if (typeof id !== 'string' || id === '') throw new ConfigError(`${path}.id`, 'must be a non-empty string');
  return entry as { id: string };
}

function analyticsOf(config: ConfigObject): AnalyticsOptions {
  const analytics = objectAt(config.values.analytics, 'analytics', ['enabled', 'allowedOrigins', 'exposeRecent', 'maxEvents']);
  return {
    enabled: booleanAt(analytics, 'enabled'),
    ...(has(analytics, 'allowedOrigins') ? { allowedOrigins: listAt(analytics, 'allowedOrigins', stringEntry(ORIGIN)) } : {}),
    ...(has(analytics, 'exposeRecent') ? { exposeRecent: booleanAt(analytics, 'exposeRecent') } : {}),
    ...(has(analytics, 'maxEvents') ? { maxEvents: integerAt(analytics, 'maxEvents', 1, 1_000_000) } : {}),
  };
}

export function parseCatalogueConfig(json: unknown, env: Readonly<Record<string, string | undefined>>): CatalogueConfig {
  const config = objectAt(json, '', ['port', 'host', 'wallets', 'extraWallets', 'origin', 'analytics']);
  const base = has(config, 'wallets') ? listAt(config, 'wallets', listingOf) : BUNDLED_WALLETS;
  const extra = has(config, 'extraWallets') ? listAt(config, 'extraWallets', listingOf) : [];
  return {
    ...listenAt(config, env),
    wallets: [...extra, ...base.filter((w) => !extra.some((e) => e.id === w.id))],
    ...(has(config, 'origin') ? { origin: stringAt(config, 'origin', ORIGIN) } : {}),
    ...(has(config, 'analytics') ? { analytics: analyticsOf(config) } : {}),
  };
}
