/**
 * `wallet-modal-catalogue [--config config.json]` (built to dist/server/catalogue.js): the wallet catalogue as a
 * program, the bundled list by default. PORT and HOST override the file. Prints `Wallet catalogue: <url>`.
 */
import { runService } from '../shared/entry';
import { parseCatalogueConfig, type CatalogueConfig } from './config-file';
import { startCatalogueServer } from './index';

await runService({
  name: 'catalogue',
  title: 'Wallet catalogue',
  optionalConfig: true,
  parse: parseCatalogueConfig,
  start: startCatalogueServer,
  facts: (options: CatalogueConfig) => `${options.wallets.length} wallets`,
});
