/**
 * The frame's envelopes, built and parsed: a request `{ type, id, payload }`, its reply `{ type, id, payload }`
 * (an error's payload is `{ message }`), and the frame's own `{ type: READY }` and `{ type: SESSION_UPDATE, payload }`.
 * Anything else, or anything with a field more or less, parses to undefined and is dropped by the receiver.
 */
import {
  errorType,
  READY_TYPE,
  replyOf,
  requestNameOf,
  requestType,
  SESSION_UPDATE_TYPE,
  successType,
  type FrameRequestName,
  type RequestType,
  type SuccessType,
  type ErrorType,
} from './names';
import { REQUEST_PARSERS, type RequestPayloads } from './requests';
import { errorPayload, RESULT_PARSERS, sessionPayload, type ResultPayloads } from './results';
import { INVALID, object, text, type Parser } from './schema';

/** A request id: 128 random bits in hex, made by the app for one request and answered once. */
const requestId = text(32, /^[0-9a-f]{32}$/);

export function newRequestId(): string {
  return Array.from(globalThis.crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export type FrameRequest = { [N in FrameRequestName]: { name: N; id: string; payload: RequestPayloads[N] } }[FrameRequestName];
export type FrameReply = {
  [N in FrameRequestName]: { kind: 'reply'; name: N; id: string } & ({ ok: true; payload: ResultPayloads[N] } | { ok: false; message: string });
}[FrameRequestName];
type FrameNotice = { kind: 'ready' } | { kind: 'session'; token: string | null };
export type FrameMessage = FrameReply | FrameNotice;

type Envelope<T extends string, P> = { type: T; id: string; payload: P };

export const buildRequest = <N extends FrameRequestName>(name: N, id: string, payload: RequestPayloads[N]): Envelope<RequestType<N>, RequestPayloads[N]> => ({
  type: requestType(name),
  id,
  payload,
});
export const buildSuccess = <N extends FrameRequestName>(name: N, id: string, payload: ResultPayloads[N]): Envelope<SuccessType<N>, ResultPayloads[N]> => ({
  type: successType(name),
  id,
  payload,
});
export const buildError = <N extends FrameRequestName>(name: N, id: string, message: string): Envelope<ErrorType<N>, { message: string }> => ({
  type: errorType(name),
  id,
  payload: { message },
});
export const READY_MESSAGE = { type: READY_TYPE } as const;
export const buildSessionUpdate = (token: string | null) => ({ type: SESSION_UPDATE_TYPE, payload: { token } });

const envelope = object({ type: text(100), id: requestId, payload: (value: unknown) => value });
const readyEnvelope = object({ type: text(100) });
const sessionEnvelope = object({ type: text(100), payload: sessionPayload });

/** What the frame accepts from the app: a known request with a well-formed id and payload, or undefined. */
export function parseAppRequest(data: unknown): FrameRequest | undefined {
  const parsed = envelope(data);
  if (parsed === INVALID) return undefined;
  const name = requestNameOf(parsed.type);
  if (name === undefined) return undefined;
  const payload = (REQUEST_PARSERS[name] as Parser<unknown>)(parsed.payload);
  return payload === INVALID ? undefined : ({ name, id: parsed.id, payload } as FrameRequest);
}

/** What the app accepts from the frame: READY, a session update, or a well-formed reply to a known request type. */
export function parseFrameMessage(data: unknown): FrameMessage | undefined {
  const ready = readyEnvelope(data);
  if (ready !== INVALID) return ready.type === READY_TYPE ? { kind: 'ready' } : undefined;
  const session = sessionEnvelope(data);
  if (session !== INVALID) return session.type === SESSION_UPDATE_TYPE ? { kind: 'session', token: session.payload.token } : undefined;
  const parsed = envelope(data);
  if (parsed === INVALID) return undefined;
  const reply = replyOf(parsed.type);
  if (reply === undefined) return undefined;
  if (!reply.ok) {
    const error = errorPayload(parsed.payload);
    return error === INVALID ? undefined : { kind: 'reply', name: reply.name, id: parsed.id, ok: false, message: error.message };
  }
  const payload = (RESULT_PARSERS[reply.name] as Parser<unknown>)(parsed.payload);
  return payload === INVALID ? undefined : ({ kind: 'reply', name: reply.name, id: parsed.id, ok: true, payload } as FrameReply);
}
