/**
 * `wallet-modal-catalogue [--config config.json]` (built to dist/server/catalogue.js): the wallet catalogue as a
 * program, the bundled list by default. PORT and HOST override the file. Prints `Wallet catalogue: <url>`.
 */
import { parseCatalogueConfig } from './config-file';
import { startCatalogueServer } from './index';
import { fail, parseOrExit, readConfigFile, stopOnSignals } from '../shared/entry';

const options = parseOrExit(() => parseCatalogueConfig(readConfigFile(process.argv.slice(2), { optional: true }), process.env));

try {
  const service = await startCatalogueServer(options);
  stopOnSignals('catalogue', service.stop);
  process.stdout.write(`Wallet catalogue: ${service.url} (${options.wallets.length} wallets, pid ${process.pid})\n`);
} catch (error) {
  fail(`catalogue: ${error instanceof Error ? error.message : String(error)}`);
}
