/**
 * eth_sendTransaction for the embedded wallet, whose frame signs but has no RPC. Before the person is asked, the
 * page's transaction is read strictly (evm-transaction-params.ts) and the network must have an RPC; once they have
 * approved, the modal completes it over the network's RPC: the chain id of the current network, the nonce
 * (eth_getTransactionCount at 'pending'), the gas (eth_estimateGas when the page gave none) and the fees (the one
 * rule of chains/eip155/fees.ts, under any fee the page gave). The frame signs the complete transaction
 * (eth_signTransaction) and the modal broadcasts the raw bytes (eth_sendRawTransaction), answering the hash, checked
 * to be the hash of those bytes.
 */
import { keccak256 } from 'ethers/crypto';
import { askQuantity, gasPrice, latestBaseFee, maxFeeFor, priorityFee } from '../../chains/eip155/fees';
import { toQuantity } from '../../chains/eip155/quantity';
import type { Fees, SignableTransaction } from '../../chains/eip155/signable-transaction';
import { EVM_GAS_MAX, EVM_MAX_RAW_TRANSACTION_LENGTH, EVM_NONCE_MAX } from '../../constants/transactions';
import { WalletReplyInvalidError } from '../../errors/connection';
import { RpcReplyInvalidError } from '../../errors/request';
import { InvalidParamsRpcError } from '../../errors/rpc';
import type { ChainReader } from './chain-reader';
import { readPageTransaction, type PageTransaction } from './evm-transaction-params';

async function feesFor(reader: ChainReader, page: PageTransaction): Promise<Fees> {
  const legacy = async (): Promise<Fees> => ({ type: 0, gasPrice: page.gasPrice ?? (await gasPrice(reader)) });
  if (page.type === 0 || page.gasPrice !== undefined) return legacy();
  const baseFee = await latestBaseFee(reader);
  if (baseFee === undefined) {
    if (page.type === 2 || page.maxFeePerGas !== undefined || page.maxPriorityFeePerGas !== undefined)
      throw new InvalidParamsRpcError({ details: 'eth_sendTransaction: this network has no base fee (EIP-1559): give a gasPrice, or no fees' });
    return legacy();
  }
  const tip = page.maxPriorityFeePerGas ?? (await priorityFee(reader));
  const maxFeePerGas = page.maxFeePerGas ?? maxFeeFor(baseFee, tip);
  // A ceiling the page set caps the tip the node suggested (a tip the page set is below its ceiling: read so).
  if (tip > maxFeePerGas) return { type: 2, maxFeePerGas, maxPriorityFeePerGas: maxFeePerGas };
  return { type: 2, maxFeePerGas, maxPriorityFeePerGas: tip };
}

/** The page's transaction, completed over the network's RPC into what the frame signs. */
async function completeTransaction(reader: ChainReader, page: PageTransaction, from: string, chainId: bigint): Promise<SignableTransaction> {
  const call = { from, ...(page.to ? { to: page.to } : {}), value: toQuantity(page.value), data: page.data };
  const [nonce, gas, fees] = await Promise.all([
    page.nonce ?? askQuantity(reader, 'eth_getTransactionCount', [from, 'pending'], EVM_NONCE_MAX),
    page.gas ?? askQuantity(reader, 'eth_estimateGas', [call], EVM_GAS_MAX),
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
