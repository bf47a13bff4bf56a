// JSON-RPC 2.0 framing for the loopback WalletConnect relay: parse a text frame, format replies.
// The clients use ids that fit a double, but a peer may send a 17-digit numeric id; JSON.parse would
// round it, so such an id is kept as its raw digits and written back verbatim.

const PARSE_ERROR = -32700;
const INVALID_REQUEST = -32600;
export const METHOD_NOT_FOUND = -32601;
export const INVALID_PARAMS = -32602;
export const INTERNAL_ERROR = -32603;

/** A request's id as the reply must echo it; `{ raw }` holds a numeric id too long for a double, as sent. */
type RpcId = string | number | null | { raw: string };

/** One text frame, classified: what the relay answers to, acknowledges, or rejects. */
type Frame =
  | { kind: 'request'; id: RpcId; method: string; params: unknown }
  | { kind: 'notification'; method: string; params: unknown }
  | { kind: 'response'; id: RpcId; result?: unknown; error?: unknown }
  | { kind: 'invalid'; id: RpcId; code: number; message: string };

/** A JSON object (not null, not an array): what a frame, and a method's params, must be. */
export function isJsonObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function rawBigId(text: string): RpcId {
  const match = /"id"\s*:\s*(\d{16,})\s*[,}]/.exec(text);
  return match?.[1] ? { raw: match[1] } : null;
}

/** Classifies one WebSocket text frame. */
export function parseFrame(text: string): Frame {
  let object: unknown;
  try {
    object = JSON.parse(text);
  } catch {
    return { kind: 'invalid', id: null, code: PARSE_ERROR, message: 'Parse error' };
  }
  if (!isJsonObject(object)) return { kind: 'invalid', id: null, code: INVALID_REQUEST, message: 'Invalid Request: expected a JSON-RPC object' };
  let id: RpcId = null;
  if (typeof object.id === 'string') id = object.id;
  else if (typeof object.id === 'number') id = Number.isSafeInteger(object.id) ? object.id : rawBigId(text);
  const hasId = 'id' in object && object.id !== null && object.id !== undefined;
  if (typeof object.method === 'string') {
    if (!hasId) return { kind: 'notification', method: object.method, params: object.params };
    if (id === null) return { kind: 'invalid', id: null, code: INVALID_REQUEST, message: 'Invalid Request: bad id' };
    return { kind: 'request', id, method: object.method, params: object.params };
  }
  if (hasId && ('result' in object || 'error' in object)) {
    return { kind: 'response', id, result: object.result, error: object.error };
  }
  return { kind: 'invalid', id, code: INVALID_REQUEST, message: 'Invalid Request: no method' };
}

function withId(id: RpcId, body: Record<string, unknown>): string {
  const rest = JSON.stringify(body).slice(1); // drop the opening brace
  const idText = id !== null && typeof id === 'object' ? id.raw : JSON.stringify(id);
  return `{"jsonrpc":"2.0","id":${idText}${rest === '}' ? '}' : `,${rest}`}`;
}

export function formatResult(id: RpcId, result: unknown): string {
  return withId(id, { result });
}

export function formatError(id: RpcId, code: number, message: string): string {
  return withId(id, { error: { code, message } });
}

export function formatRequest(id: number, method: string, params: unknown): string {
  return JSON.stringify({ id, jsonrpc: '2.0', method, params });
}

/** A handler's way to answer with a JSON-RPC error rather than a result. */
export class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

export function idKey(id: RpcId): string {
  return id !== null && typeof id === 'object' ? id.raw : String(id);
}
