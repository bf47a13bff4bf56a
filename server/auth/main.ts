/**
 * `wallet-modal-auth --config config.json` (built to dist/server/auth.js): the auth service as a program. The
 * environment's PORT, HOST, DATABASE_URL and secrets override the file. Prints `Auth service: <url>` once it listens.
 */
import { runService, storageFacts } from '../shared/entry';
import { parseAuthServiceConfig } from './config-file';
import { startAuthService } from './index';

await runService({
  name: 'auth',
  title: 'Auth service',
  parse: parseAuthServiceConfig,
  start: startAuthService,
  facts: (options) => `${storageFacts(options)}, SMTP ${options.smtp.host}:${options.smtp.port}`,
});
