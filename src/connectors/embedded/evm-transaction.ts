/**
 * eth_sendTransaction for the embedded wallet, whose frame signs but has no RPC. Before the person is asked, the
 * page's transaction is read strictly (evm-transaction-params.ts) and the network must have an RPC; once they have
 * approved, the modal completes it over the network's RPC: the chain id of the current network, the nonce
 * (eth_getTransactionCount at 'pending'), the gas (eth_estimateGas when the page gave none) and the fees (EIP-1559
 * where the latest block has a base fee: twice the base fee plus the tip from eth_maxPriorityFeePerGas, or from
 * eth_feeHistory's median reward when the node lacks that method; a legacy gasPrice from eth_gasPrice where there is
 * no base fee). The frame signs the complete transaction (eth_signTransaction) and the modal broadcasts the raw bytes
 * (eth_sendRawTransaction), answering the hash, checked to be the hash of those bytes.
 */
import { keccak256 } from 'ethers/crypto';
import { readQuantity, toQuantity, type Fees, type SignableTransaction } from '../../chains/eip155/signable-transaction';
import {
  EVM_BASE_FEE_MULTIPLIER,
  EVM_FEE_HISTORY_BLOCKS,
  EVM_FEE_HISTORY_PERCENTILE,
  EVM_GAS_MAX,
  EVM_MAX_RAW_TRANSACTION_LENGTH,
  EVM_NONCE_MAX,
  EVM_UINT256_MAX,
} from '../../constants/transactions';
import { WalletReplyInvalidError } from '../../errors/connection';
import { RpcReplyInvalidError } from '../../errors/request';
import { InvalidParamsRpcError } from '../../errors/rpc';
import { isRecord } from '../../validate/record';
import type { ChainReader } from './chain-reader';
import { readPageTransaction, type PageTransaction } from './evm-transaction-params';

/** A quantity the node answers, in bounds, or RPC_REPLY_INVALID. */
async function quantity(reader: ChainReader, method: string, params: readonly unknown[], max = EVM_UINT256_MAX): Promise<bigint> {
  const reply = await reader.request(method, params);
  const value = readQuantity(reply, max);
  if (value === undefined) throw new RpcReplyInvalidError({ details: `${method} answered something other than a hex quantity` });
  return value;
}

/** The tip: the node's suggestion, else the median of its recent rewards at the median percentile. */
async function priorityFee(reader: ChainReader): Promise<bigint> {
  try {
    return await quantity(reader, 'eth_maxPriorityFeePerGas', []);
  } catch {
    const history = await reader.request('eth_feeHistory', [toQuantity(BigInt(EVM_FEE_HISTORY_BLOCKS)), 'latest', [EVM_FEE_HISTORY_PERCENTILE]]);
    const rewards = (isRecord(history) && Array.isArray(history.reward) ? history.reward : [])
      .map((block: unknown) => readQuantity(Array.isArray(block) ? block[0] : undefined, EVM_UINT256_MAX))
      .filter((reward): reward is bigint => reward !== undefined)
      .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    if (rewards.length === 0) throw new RpcReplyInvalidError({ details: 'eth_feeHistory answered no rewards' });
    return rewards[Math.floor(rewards.length / 2)]!;
  }
}

async function feesFor(reader: ChainReader, page: PageTransaction): Promise<Fees> {
  const legacy = async (): Promise<Fees> => ({ type: 0, gasPrice: page.gasPrice ?? (await quantity(reader, 'eth_gasPrice', [])) });
  if (page.type === 0 || page.gasPrice !== undefined) return legacy();
  const block = await reader.request('eth_getBlockByNumber', ['latest', false]);
  if (!isRecord(block)) throw new RpcReplyInvalidError({ details: 'eth_getBlockByNumber answered no latest block' });
  if (block.baseFeePerGas === undefined || block.baseFeePerGas === null) {
    if (page.type === 2 || page.maxFeePerGas !== undefined || page.maxPriorityFeePerGas !== undefined)
      throw new InvalidParamsRpcError({ details: 'eth_sendTransaction: this network has no base fee (EIP-1559): give a gasPrice, or no fees' });
    return legacy();
  }
  const baseFee = readQuantity(block.baseFeePerGas, EVM_UINT256_MAX);
  if (baseFee === undefined) throw new RpcReplyInvalidError({ details: 'the latest block has a base fee that is not a hex quantity' });
  const tip = page.maxPriorityFeePerGas ?? (await priorityFee(reader));
  const maxFeePerGas = page.maxFeePerGas ?? baseFee * EVM_BASE_FEE_MULTIPLIER + tip;
  // A ceiling the page set caps the tip the node suggested (a tip the page set is below its ceiling: read so).
  if (tip > maxFeePerGas) return { type: 2, maxFeePerGas, maxPriorityFeePerGas: maxFeePerGas };
  return { type: 2, maxFeePerGas, maxPriorityFeePerGas: tip };
}

/** The page's transaction, completed over the network's RPC into what the frame signs. */
async function completeTransaction(reader: ChainReader, page: PageTransaction, from: string, chainId: bigint): Promise<SignableTransaction> {
  const call = { from, ...(page.to ? { to: page.to } : {}), value: toQuantity(page.value), data: page.data };
  const [nonce, gas, fees] = await Promise.all([
    page.nonce ?? quantity(reader, 'eth_getTransactionCount', [from, 'pending'], EVM_NONCE_MAX),
    page.gas ?? quantity(reader, 'eth_estimateGas', [call], EVM_GAS_MAX),
    feesFor(reader, page),
  ]);
  const common = { ...call, nonce: toQuantity(nonce), gas: toQuantity(gas), chainId: toQuantity(chainId) };
  return fees.type === 2
    ? { ...common, type: '0x2', maxFeePerGas: toQuantity(fees.maxFeePerGas), maxPriorityFeePerGas: toQuantity(fees.maxPriorityFeePerGas) }
    : { ...common, type: '0x0', gasPrice: toQuantity(fees.gasPrice) };
}

const RAW = /^0x(?:[0-9a-f]{2})+$/;

/** Sends the frame's signed bytes; answers their hash, which the node must have answered too. */
async function broadcast(reader: ChainReader, raw: unknown): Promise<string> {
  if (typeof raw !== 'string' || raw.length > EVM_MAX_RAW_TRANSACTION_LENGTH || !RAW.test(raw))
    throw new WalletReplyInvalidError({ details: 'the embedded wallet answered eth_signTransaction with no raw transaction' });
  const hash = keccak256(raw);
  const answered = await reader.request('eth_sendRawTransaction', [raw]);
  if (typeof answered !== 'string' || answered.toLowerCase() !== hash)
    throw new RpcReplyInvalidError({ details: "the node answered eth_sendRawTransaction with another hash than the transaction's" });
  return hash;
}

/**
 * Reads the page's params now (a bad request is refused before the person sees it) and answers what runs once they
 * approve: completion, the frame's signature (`sign`), the broadcast.
 */
export function prepareEvmSend(
  params: unknown,
  wallet: { address: string; chainId: bigint },
  reader: ChainReader,
  sign: (transaction: SignableTransaction) => Promise<unknown>,
): () => Promise<string> {
  const page = readPageTransaction(params, wallet.address, wallet.chainId);
  return async () => broadcast(reader, await sign(await completeTransaction(reader, page, wallet.address, wallet.chainId)));
}
