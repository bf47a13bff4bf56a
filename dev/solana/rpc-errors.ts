// The errors a method throws for the server to answer with: bad params (-32602), or a node's own failure (its code,
// message and data, as a Solana node sends them).

/** Raised for params a method cannot accept; the server answers -32602. */
export class InvalidParamsError extends Error {}

/** A JSON-RPC error with a code other than -32602. */
export class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
  }
}

/** What a caught value says: its message when it is an Error (a thrown string or other value as text). */
export function messageOf(cause: unknown): string {
  return cause instanceof Error ? cause.message : String(cause);
}
