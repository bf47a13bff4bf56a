import { DataServiceError } from '../../errors/request';
import { callService, serviceUrl, type ServiceClientOptions } from '../service-call';
import * as MESSAGES from '../../messages';
import { fill } from '../../messages/fill';

export type VerifiedSession = { token: string; pci: string; expiresAt: number | null };

const malformed = (what: string) => new DataServiceError({ details: `The data service answered a malformed ${what}` });

/** A field of a JSON answer, read without trusting its shape. */
const read = (value: unknown, key: string): unknown => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined);

/** The JSON answer, or a WalletModalError with the service's message; `status` reports a 401 (the session is gone). */
function call(options: ServiceClientOptions, path: string, init: RequestInit, status?: (code: number) => void): Promise<unknown> {
  return callService(options, 10_000, 'The data service cannot be reached', async (signal) => {
    const response = await (options.fetch ?? fetch)(serviceUrl(options, path), { ...init, signal });
    const body: unknown = await response.json().catch(() => undefined);
    status?.(response.status);
    if (!response.ok)
      throw new DataServiceError({ details: String(read(body, 'message') ?? fill(MESSAGES.httpStatusCode, { n: response.status })).slice(0, 200) });
    return body;
  });
}

const matches = (pattern: RegExp, value: unknown): value is string => typeof value === 'string' && pattern.test(value);

const post = (body: unknown): RequestInit => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

export async function fetchNonce(options: ServiceClientOptions): Promise<string> {
  const nonce = read(await call(options, '/v1/sessions/nonce', post({})), 'nonce');
  if (!matches(/^[A-Za-z0-9]{8,64}$/, nonce)) throw malformed('nonce');
  return nonce;
}

export async function verifySignedMessage(options: ServiceClientOptions, message: string, signature: string): Promise<VerifiedSession> {
  const body = await call(options, '/v1/sessions/verify', post({ message, signature }));
  const token = read(body, 'token');
  const pci = read(read(body, 'session'), 'pci');
  const expiresAt = read(read(body, 'session'), 'expiresAt');
  if (!matches(/^wms_[0-9a-f]{64}$/, token) || !matches(/^[0-9a-f]{32}$/, pci) || (expiresAt !== null && typeof expiresAt !== 'number'))
    throw malformed('session');
  return { token, pci, expiresAt };
}

/** Whether the session behind `token` is still live for `address`: a 401 says no; other failures throw. */
export async function isSessionLive(options: ServiceClientOptions, address: string, token: string, pci: string): Promise<boolean> {
  let code = 0;
  try {
    const sessions = read(
      await call(options, `/v1/sessions/${encodeURIComponent(address)}`, { headers: { authorization: `Bearer ${token}` } }, (c) => (code = c)),
      'sessions',
    );
    return Array.isArray(sessions) && sessions.some((s) => read(s, 'pci') === pci);
  } catch (error) {
    if (code === 401) return false;
    throw error;
  }
}

/** Ends the session behind `token` on the service (DELETE /v1/sessions/current): a sign-out the service knows of. */
export async function revokeCurrentSession(options: ServiceClientOptions, token: string): Promise<void> {
  await call(options, '/v1/sessions/current', { method: 'DELETE', headers: { authorization: `Bearer ${token}` } });
}
