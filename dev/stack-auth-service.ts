/**
 * The auth service (server/auth/) as the local stack runs it, with its real protocol peer: the dev SMTP server and
 * inbox (dev/smtp-inbox.ts) that its codes go to. PGlite in memory (never the process's DATABASE_URL: CI sets that for
 * the tests), fresh random secrets each start, rate limits a hundred times the defaults (every browser of the demo
 * and the end-to-end suite is 127.0.0.1). Started at once and awaited later, so it overlaps the rest of the stack.
 */
import { randomBytes } from 'node:crypto';
import { startServiceProcess, waitForReady, type ServiceProcess } from './service-process.ts';
import { startSmtpInbox, type SmtpInbox } from './smtp-inbox.ts';

export type StackAuth = {
  /** Resolves once the service answers /readyz: its URL and the dev inbox's. */
  ready: Promise<{ authUrl: string; devInboxUrl: string; inbox: SmtpInbox }>;
  /** Stops whatever of it started (after its start settles), the service first so SMTP has no client left. */
  stop(): Promise<void>;
};

export function startStackAuth({ allowedOrigins, quiet, port = 0 }: { allowedOrigins: readonly string[]; quiet: boolean; port?: number }): StackAuth {
  let inbox: SmtpInbox | undefined;
  let service: ServiceProcess | undefined;
  const ready = (async () => {
    inbox = await startSmtpInbox();
    service = await startServiceProcess({
      service: 'auth',
      label: 'auth service',
      quiet,
      env: { DATABASE_URL: undefined, HOST: undefined, PORT: String(port), AUTH_CODE_SECRET: undefined, AUTH_KEY_ENCRYPTION_KEY: undefined },
      config: {
        allowedOrigins,
        smtp: { host: '127.0.0.1', port: inbox.smtpPort, secure: false, from: 'Wallet Modal <login@wallet-modal.local>' },
        codeSecret: randomBytes(32).toString('base64'),
        keyEncryptionKey: randomBytes(32).toString('base64'),
        appName: 'Wallet Modal demo',
        rateLimitsScale: 100,
      },
    });
    await waitForReady(service.url);
    return { authUrl: service.url, devInboxUrl: inbox.url, inbox };
  })();
  ready.catch(() => {});
  return {
    ready,
    async stop() {
      await ready.catch(() => {});
      await service?.stop();
      await inbox?.stop();
    },
  };
}
