/** JSON answers written by the shell itself: the 500 of a failed handler, and the answers to requests Node could not parse. */
import { STATUS_CODES, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/** A JSON answer (no body for 204); nothing once a reply has begun. The services' routes answer through it too. */
export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  if (res.headersSent) return;
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', 'x-content-type-options': 'nosniff', ...headers });
  res.end(status === 204 ? undefined : JSON.stringify(body));
}

/** Node's parser error codes, by the status that says what was wrong. */
const STATUS_OF_CODE: Readonly<Record<string, number>> = {
  HPE_HEADER_OVERFLOW: 431,
  ERR_HTTP_REQUEST_TIMEOUT: 408,
  HPE_CHUNK_EXTENSIONS_OVERFLOW: 413,
};

const MESSAGE_OF_STATUS: Readonly<Record<number, string>> = {
  400: 'The request is not valid HTTP',
  408: 'The request took too long to arrive',
  413: 'The request is too large',
  431: 'The request headers are too large',
};

/** The response Node has started for the request on this socket, if any (a body cut at its timeout has one). */
export function pendingResponse(socket: Socket): ServerResponse | null {
  return (socket as Socket & { _httpMessage?: ServerResponse | null })._httpMessage ?? null;
}

/**
 * A request Node's parser refused (malformed, too large, too slow): a JSON answer on the raw socket, then the socket is
 * closed. Nothing is written where a reply has begun or the peer is gone. Returns the status written, or null.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket, requestId: string): number | null {
  if (error.code === 'ECONNRESET' || error.code === 'EPIPE' || !socket.writable || pendingResponse(socket)?.headersSent) {
    socket.destroy();
    return null;
  }
  const status = STATUS_OF_CODE[error.code ?? ''] ?? 400;
  refuseRaw(socket, status, MESSAGE_OF_STATUS[status] ?? 'Bad request', requestId);
  return status;
}

/** A JSON error written straight to a socket Node's HTTP layer has let go of, which is then closed. */
export function refuseRaw(socket: Socket, status: number, message: string, requestId: string): void {
  socket.on('error', () => {});
  const body = JSON.stringify({ message });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\ncontent-type: application/json; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(body)}\r\nx-request-id: ${requestId}\r\nconnection: close\r\n\r\n${body}`,
  );
  // A peer that never reads must not hold the socket open.
  setTimeout(() => socket.destroy(), 1000).unref();
}
