// @ts-nocheck -- converted from .mjs with JSDoc types (issue 20 point 10); TypeScript types still to be written, file by file.
// JSON-RPC 2.0 framing for the loopback WalletConnect relay: parse a text frame, format replies.
// The clients use ids that fit a double, but a peer may send a 17-digit numeric id; JSON.parse would
// round it, so such an id is kept as its raw digits and written back verbatim.

const PARSE_ERROR = -32700;
const INVALID_REQUEST = -32600;
export const METHOD_NOT_FOUND = -32601;
export const INVALID_PARAMS = -32602;
export const INTERNAL_ERROR = -32603;

/** @typedef {string | number | null | { raw: string }} RpcId */

/**
 * @typedef {{ kind: 'request'; id: RpcId; method: string; params: unknown }
 *   | { kind: 'notification'; method: string; params: unknown }
 *   | { kind: 'response'; id: RpcId; result?: unknown; error?: unknown }
 *   | { kind: 'invalid'; id: RpcId; code: number; message: string }} Frame
 */

/** @param {string} text @returns {RpcId} */
function rawBigId(text) {
  const match = /"id"\s*:\s*(\d{16,})\s*[,}]/.exec(text);
  return match?.[1] ? { raw: match[1] } : null;
}

/**
 * Classifies one WebSocket text frame.
 * @param {string} text
 * @returns {Frame}
 */
export function parseFrame(text) {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { kind: 'invalid', id: null, code: PARSE_ERROR, message: 'Parse error' };
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    return { kind: 'invalid', id: null, code: INVALID_REQUEST, message: 'Invalid Request: expected a JSON-RPC object' };
  }
  const object = /** @type {Record<string, unknown>} */ (value);
  /** @type {RpcId} */
  let id = null;
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

/** @param {RpcId} id @param {Record<string, unknown>} body */
function withId(id, body) {
  const rest = JSON.stringify(body).slice(1); // drop the opening brace
  const idText = id !== null && typeof id === 'object' ? id.raw : JSON.stringify(id);
  return `{"jsonrpc":"2.0","id":${idText}${rest === '}' ? '}' : `,${rest}`}`;
}

/** @param {RpcId} id @param {unknown} result */
export function formatResult(id, result) {
  return withId(id, { result });
}

/** @param {RpcId} id @param {number} code @param {string} message */
export function formatError(id, code, message) {
  return withId(id, { error: { code, message } });
}

/** @param {number} id @param {string} method @param {unknown} params */
export function formatRequest(id, method, params) {
  return JSON.stringify({ id, jsonrpc: '2.0', method, params });
}

/** A handler's way to answer with a JSON-RPC error rather than a result. */
export class RpcError extends Error {
  /** @param {number} code @param {string} message */
  constructor(code, message) {
    super(message);
    this.code = code;
  }
}

/** @param {RpcId} id */
export function idKey(id) {
  return id !== null && typeof id === 'object' ? id.raw : String(id);
}
