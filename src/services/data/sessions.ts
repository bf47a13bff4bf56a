/**
 * The data service's sign-in routes (issue 12): a nonce, the verify that makes a session, and an account's live
 * sessions read with the session's token. A refusal keeps the service's reason (`details`) for the sign-in view.
 */
import { MESSAGES, WalletModalError } from '../../errors';
import { callService, serviceUrl, type ServiceClientOptions } from '../service-call';

const TIMEOUT_MS = 10_000;
const NONCE = /^[A-Za-z0-9]{8,64}$/;
const TOKEN = /^wms_[0-9a-f]{64}$/;
const PCI = /^[0-9a-f]{32}$/;

export type VerifiedSession = { token: string; pci: string; expiresAt: number | null };

/** A refused or failed call; `status` 401 means the session is gone (revoked or expired). */
export class SessionServiceError extends WalletModalError {
  constructor(readonly status: number, details: string) {
    super('UNKNOWN', MESSAGES.anErrorOccurred, { details });
  }
}

async function call(options: ServiceClientOptions, path: string, init: RequestInit): Promise<unknown> {
  return callService(options, TIMEOUT_MS, 'The data service cannot be reached', async (signal) => {
    const response = await (options.fetch ?? fetch)(serviceUrl(options, path), { ...init, signal });
    const text = await response.text();
    let body: unknown;
    try {
      body = JSON.parse(text.slice(0, 65536));
    } catch {
      body = undefined;
    }
    if (!response.ok) {
      const message = (body as { message?: unknown } | undefined)?.message;
      throw new SessionServiceError(response.status, typeof message === 'string' ? message.slice(0, 200) : `HTTP status code: ${response.status}`);
    }
    return body;
  });
}

const json = (body: unknown): RequestInit => ({ method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify(body) });

export async function fetchNonce(options: ServiceClientOptions): Promise<string> {
  const nonce = ((await call(options, '/v1/sessions/nonce', json({}))) as { nonce?: unknown } | undefined)?.nonce;
  if (typeof nonce !== 'string' || !NONCE.test(nonce)) throw new SessionServiceError(200, 'The data service answered a malformed nonce');
  return nonce;
}

export async function verifySignedMessage(options: ServiceClientOptions, message: string, signature: string): Promise<VerifiedSession> {
  const body = (await call(options, '/v1/sessions/verify', json({ message, signature }))) as { token?: unknown; session?: { pci?: unknown; expiresAt?: unknown } } | undefined;
  const token = body?.token;
  const pci = body?.session?.pci;
  const expiresAt = body?.session?.expiresAt;
  if (typeof token !== 'string' || !TOKEN.test(token) || typeof pci !== 'string' || !PCI.test(pci) || (expiresAt !== null && typeof expiresAt !== 'number')) {
    throw new SessionServiceError(200, 'The data service answered a malformed session');
  }
  return { token, pci, expiresAt };
}

/** Whether the session behind `token` is still live for `address` (a 401 says no; other failures throw). */
export async function isSessionLive(options: ServiceClientOptions, address: string, token: string, pci: string): Promise<boolean> {
  try {
    const body = (await call(options, `/v1/sessions/${encodeURIComponent(address)}`, { headers: { accept: 'application/json', authorization: `Bearer ${token}` } })) as { sessions?: unknown } | undefined;
    return Array.isArray(body?.sessions) && body.sessions.some((s) => (s as { pci?: unknown } | null)?.pci === pci);
  } catch (error) {
    if (error instanceof SessionServiceError && error.status === 401) return false;
    throw error;
  }
}
