/**
 * `wallet-modal-auth --config config.json` (built to dist/server/auth.js): the auth service as a program. The
 * environment's PORT, HOST, DATABASE_URL and secrets override the file. Prints `Auth service: <url>` once it listens.
 */
import { fail, parseOrExit, readConfigFile, stopOnSignals } from '../shared/entry';
import { parseAuthServiceConfig } from './config-file';
import { startAuthService } from './index';

const options = parseOrExit(() => parseAuthServiceConfig(readConfigFile(process.argv.slice(2)), process.env));

const starting = startAuthService(options);
stopOnSignals('auth', async () => (await starting).stop());
try {
  const service = await starting;
  const storage = options.databaseUrl ? 'PostgreSQL' : options.dataDir ? `PGlite in ${options.dataDir}` : 'PGlite in memory';
  process.stdout.write(`Auth service: ${service.url} (${storage}, SMTP ${options.smtp.host}:${options.smtp.port}, pid ${process.pid})\n`);
} catch (error) {
  // A port in use, a database that does not answer: one line, status 1.
  fail(`auth service: ${error instanceof Error ? error.message : String(error)}`);
}
