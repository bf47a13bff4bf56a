/** Why a chain reader could not answer. The indexer retries `rpc`, `unavailable` and `reorg`; `invalid-input` is a caller's bug. */
export type ChainReadErrorCode = 'rpc' | 'unavailable' | 'reorg' | 'invalid-input' | 'invalid-reply';

export class ChainReadError extends Error {
  override name = 'ChainReadError';
  readonly code: ChainReadErrorCode;
  constructor(code: ChainReadErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.code = code;
  }
}

/** A JSON-RPC error object the node answered with; its `code` is the node's. */
export class NodeRpcError extends ChainReadError {
  override name = 'NodeRpcError';
  readonly rpcCode: number;
  constructor(method: string, rpcCode: number, message: string) {
    super('rpc', `${method}: ${message} (${rpcCode})`);
    this.rpcCode = rpcCode;
  }
}
