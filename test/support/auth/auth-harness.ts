/**
 * The auth service as its tests run it: on a test database (PGlite, or a fresh PostgreSQL schema), sending its codes
 * over real SMTP to the dev inbox (dev/smtp-inbox.ts), on a clock the test moves. `call` sends one request over a real
 * socket, from a chosen loopback address when a test needs several clients.
 */
import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { openDatabase, type Database } from '../../../server/shared/db/database';
import { startAuthService, type AuthService, type AuthServiceOptions } from '../../../server/auth';
import { startSmtpInbox, type SmtpInbox } from '../../../dev/smtp-inbox.ts';
import type { TestDatabase } from '../data/databases';

/** The frame's origin in these tests: the one origin the service allows. */
export const FRAME_ORIGIN = 'https://wallet.site.example';

export type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: Record<string, unknown> | null; text: string };

export type CallOptions = {
  body?: unknown;
  /** Sent as the body as is (a string), instead of JSON of `body`. */
  raw?: string;
  /** An access token, sent as `Authorization: Bearer`. */
  token?: string;
  /** The Origin header; null sends none. Default FRAME_ORIGIN. */
  origin?: string | null;
  /** The loopback address to send from (127.0.0.x). */
  from?: string;
  headers?: Record<string, string>;
};

export type AuthHarness = {
  service: AuthService;
  inbox: SmtpInbox;
  /** The database the service runs on, for looking at what it stored. */
  db: Database;
  /** Moves the service's clock forward. */
  advance(ms: number): void;
  call(method: string, path: string, options?: CallOptions): Promise<Answer>;
  /** Asks for a code for `email` and reads it from the inbox. */
  requestCode(email: string, options?: CallOptions): Promise<string>;
  /** A whole email login: the code asked for, read from the inbox and sent back; the session answer. */
  login(email: string): Promise<Record<string, unknown> & { accessToken: string; refreshToken: string }>;
  stop(): Promise<void>;
};

export function send(url: string, method: string, path: string, options: CallOptions = {}): Promise<Answer> {
  const payload = options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
  const origin = options.origin === undefined ? FRAME_ORIGIN : options.origin;
  return new Promise((resolve, reject) => {
    const req = request(`${url}${path}`, {
      method,
      agent: false,
      ...(options.from ? { localAddress: options.from } : {}),
      headers: {
        // A length always: Node's client sends a GET's body unframed otherwise.
        ...(payload !== undefined ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)) } : {}),
        ...(origin !== null ? { origin } : {}),
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...options.headers,
      },
    });
    req.on('error', reject);
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let body: Record<string, unknown> | null = null;
        try {
          body = text ? (JSON.parse(text) as Record<string, unknown>) : null;
        } catch {
          body = null;
        }
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body, text });
      });
    });
    req.end(payload);
  });
}

export async function startAuthHarness(database: TestDatabase, options: Partial<AuthServiceOptions> = {}): Promise<AuthHarness> {
  const created = await database.create();
  const { drop, ...where } = created;
  const inbox = await startSmtpInbox();
  const db = await openDatabase(where);
  let offset = 0;
  let service: AuthService;
  try {
    service = await startAuthService({
      database: db,
      allowedOrigins: [FRAME_ORIGIN],
      smtp: { host: '127.0.0.1', port: inbox.smtpPort, secure: false, from: 'Site <login@site.example>' },
      codeSecret: randomBytes(32),
      keyEncryptionKey: randomBytes(32),
      appName: 'Site',
      log: () => {},
      now: () => Date.now() + offset,
      ...options,
    });
  } catch (error) {
    await inbox.stop();
    await drop();
    throw error;
  }
  const call = (method: string, path: string, callOptions?: CallOptions) => send(service.url, method, path, callOptions);
  const requestCode = async (email: string, callOptions: CallOptions = {}) => {
    const answer = await call('POST', '/v1/email/code', { body: { email }, ...callOptions });
    if (answer.status !== 200) throw new Error(`code request for ${email}: ${answer.status} ${answer.text}`);
    const code = inbox.messages(email)[0]?.code;
    if (!code) throw new Error(`no code in the inbox for ${email}`);
    return code;
  };
  return {
    service,
    inbox,
    db,
    advance: (ms) => {
      offset += ms;
    },
    call,
    requestCode,
    async login(email) {
      const otp = await requestCode(email);
      const answer = await call('POST', '/v1/email/verify', { body: { email, otp } });
      if (answer.status !== 200 || !answer.body) throw new Error(`login of ${email}: ${answer.status} ${answer.text}`);
      return answer.body as Record<string, unknown> & { accessToken: string; refreshToken: string };
    },
    async stop() {
      await service.stop();
      await inbox.stop();
      await drop();
    },
  };
}
