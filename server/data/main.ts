/**
 * `wallet-modal-data --config config.json` (built to dist/server/data.js): the data service as a program. The
 * environment's PORT, HOST and DATABASE_URL override the file. Prints `Data service: <url>` once it listens.
 */
import { parseDataServiceConfig } from './config-file';
import { startDataService } from './index';
import { fail, parseOrExit, readConfigFile, stopOnSignals } from '../shared/entry';

const options = parseOrExit(() => parseDataServiceConfig(readConfigFile(process.argv.slice(2)), process.env));

const starting = startDataService(options);
stopOnSignals('data', async () => (await starting).stop());
try {
  const service = await starting;
  const storage = options.databaseUrl ? 'PostgreSQL' : options.dataDir ? `PGlite in ${options.dataDir}` : 'PGlite in memory';
  process.stdout.write(`Data service: ${service.url} (${storage}, pid ${process.pid})\n`);
} catch (error) {
  // A checked option that the parser let through (onramp prices, name suffix), a port in use, a database that
  // does not answer: one line, status 1.
  fail(`data service: ${error instanceof Error ? error.message : String(error)}`);
}
