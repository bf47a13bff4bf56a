/**
 * The auth service (server/auth/) as the local stack runs it, with its real protocol peers: the dev SMTP server and
 * inbox (dev/smtp-inbox.ts) that its codes go to, and the dev OpenID provider (dev/openid-provider.ts) that google and
 * github both point at, with the service registered there as a client (loopback allowed for it, and for it only). PGlite in memory (never the process's DATABASE_URL: CI sets that for
 * the tests), fresh random secrets each start, rate limits a hundred times the defaults (every browser of the demo
 * and the end-to-end suite is 127.0.0.1). Started at once and awaited later, so it overlaps the rest of the stack.
 */
import { randomBytes } from 'node:crypto';
import { freePort } from './free-port.ts';
import { startOpenIdProvider, type OpenIdProvider } from './openid-provider.ts';
import { startServiceProcess, waitForReady, type ServiceProcess } from './service-process.ts';
import { startSmtpInbox, type SmtpInbox } from './smtp-inbox.ts';

export type StackAuth = {
  /** Resolves once the service answers /readyz: its URL, the dev inbox's and the OpenID provider's (its issuer). */
  ready: Promise<{ authUrl: string; devInboxUrl: string; inbox: SmtpInbox; openIdProviderUrl: string }>;
  /** Stops whatever of it started (after its start settles), the service first so SMTP has no client left. */
  stop(): Promise<void>;
};

export function startStackAuth({ allowedOrigins, quiet, port = 0 }: { allowedOrigins: readonly string[]; quiet: boolean; port?: number }): StackAuth {
  let inbox: SmtpInbox | undefined;
  let service: ServiceProcess | undefined;
  let openId: OpenIdProvider | undefined;
  const ready = (async () => {
    inbox = await startSmtpInbox();
    // The provider registers the service's redirect URI before the service runs, so its port is chosen first.
    const authPort = port || (await freePort());
    const redirectUri = `http://127.0.0.1:${authPort}/v1/social/callback`;
    const client = { clientId: 'wallet-modal-auth', clientSecret: randomBytes(24).toString('base64url') };
    openId = await startOpenIdProvider({ clients: [{ ...client, redirectUris: [redirectUri], name: 'Wallet Modal demo' }] });
    const social = { issuer: openId.issuer, ...client };
    service = await startServiceProcess({
      service: 'auth',
      label: 'auth service',
      quiet,
      env: { DATABASE_URL: undefined, HOST: undefined, PORT: String(authPort), AUTH_CODE_SECRET: undefined, AUTH_KEY_ENCRYPTION_KEY: undefined },
      config: {
        allowedOrigins,
        smtp: { host: '127.0.0.1', port: inbox.smtpPort, secure: false, from: 'Wallet Modal <login@wallet-modal.local>' },
        codeSecret: randomBytes(32).toString('base64'),
        keyEncryptionKey: randomBytes(32).toString('base64'),
        appName: 'Wallet Modal demo',
        rateLimitsScale: 100,
        social: { redirectUri, allowLoopback: true, providers: { google: social, github: social } },
      },
    });
    await waitForReady(service.url);
    return { authUrl: service.url, devInboxUrl: inbox.url, inbox, openIdProviderUrl: openId.issuer };
  })();
  ready.catch(() => {});
  return {
    ready,
    async stop() {
      await ready.catch(() => {});
      await service?.stop();
      await inbox?.stop();
      await openId?.stop();
    },
  };
}
