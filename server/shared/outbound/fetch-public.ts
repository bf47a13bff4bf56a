/**
 * One bounded request to a URL anyone could have chosen (NFT metadata) or a server's configuration named (an OpenID
 * provider's endpoints): the host must be public (an IP literal is checked here, a name through the checking lookup at
 * connection time), redirects are not followed (a 3xx is the answer), the body is read only for a 200 and at most
 * `maxBytes` of it, and the whole exchange ends within `timeoutMs`. A GET by default; a POST carries a small body.
 */
import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { isLocalHostName, isPublicAddress } from './address-rule';
import { checkingLookup, OutboundRefused, systemResolve, type Resolve } from './checking-lookup';

export { OutboundRefused, type Resolve } from './checking-lookup';

export type FetchPublicOptions = {
  timeoutMs: number;
  maxBytes: number;
  accept?: string;
  resolve?: Resolve;
  /** Which addresses may be connected to (default: public ones only); a deployment's own trusted origins pass `() => true`. */
  allowed?: (address: string) => boolean;
  /** A POST of `body.text` as `body.type` (an OAuth token request), with `headers` (its client authentication). */
  body?: { type: string; text: string };
  headers?: Readonly<Record<string, string>>;
};

/**
 * `text` is the body of a 200 answer as UTF-8, `bytes` the same body as it came (an image), both null for any other
 * status or a body over `maxBytes`.
 */
export type PublicAnswer = { status: number; text: string | null; bytes: Buffer | null };

/**
 * The options of a fetch made for a deployment: its own `origins` (the dev stack's page server on 127.0.0.1) are
 * trusted wherever they resolve; any other host must be public.
 */
export function deploymentTrust(url: URL, origins: readonly string[], resolve?: Resolve): Pick<FetchPublicOptions, 'resolve' | 'allowed'> {
  return { ...(resolve ? { resolve } : {}), ...(origins.includes(url.origin) ? { allowed: () => true } : {}) };
}

/**
 * Rejects with OutboundRefused when the host is not public (no connection is made), or with the network's error
 * (unreachable, reset, timed out) when the server might answer another time.
 */
export function fetchPublic(url: URL, options: FetchPublicOptions): Promise<PublicAnswer> {
  const allowed = options.allowed ?? isPublicAddress;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return Promise.reject(new OutboundRefused(`${url.protocol} is not fetched`));
  // Node skips `lookup` for IP literals, so those are checked here.
  if (isIP(host) ? !allowed(host) : isLocalHostName(host) && !allowed('127.0.0.1')) {
    return Promise.reject(new OutboundRefused(`${host} is not a public address`));
  }
  const transport = url.protocol === 'https:' ? https : http;
  return new Promise<PublicAnswer>((resolve, reject) => {
    const body = options.body;
    const request = transport.request(url, {
      method: body ? 'POST' : 'GET',
      headers: {
        ...options.headers,
        accept: options.accept ?? '*/*',
        ...(body ? { 'content-type': body.type, 'content-length': String(Buffer.byteLength(body.text)) } : {}),
      },
      // A fresh agent: no pooled socket to another host, and our lookup on every connection.
      agent: false,
      lookup: checkingLookup(options.resolve ?? systemResolve, allowed),
    });
    const timer = setTimeout(
      () => request.destroy(Object.assign(new Error(`No answer within ${options.timeoutMs} ms`), { code: 'ETIMEDOUT' })),
      options.timeoutMs,
    );
    let settled = false;
    // The first outcome wins: destroying a response emits its own 'aborted' and 'error' afterwards.
    const settle = (result: PublicAnswer | Error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (result instanceof Error) reject(result);
      else resolve(result);
    };
    request.on('error', settle);
    request.on('response', (response) => {
      const status = response.statusCode ?? 0;
      const refused = { status, text: null, bytes: null };
      const declared = Number(response.headers['content-length'] ?? '0');
      if (status !== 200 || declared > options.maxBytes) {
        settle(refused);
        return void response.destroy();
      }
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.byteLength;
        if (size > options.maxBytes) {
          settle(refused);
          return void response.destroy();
        }
        chunks.push(chunk);
      });
      response.on('end', () => {
        const bytes = Buffer.concat(chunks);
        settle({ status, text: bytes.toString('utf8'), bytes });
      });
      response.on('error', settle);
      response.on('aborted', () => settle(new Error('The answer was cut short')));
    });
    request.end(body?.text);
  });
}
