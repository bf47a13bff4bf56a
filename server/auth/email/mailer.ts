/**
 * Code delivery over SMTP through nodemailer, to the configured server. A small pool keeps connections open between
 * codes; every connection step has a timeout, so a server that stops answering fails the request instead of holding it.
 * nodemailer's file and URL access are off: a message never reads anything but the text given here.
 */
import nodemailer from 'nodemailer';
import type { SmtpOptions } from '../config';
import { codeMail, type CodePurpose } from './code-mail';

export type Mailer = {
  /** Sends `code` to `to` (a login's unless `purpose` says otherwise); rejects when the SMTP server refuses or does not answer. */
  sendCode(to: string, code: string, purpose?: CodePurpose): Promise<void>;
  close(): void;
};

const DEFAULT_TIMEOUT_MS = 10_000;

export function createMailer(smtp: SmtpOptions, appName: string): Mailer {
  const timeout = smtp.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const transport = nodemailer.createTransport({
    pool: true,
    maxConnections: 3,
    maxMessages: 100,
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure,
    requireTLS: smtp.requireTls ?? false,
    ...(smtp.auth ? { auth: { user: smtp.auth.user, pass: smtp.auth.pass } } : {}),
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: timeout,
    disableFileAccess: true,
    disableUrlAccess: true,
  });
  return {
    async sendCode(to, code, purpose) {
      const mail = codeMail(code, appName, purpose);
      await transport.sendMail({ from: smtp.from, to, subject: mail.subject, text: mail.text });
    },
    close: () => transport.close(),
  };
}
