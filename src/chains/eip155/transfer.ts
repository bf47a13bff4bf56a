/**
 * EVM transfers for the Send view: the ERC-20 `transfer(to, amount)` call, a token balance (`balanceOf`), the gas a
 * call needs. Amounts are bigint base units; hex quantities go to the node.
 * Loaded lazily with the send code (ethers' ABI coder stays out of the first script).
 */
import { AbiCoder } from 'ethers/abi';
import type { ChainRpc } from '../rpc';
import { EVM_UINT256_MAX } from '../../constants/transactions';
import { InvalidInputError, RpcReplyInvalidError } from '../../errors/request';
import { askQuantity } from './fees';
import { toQuantity } from './quantity';

/** The call eth_sendTransaction takes (without `from`): hex strings only. */
export type EvmTransferCall = { to: string; value?: string; data?: string };

const TRANSFER_SELECTOR = '0xa9059cbb'; // keccak256('transfer(address,uint256)')[0..4]
const BALANCE_OF_SELECTOR = '0x70a08231'; // keccak256('balanceOf(address)')[0..4]

/** The call that moves `amount` of the native currency, or of the ERC-20 at `token`, to `to`. */
export function transferCall(to: string, amount: bigint, token?: string): EvmTransferCall {
  if (amount < 0n || amount > EVM_UINT256_MAX) throw new InvalidInputError({ details: 'the amount is out of the uint256 range' });
  if (!token) return { to, value: toQuantity(amount) };
  const args = AbiCoder.defaultAbiCoder().encode(['address', 'uint256'], [to, amount]);
  return { to: token, data: `${TRANSFER_SELECTOR}${args.slice(2)}` };
}

/** The ERC-20 balance of `owner`. */
export async function tokenBalanceOf(rpc: ChainRpc, token: string, owner: string): Promise<bigint> {
  const data = `${BALANCE_OF_SELECTOR}${AbiCoder.defaultAbiCoder().encode(['address'], [owner]).slice(2)}`;
  const reply = await rpc.request('eth_call', [{ to: token, data }, 'latest']);
  if (typeof reply !== 'string' || !/^0x[0-9a-fA-F]{64}$/.test(reply)) throw new RpcReplyInvalidError({ details: 'balanceOf did not answer one uint256' });
  return BigInt(reply);
}

export async function estimateGas(rpc: ChainRpc, from: string, call: EvmTransferCall): Promise<bigint> {
  return askQuantity(rpc, 'eth_estimateGas', [{ from, ...call }]);
}
