// @vitest-environment node
/**
 * The dev stack's SMTP server and inbox (dev/smtp-inbox.ts), fed by nodemailer over real SMTP: the JSON route lists
 * mails newest first, by recipient, with the code found; the page shows them newest first with their codes, escaped;
 * quoted-printable bodies and encoded subjects read as sent; it keeps only the last `maxMessages`, and refuses a mail
 * past 64 KB.
 */
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpInbox, type InboxMail, type SmtpInbox } from '../../../dev/smtp-inbox.ts';

describe('the dev inbox', () => {
  let inbox: SmtpInbox;
  let transport: ReturnType<typeof nodemailer.createTransport>;
  beforeAll(async () => {
    inbox = await startSmtpInbox({ maxMessages: 4 });
    transport = nodemailer.createTransport({ host: '127.0.0.1', port: inbox.smtpPort, secure: false });
  });
  afterAll(async () => {
    transport?.close();
    await inbox?.stop();
  });

  const mail = (to: string, subject: string, text: string) => transport.sendMail({ from: 'Site <login@site.example>', to, subject, text });
  const json = async (query = ''): Promise<InboxMail[]> => ((await (await fetch(`${inbox.url}messages${query}`)).json()) as { messages: InboxMail[] }).messages;

  it('lists mails newest first by recipient, with the code, over JSON', async () => {
    await mail('Ann@Example.com', '111111 is your code for Site', 'Your code for Site: 111111');
    await mail('ann@example.com', 'Café: 222222 is your code for Sité', `Your code for Sité: 222222\n\nIt is valid for 10 minutes. ${'Long line '.repeat(12)}`);
    await mail('ben@example.com', 'Hello', 'No code here, only 12345 and 1234567.');
    const ann = await json('?to=ANN@example.com');
    expect(ann.map((m) => m.code)).toEqual(['222222', '111111']);
    expect(ann[0]).toMatchObject({ to: ['ann@example.com'], from: 'Site <login@site.example>', subject: 'Café: 222222 is your code for Sité' });
    expect(ann[0]!.text).toContain(`Your code for Sité: 222222\n\nIt is valid for 10 minutes. ${'Long line '.repeat(12).trim()}`);
    expect((await json('?to=ben@example.com'))[0]!.code).toBeNull();
    expect((await json()).map((m) => m.to[0])).toEqual(['ben@example.com', 'ann@example.com', 'ann@example.com']);
  });

  it('shows the mails on its page, newest first, codes set apart, and nothing of a mail as markup', async () => {
    await mail('eve@example.com', '<script>alert(1)</script> 333333', '<img src=x onerror=alert(1)> 333333');
    const response = await fetch(inbox.url);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    const page = await response.text();
    expect(page).not.toContain('<script>');
    expect(page).not.toContain('<img');
    expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt; 333333');
    const codes = [...page.matchAll(/data-code="(\d{6})"/g)].map((m) => m[1]);
    expect(codes).toEqual(['333333', '222222', '111111']);
    expect(await (await fetch(`${inbox.url}?to=eve@example.com`)).text()).toContain('only to eve@example.com');
  });

  it('keeps the last maxMessages only', async () => {
    await mail('last@example.com', '444444', '444444');
    await mail('last@example.com', '555555', '555555');
    const kept = await json();
    expect(kept).toHaveLength(4);
    expect(kept.map((m) => m.code)).toEqual(['555555', '444444', '333333', null]);
    expect(inbox.messages('ann@example.com')).toEqual([]);
  });

  it('refuses a mail past 64 KB, and keeps nothing of it', async () => {
    await expect(mail('big@example.com', 'big', 'x'.repeat(70 * 1024))).rejects.toMatchObject({ responseCode: 552 });
    expect(inbox.messages('big@example.com')).toEqual([]);
  });

  it('answers other paths and methods plainly', async () => {
    expect((await fetch(`${inbox.url}nothing`)).status).toBe(404);
    expect((await fetch(`${inbox.url}messages`, { method: 'DELETE' })).status).toBe(405);
  });
});
