/**
 * HTTP/1.1 over a bare socket, for requests no HTTP client would send: the bytes go out as given, and the first
 * answer is read back and parsed by hand.
 */
import { connect } from 'node:net';

type RawAnswer = { status: number; headers: Record<string, string>; body: string };

export type RawExchange = {
  /** The first answer, or null when the socket closed (or the wait ran out) before one came. */
  answer: RawAnswer | null;
  /** How the exchange ended without an answer: 'closed' by the server, or 'timeout' on our side. */
  ended: 'answered' | 'closed' | 'timeout';
};

/**
 * Parses an answer from `bytes`; null while it is incomplete. A HEAD answer or 204/304 has no body; with neither a
 * length nor chunks, the body runs to the end of the stream (`ended`).
 */
function parseAnswer(bytes: Buffer, head: boolean, ended = false): RawAnswer | null {
  const end = bytes.indexOf('\r\n\r\n');
  if (end < 0) return null;
  const [statusLine = '', ...lines] = bytes.subarray(0, end).toString('latin1').split('\r\n');
  const match = /^HTTP\/1\.[01] (\d{3})/.exec(statusLine);
  if (!match) throw new Error(`not an HTTP answer: ${JSON.stringify(statusLine.slice(0, 80))}`);
  const status = Number(match[1]);
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const rest = bytes.subarray(end + 4);
  if (head || status === 204 || status === 304) return { status, headers, body: '' };
  if (headers['content-length'] !== undefined) {
    const length = Number(headers['content-length']);
    return rest.length >= length ? { status, headers, body: rest.subarray(0, length).toString('utf8') } : null;
  }
  if (/chunked/i.test(headers['transfer-encoding'] ?? '')) {
    let at = 0;
    const parts: Buffer[] = [];
    for (;;) {
      const lineEnd = rest.indexOf('\r\n', at);
      if (lineEnd < 0) return null;
      const size = Number.parseInt(rest.subarray(at, lineEnd).toString('latin1'), 16);
      if (size === 0) return { status, headers, body: Buffer.concat(parts).toString('utf8') };
      if (rest.length < lineEnd + 2 + size + 2) return null;
      parts.push(rest.subarray(lineEnd + 2, lineEnd + 2 + size));
      at = lineEnd + 2 + size + 2;
    }
  }
  return ended ? { status, headers, body: rest.toString('utf8') } : null;
}

/**
 * Sends `bytes` on a new connection to `port` (127.0.0.1) and waits at most `timeoutMs` for the first answer.
 * `finish: false` leaves our side of the socket open after the bytes (a body still to come); true half-closes it.
 */
export function exchange(port: number, bytes: Buffer | string, { timeoutMs = 5000, finish = false, head = false } = {}): Promise<RawExchange> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: '127.0.0.1', allowHalfOpen: true });
    let received = Buffer.alloc(0);
    let done = false;
    const settle = (result: RawExchange | Error) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      socket.destroy();
      if (result instanceof Error) reject(result);
      else resolve(result);
    };
    const timer = setTimeout(() => settle({ answer: null, ended: 'timeout' }), timeoutMs);
    socket.on('connect', () => {
      socket.write(bytes);
      if (finish) socket.end();
    });
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      try {
        const answer = parseAnswer(received, head);
        if (answer) settle({ answer, ended: 'answered' });
      } catch (error) {
        settle(error as Error);
      }
    });
    const atEnd = () => {
      try {
        const answer = parseAnswer(received, head, true);
        settle(answer ? { answer, ended: 'answered' } : { answer: null, ended: 'closed' });
      } catch (error) {
        settle(error as Error);
      }
    };
    socket.on('error', atEnd);
    // Half-open on our side: the server's end of stream comes as 'end', and 'close' only once we end too.
    socket.on('end', atEnd);
    socket.on('close', atEnd);
  });
}

/** Runs `work` over `items` with at most `limit` at a time. */
export async function inBatches<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) await work(items[next++] as T);
    }),
  );
}
