/** A network's JSON-RPC as the embedded wallet uses it: the read-only methods, a transaction's completion, broadcasts. */
export type ChainReader = { request(method: string, params: readonly unknown[]): Promise<unknown> };
