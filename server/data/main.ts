/**
 * `wallet-modal-data --config config.json` (built to dist/server/data.js): the data service as a program. The
 * environment's PORT, HOST and DATABASE_URL override the file. Prints `Data service: <url>` once it listens.
 */
import { runService, storageFacts } from '../shared/entry';
import { parseDataServiceConfig } from './config-file';
import { startDataService } from './index';

await runService({ name: 'data', title: 'Data service', parse: parseDataServiceConfig, start: startDataService, facts: storageFacts });
