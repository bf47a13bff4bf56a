/**
 * The fee per gas the modal offers, one rule for the Send view's Max and the embedded wallet's transactions:
 * EIP-1559 where the latest block has a base fee (twice the base fee plus a tip: the node's eth_maxPriorityFeePerGas,
 * or the median of eth_feeHistory's recent rewards when the node lacks that method), a legacy eth_gasPrice where it
 * has none. The same tip on both paths, so the Max a person sends is what a transaction then costs at most.
 */
import { EVM_BASE_FEE_MULTIPLIER, EVM_FEE_HISTORY_BLOCKS, EVM_FEE_HISTORY_PERCENTILE } from '../../constants/transactions';
import { RpcReplyInvalidError } from '../../errors/request';
import { isRecord } from '../../validate/record';
import type { ChainRpc } from '../rpc';
import { readQuantity, toQuantity } from './quantity';

/** A quantity the node answers, or RPC_REPLY_INVALID naming the method. */
export async function askQuantity(rpc: ChainRpc, method: string, params: readonly unknown[], max?: bigint): Promise<bigint> {
  const value = readQuantity(await rpc.request(method, params), max);
  if (value === undefined) throw new RpcReplyInvalidError({ details: `${method} answered something other than a hex quantity` });
  return value;
}

/** The latest block's base fee; undefined on a chain without EIP-1559. */
export async function latestBaseFee(rpc: ChainRpc): Promise<bigint | undefined> {
  const block = await rpc.request('eth_getBlockByNumber', ['latest', false]);
  if (!isRecord(block)) throw new RpcReplyInvalidError({ details: 'eth_getBlockByNumber answered no latest block' });
  if (block.baseFeePerGas === undefined || block.baseFeePerGas === null) return undefined;
  const baseFee = readQuantity(block.baseFeePerGas);
  if (baseFee === undefined) throw new RpcReplyInvalidError({ details: 'the latest block has a base fee that is not a hex quantity' });
  return baseFee;
}

const byValue = (a: bigint, b: bigint) => (a < b ? -1 : a > b ? 1 : 0);

/** The tip: the node's suggestion, else the median of its recent rewards at the median percentile. */
export async function priorityFee(rpc: ChainRpc): Promise<bigint> {
  try {
    return await askQuantity(rpc, 'eth_maxPriorityFeePerGas', []);
  } catch {
    const history = await rpc.request('eth_feeHistory', [toQuantity(BigInt(EVM_FEE_HISTORY_BLOCKS)), 'latest', [EVM_FEE_HISTORY_PERCENTILE]]);
    const rewards = (isRecord(history) && Array.isArray(history.reward) ? history.reward : [])
      .map((block: unknown) => readQuantity(Array.isArray(block) ? block[0] : undefined))
      .filter((reward): reward is bigint => reward !== undefined)
      .sort(byValue);
    if (rewards.length === 0) throw new RpcReplyInvalidError({ details: 'eth_feeHistory answered no rewards' });
    return rewards[Math.floor(rewards.length / 2)]!;
  }
}

/** EIP-1559's usual ceiling, the one ethers and most wallets offer. */
export const maxFeeFor = (baseFee: bigint, tip: bigint): bigint => baseFee * EVM_BASE_FEE_MULTIPLIER + tip;

export const gasPrice = (rpc: ChainRpc): Promise<bigint> => askQuantity(rpc, 'eth_gasPrice', []);

/** The most a transaction will pay per gas on this chain now. */
export async function maxFeePerGas(rpc: ChainRpc): Promise<bigint> {
  const baseFee = await latestBaseFee(rpc);
  return baseFee === undefined ? gasPrice(rpc) : maxFeeFor(baseFee, await priorityFee(rpc));
}
