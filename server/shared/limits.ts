/**
 * The connection limits every service's HTTP server runs with. Node's own defaults let one client hold a request open
 * for 300 s and open sockets without bound; these cut a stalled body within 15 s and cap what one process holds.
 */
export type ConnectionLimits = {
  /** The whole request, headers and body, must arrive within this (Node's default is 300 s). */
  requestTimeoutMs: number;
  /** The headers must arrive within this. */
  headersTimeoutMs: number;
  /** An idle keep-alive socket is closed after this. */
  keepAliveTimeoutMs: number;
  /** Sockets over this are refused at accept. */
  maxConnections: number;
  /** Headers past this count are dropped by Node's parser. */
  maxHeadersCount: number;
  /** The request line and headers together, in bytes; past it the answer is 431. */
  maxHeaderBytes: number;
};

export const DEFAULT_CONNECTION_LIMITS: Readonly<ConnectionLimits> = {
  requestTimeoutMs: 15_000,
  headersTimeoutMs: 10_000,
  keepAliveTimeoutMs: 5_000,
  maxConnections: 1024,
  maxHeadersCount: 64,
  maxHeaderBytes: 16 * 1024,
};

/** The limits with `overrides` applied; each must be a positive whole number. */
export function connectionLimits(overrides: Partial<ConnectionLimits> = {}): ConnectionLimits {
  const limits = { ...DEFAULT_CONNECTION_LIMITS, ...overrides };
  for (const [name, value] of Object.entries(limits)) {
    if (!Number.isSafeInteger(value) || value <= 0) throw new Error(`limits.${name} must be a positive whole number`);
  }
  // Node checks the headers' deadline only while the request's is still open.
  if (limits.headersTimeoutMs > limits.requestTimeoutMs) throw new Error('limits.headersTimeoutMs must not exceed limits.requestTimeoutMs');
  return limits;
}
