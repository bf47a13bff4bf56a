// JSON-RPC to a local node for the stack's deploy and seed steps: one call, or a batch of calls in one HTTP request
// (a block's worth of transactions at once, which is what keeps seeding fast).

/** A block as eth_getBlockByNumber answers it without the transactions' bodies; quantities are hex strings. */
type RpcBlock = { number: string; hash: string; parentHash: string; timestamp: string; transactions: string[] };
/** A transaction as eth_getTransactionByHash answers it; quantities are hex strings. */
type RpcTransaction = { hash: string; from: string; to: string | null; value: string; input: string; nonce: string };
/**
 * A mined transaction's receipt; quantities are hex strings, `status` is '0x1' (succeeded) or '0x0' (reverted).
 * `contractAddress` is the deployed contract's address: read it on a deployment's receipt only.
 */
export type RpcReceipt = {
  transactionHash: string;
  blockNumber: string;
  status: string;
  from: string;
  to: string | null;
  contractAddress: string;
  gasUsed: string;
  effectiveGasPrice: string;
};
/** What the methods the stack and its tests read answer; any other method's answer is `unknown`. */
type RpcResults = {
  eth_accounts: string[];
  eth_blockNumber: string;
  eth_call: string;
  eth_getBalance: string;
  /** Asked for mined blocks only (a block not mined yet answers null). */
  eth_getBlockByNumber: RpcBlock;
  eth_getTransactionByHash: RpcTransaction;
  eth_getTransactionCount: string;
  eth_getTransactionReceipt: RpcReceipt | null;
  eth_sendTransaction: string;
};
export type RpcResult<M extends string> = M extends keyof RpcResults ? RpcResults[M] : unknown;

type RpcCall<M extends string> = { method: M; params?: unknown[] };
type RpcAnswer = { id: number; result?: unknown; error?: unknown };

/**
 * The calls' results in the calls' order; any error throws, naming the method. A batch of one method answers that
 * method's result type (RpcResult), a mixed batch `unknown`.
 */
export async function rpcBatch<M extends string>(url: string, calls: RpcCall<M>[]): Promise<RpcResult<M>[]> {
  if (calls.length === 0) return [];
  const body = calls.map(({ method, params = [] }, id) => ({ jsonrpc: '2.0', id, method, params }));
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`${url} answered HTTP ${response.status}`);
  const answers: unknown = await response.json();
  if (!Array.isArray(answers)) throw new Error(`${url} answered a batch with ${JSON.stringify(answers).slice(0, 200)}`);
  const byId = new Map((answers as RpcAnswer[]).map((a) => [a.id, a]));
  return calls.map(({ method }, id) => {
    const answer = byId.get(id);
    if (!answer) throw new Error(`${method}: no answer in the batch`);
    if (answer.error) throw new Error(`${method}: ${JSON.stringify(answer.error)}`);
    // The node's JSON answer, typed by its method (RpcResults lists what the stack reads).
    return answer.result as RpcResult<M>;
  });
}

export async function rpc<M extends string>(url: string, method: M, params: unknown[] = []): Promise<RpcResult<M>> {
  const [result] = await rpcBatch(url, [{ method, params }]);
  return result as RpcResult<M>;
}

/** The receipt of `hash`, once mined: Anvil answers eth_sendTransaction before its automined block is readable. */
export async function waitForReceipt(url: string, hash: string, timeoutMs = 10_000): Promise<RpcReceipt> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const receipt = await rpc(url, 'eth_getTransactionReceipt', [hash]);
    if (receipt) return receipt;
    if (Date.now() > deadline) throw new Error(`${hash} was not mined within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
