/**
 * The dev stack's mail server: a real SMTP server (`smtp-server`) on 127.0.0.1 that the auth service sends its codes
 * to, keeping what it receives in memory (the last `maxMessages`, each at most 64 KB), and the dev inbox over HTTP:
 * a page where a person reads the code (/), and the JSON the tests read (/messages?to=address, newest first).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { createMailStore, type InboxMail } from './inbox/mail-store.ts';
import { inboxPage } from './inbox/page.ts';
import { parseMail } from './inbox/parse-mail.ts';

export type { InboxMail } from './inbox/mail-store.ts';

export type SmtpInbox = {
  /** The SMTP port on 127.0.0.1 (no TLS, no AUTH). */
  smtpPort: number;
  /** The dev inbox page, http://127.0.0.1:PORT/ */
  url: string;
  /** The mails kept, newest first; only those to `to` (any case) when it is given. */
  messages(to?: string): InboxMail[];
  stop(): Promise<void>;
};

const MAX_MAIL_BYTES = 64 * 1024;
const DEFAULT_MAX_MESSAGES = 200;
const CODE = /\b(\d{6})\b/;

function listen(server: Server | SMTPServer, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const listening = server.listen(port, '127.0.0.1', () => resolve((listening.address() as AddressInfo).port));
    listening.once('error', reject);
  });
}

export async function startSmtpInbox({ maxMessages = DEFAULT_MAX_MESSAGES, smtpPort = 0, httpPort = 0 } = {}): Promise<SmtpInbox> {
  const store = createMailStore(maxMessages);
  const messages = (to?: string): InboxMail[] => store.messages(to);

  const smtp = new SMTPServer({
    size: MAX_MAIL_BYTES,
    maxClients: 20,
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    socketTimeout: 30_000,
    // Open pooled connections (the auth service keeps some) must not hold a stop for SMTP's default 30 s.
    closeTimeout: 1000,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (stream.sizeExceeded) return callback(Object.assign(new Error('Message too large'), { responseCode: 552 }));
        const mail = parseMail(Buffer.concat(chunks).toString('utf8'));
        store.add({
          from: mail.from,
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          subject: mail.subject,
          text: mail.text,
          code: CODE.exec(mail.subject)?.[1] ?? CODE.exec(mail.text)?.[1] ?? null,
          receivedAt: Date.now(),
        });
        callback();
      });
    },
  });
  smtp.on('error', () => {});

  const http = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const to = url.searchParams.get('to');
    if (req.method !== 'GET') return res.writeHead(405, { allow: 'GET', 'content-type': 'text/plain' }).end('Method not allowed');
    if (url.pathname === '/messages')
      return res
        .writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' })
        .end(JSON.stringify({ messages: messages(to ?? undefined) }));
    if (url.pathname === '/')
      return res
        .writeHead(200, {
          'content-type': 'text/html; charset=utf-8',
          'cache-control': 'no-store',
          'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
        })
        .end(inboxPage(messages(to ?? undefined), to));
    res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
  });

  const boundSmtp = await listen(smtp, smtpPort);
  let boundHttp: number;
  try {
    boundHttp = await listen(http, httpPort);
  } catch (error) {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    throw error;
  }
  return {
    smtpPort: boundSmtp,
    url: `http://127.0.0.1:${boundHttp}/`,
    messages,
    async stop() {
      http.closeAllConnections();
      await Promise.all([new Promise<void>((resolve) => http.close(() => resolve())), new Promise<void>((resolve) => smtp.close(() => resolve()))]);
    },
  };
}
