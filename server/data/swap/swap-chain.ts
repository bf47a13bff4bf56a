/**
 * A chain's DemoSwap (dev/contracts/DemoSwap.sol: one contract, a constant-product pool per pair, native ETH as the
 * 0xeeee…eeee address), read with eth_call. The token list and metadata change only when a pool is added, so they
 * are kept TOKENS_TTL_MS; quotes, allowances and gas prices are read at every call.
 */
import { Interface } from 'ethers';
import { createJsonRpc, type JsonRpc } from '../chain/json-rpc';
import { ChainReadError, NodeRpcError } from '../chain/errors';
import { readEvmTokenMetadata } from '../chain/evm-metadata';

export const NATIVE_TOKEN = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee';
const TOKENS_TTL_MS = 60_000;

export const SWAP_ABI = new Interface([
  'function tokens() view returns (address[])',
  'function getAmountOut(uint256 amountIn, address tokenIn, address tokenOut) view returns (uint256)',
  'function swapExactIn(address tokenIn, address tokenOut, uint256 amountIn, uint256 minAmountOut, address to, uint256 deadline) payable returns (uint256)',
]);
export const ERC20_ABI = new Interface([
  'function allowance(address owner, address spender) view returns (uint256)',
  'function approve(address spender, uint256 amount) returns (bool)',
]);

type SwapToken = { address: string; name: string; symbol: string; decimals: number };
type SwapTx = { from: string; to: string; data: string; value: bigint };

export type SwapChain = {
  chainId: string;
  router: string;
  tokens(): Promise<readonly SwapToken[]>;
  /** The pool's answer for `amountIn`; null when the pair has no pool (the contract reverts). */
  amountOut(amountIn: bigint, tokenIn: string, tokenOut: string): Promise<bigint | null>;
  allowance(token: string, owner: string): Promise<bigint>;
  gasPrice(): Promise<bigint>;
  latestTimestamp(): Promise<bigint>;
  /** The gas the transaction takes; throws SwapWouldRevert with the contract's reason when it would revert. */
  estimateGas(tx: SwapTx): Promise<bigint>;
};

/**
 * `message` is the node's text (for the log, never for the client: it can name hosts or internals); `reason` is only
 * the contract's error name when the text has one (ERC20InsufficientAllowance), safe to show.
 */
export class SwapWouldRevert extends Error {
  readonly reason: string | null;
  constructor(message: string) {
    super(message);
    this.reason = /\b([A-Z][A-Za-z0-9_]{2,63})\(/.exec(message)?.[1] ?? null;
  }
}

/** A uint256 the node answered as hex; `0x` (a call to an address without code) or anything else is an invalid reply. */
function quantity(method: string, value: unknown): bigint {
  if (typeof value !== 'string' || !/^0x[0-9a-fA-F]{1,64}$/.test(value)) throw new ChainReadError('invalid-reply', `${method}: not a quantity`);
  return BigInt(value);
}

const hex = (n: bigint) => `0x${n.toString(16)}`;
const isRevert = (error: unknown) => error instanceof NodeRpcError && (error.rpcCode === 3 || /revert/i.test(error.message));

export function createSwapChain({
  chainId,
  rpcUrl,
  router,
  rpc = createJsonRpc(rpcUrl, { timeoutMs: 10_000 }),
}: {
  chainId: string;
  rpcUrl: string;
  router: string;
  rpc?: JsonRpc;
}): SwapChain {
  let listed: { at: number; tokens: Promise<readonly SwapToken[]> } | null = null;
  const nativeToken: SwapToken = { address: NATIVE_TOKEN, name: '', symbol: '', decimals: 18 };

  async function call(data: string): Promise<string> {
    return rpc.call<string>('eth_call', [{ to: router, data }, 'latest']);
  }

  async function readTokens(): Promise<readonly SwapToken[]> {
    const [addresses] = SWAP_ABI.decodeFunctionResult('tokens', await call(SWAP_ABI.encodeFunctionData('tokens'))) as unknown as [string[]];
    const tokens = await Promise.all(
      addresses.map(async (raw) => {
        const address = raw.toLowerCase();
        if (address === NATIVE_TOKEN) return nativeToken;
        const meta = await readEvmTokenMetadata(rpc, chainId, address);
        return meta && meta.kind === 'fungible' ? { address, name: meta.name, symbol: meta.symbol, decimals: meta.decimals } : null;
      }),
    );
    return tokens.filter((t): t is SwapToken => t !== null);
  }

  return {
    chainId,
    router,
    tokens() {
      if (!listed || Date.now() - listed.at > TOKENS_TTL_MS) {
        const entry = { at: Date.now(), tokens: readTokens() };
        // A failed read is not kept: the next call tries again.
        entry.tokens.catch(() => {
          if (listed === entry) listed = null;
        });
        listed = entry;
      }
      return listed.tokens;
    },
    async amountOut(amountIn, tokenIn, tokenOut) {
      try {
        return quantity('getAmountOut', await call(SWAP_ABI.encodeFunctionData('getAmountOut', [amountIn, tokenIn, tokenOut])));
      } catch (error) {
        if (isRevert(error)) return null;
        throw error;
      }
    },
    async allowance(token, owner) {
      if (token === NATIVE_TOKEN) return (1n << 256n) - 1n;
      return quantity(
        'allowance',
        await rpc.call<string>('eth_call', [{ to: token, data: ERC20_ABI.encodeFunctionData('allowance', [owner, router]) }, 'latest']),
      );
    },
    async gasPrice() {
      return quantity('eth_gasPrice', await rpc.call<string>('eth_gasPrice', []));
    },
    async latestTimestamp() {
      const block = await rpc.call<{ timestamp: string }>('eth_getBlockByNumber', ['latest', false]);
      return quantity('eth_getBlockByNumber', block?.timestamp);
    },
    async estimateGas({ from, to, data, value }) {
      try {
        return quantity('eth_estimateGas', await rpc.call<string>('eth_estimateGas', [{ from, to, data, value: hex(value) }]));
      } catch (error) {
        if (isRevert(error)) throw new SwapWouldRevert((error as Error).message.replace(/^eth_estimateGas: /, '').replace(/ \(-?\d+\)$/, ''));
        throw error;
      }
    },
  };
}
