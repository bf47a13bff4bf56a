/**
 * EVM transfers for the Send view: the ERC-20 `transfer(to, amount)` call, a token balance (`balanceOf`), the gas a
 * call needs and the fee per gas a wallet will offer. Amounts are bigint base units; hex quantities go to the node.
 * Loaded lazily with the send code (ethers' ABI coder stays out of the first script).
 */
import { AbiCoder } from 'ethers/abi';
import type { ChainRpc } from '../rpc';
import { InvalidInputError, RpcReplyInvalidError } from '../../errors/request';

/** The call eth_sendTransaction takes (without `from`): hex strings only. */
export type EvmTransferCall = { to: string; value?: string; data?: string };

const TRANSFER_SELECTOR = '0xa9059cbb'; // keccak256('transfer(address,uint256)')[0..4]
const BALANCE_OF_SELECTOR = '0x70a08231'; // keccak256('balanceOf(address)')[0..4]
const HEX_QUANTITY = /^0x[0-9a-fA-F]{1,64}$/;
const MAX_UINT256 = 2n ** 256n - 1n;

const toHexQuantity = (value: bigint): string => `0x${value.toString(16)}`;

const unreadable = (method: string) => new RpcReplyInvalidError({ details: `${method} did not answer a hex quantity` });

function quantity(reply: unknown, method: string): bigint {
  if (typeof reply !== 'string' || !HEX_QUANTITY.test(reply)) throw unreadable(method);
  return BigInt(reply);
}

/** The call that moves `amount` of the native currency, or of the ERC-20 at `token`, to `to`. */
export function transferCall(to: string, amount: bigint, token?: string): EvmTransferCall {
  if (amount < 0n || amount > MAX_UINT256) throw new InvalidInputError({ details: 'the amount is out of the uint256 range' });
  if (!token) return { to, value: toHexQuantity(amount) };
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
  return quantity(await rpc.request('eth_estimateGas', [{ from, ...call }]), 'eth_estimateGas');
}

/**
 * The most a wallet will pay per gas: EIP-1559's usual max fee, twice the latest base fee plus the priority fee
 * (what ethers and most wallets offer); a chain without a base fee answers its gas price. The native Max keeps
 * gas × this back, as the node refuses a transaction whose value plus gas × max fee is above the balance.
 */
export async function maxFeePerGas(rpc: ChainRpc): Promise<bigint> {
  const block = (await rpc.request('eth_getBlockByNumber', ['latest', false])) as { baseFeePerGas?: unknown } | null;
  if (block && typeof block.baseFeePerGas === 'string') {
    const base = quantity(block.baseFeePerGas, 'eth_getBlockByNumber');
    const priority = await rpc.request('eth_maxPriorityFeePerGas', []).then(
      (reply) => quantity(reply, 'eth_maxPriorityFeePerGas'),
      () => 0n,
    );
    return base * 2n + priority;
  }
  return quantity(await rpc.request('eth_gasPrice', []), 'eth_gasPrice');
}
