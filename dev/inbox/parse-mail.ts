/**
 * Just enough of RFC 5322 and MIME to read the single-part text mails the auth service sends: headers unfolded,
 * encoded words (RFC 2047, Q and B) decoded, the body decoded from quoted-printable or base64 as UTF-8. A multipart
 * mail shows its first text part; anything stranger shows raw. It reads the dev inbox's mail only, never a stranger's.
 */

export type ParsedMail = { subject: string; from: string; to: string; date: string; text: string };

function decodeQuotedPrintable(text: string): Buffer {
  const bytes: number[] = [];
  const soft = text.replace(/=\r?\n/g, '');
  for (let i = 0; i < soft.length; i += 1) {
    const hex = soft[i] === '=' ? soft.slice(i + 1, i + 3) : '';
    if (/^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(soft[i]!, 'utf8'));
  }
  return Buffer.from(bytes);
}

/** RFC 2047 encoded words (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`); the space between two of them is dropped. */
function decodeWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_whole, _charset: string, kind: string, body: string) =>
      (kind.toUpperCase() === 'B' ? Buffer.from(body, 'base64') : decodeQuotedPrintable(body.replace(/_/g, ' '))).toString('utf8'),
    );
}

function splitHead(raw: string): { headers: Map<string, string>; body: string } {
  const end = raw.search(/\r?\n\r?\n/);
  const head = end < 0 ? raw : raw.slice(0, end);
  const body = end < 0 ? '' : raw.slice(end).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeBody(headers: Map<string, string>, body: string): string {
  const encoding = (headers.get('content-transfer-encoding') ?? '').toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body).toString('utf8');
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

/** The first text/plain part of a multipart body, with its own headers. */
function firstTextPart(type: string, body: string): { headers: Map<string, string>; body: string } | null {
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!boundary) return null;
  for (const part of body.split(`--${boundary}`).slice(1)) {
    const parsed = splitHead(part.replace(/^\r?\n/, ''));
    if ((parsed.headers.get('content-type') ?? 'text/plain').toLowerCase().startsWith('text/plain')) return parsed;
  }
  return null;
}

export function parseMail(raw: string): ParsedMail {
  const { headers, body } = splitHead(raw);
  const type = headers.get('content-type') ?? 'text/plain';
  const part = type.toLowerCase().startsWith('multipart/') ? firstTextPart(type, body) : { headers, body };
  return {
    subject: decodeWords(headers.get('subject') ?? ''),
    from: decodeWords(headers.get('from') ?? ''),
    to: decodeWords(headers.get('to') ?? ''),
    date: headers.get('date') ?? '',
    // SMTP carries lines ended by CRLF; the page and the tests read them as written.
    text: (part ? decodeBody(part.headers, part.body) : body).replace(/\r\n/g, '\n'),
  };
}
