/**
 * The page's eth_sendTransaction params as the embedded wallet takes them, read strictly before the person is asked:
 * `[transaction]` with only the fields of an Ethereum JSON-RPC transaction request, `from` this wallet when it is
 * given, `to` an address or absent (a contract creation, with its code in `data`), quantities in hex and in bounds,
 * data in whole bytes, a `chainId` only of the wallet's network, and one fee model. What it leaves out (nonce, gas,
 * fees) the modal completes over the chain's RPC once the person has approved (evm-transaction.ts).
 */
import { readQuantity } from '../../chains/eip155/quantity';
import { readAddress, readData } from '../../chains/eip155/signable-transaction';
import { EVM_GAS_MAX, EVM_NONCE_MAX, EVM_UINT256_MAX } from '../../constants/transactions';
import { InvalidParamsRpcError, UnauthorizedProviderError } from '../../errors/rpc';
import { isRecord } from '../../validate/record';

export type PageTransaction = {
  /** EIP-55; absent for a contract creation. */
  to?: string;
  value: bigint;
  data: string;
  gas?: bigint;
  nonce?: bigint;
  /** The fee model the page asked for, if any (type, or the fee fields it gave). */
  type?: 0 | 2;
  gasPrice?: bigint;
  maxFeePerGas?: bigint;
  maxPriorityFeePerGas?: bigint;
};

/** The fields of a JSON-RPC transaction request this wallet signs (no access lists, blobs or authorizations). */
const FIELDS = ['from', 'to', 'value', 'data', 'input', 'gas', 'gasPrice', 'maxFeePerGas', 'maxPriorityFeePerGas', 'nonce', 'chainId', 'type'];

const bad = (details: string) => new InvalidParamsRpcError({ details: `eth_sendTransaction: ${details}` });

/** An optional quantity: undefined when absent, refused when present and not a hex quantity up to `max`. */
function optionalQuantity(tx: Record<string, unknown>, name: string, max: bigint): bigint | undefined {
  if (tx[name] === undefined) return undefined;
  const value = readQuantity(tx[name], max);
  if (value === undefined) throw bad(`${name} must be a 0x hex quantity of at most 0x${max.toString(16)}`);
  return value;
}

function readType(value: unknown): 0 | 2 | undefined {
  if (value === undefined) return undefined;
  const type = readQuantity(value, 0xffn);
  if (type !== 0n && type !== 2n) throw bad('type must be 0x0 (legacy) or 0x2 (EIP-1559)');
  return type === 0n ? 0 : 2;
}

function readCallData(tx: Record<string, unknown>): string {
  const data = tx.data === undefined ? undefined : readData(tx.data);
  const input = tx.input === undefined ? undefined : readData(tx.input);
  if ((tx.data !== undefined && data === undefined) || (tx.input !== undefined && input === undefined))
    throw bad('data must be whole bytes in 0x hex, bounded');
  if (data !== undefined && input !== undefined && data !== input) throw bad('data and input differ');
  return data ?? input ?? '0x';
}

/** Reads `[transaction]` for the wallet at `address` on `chainId`; throws -32602 (or 4100 for another `from`). */
export function readPageTransaction(params: unknown, address: string, chainId: bigint): PageTransaction {
  const [tx, ...rest] = Array.isArray(params) ? params : [];
  if (!isRecord(tx) || rest.length > 0) throw bad('params must be [transaction]');
  const unknown = Object.keys(tx).filter((name) => tx[name] !== undefined && !FIELDS.includes(name));
  if (unknown.length > 0) throw bad(`unknown field ${unknown[0]!.slice(0, 40)}`);
  if (tx.from !== undefined) {
    const from = readAddress(tx.from);
    if (from === undefined) throw bad('from must be a 0x address');
    if (from.toLowerCase() !== address.toLowerCase()) throw new UnauthorizedProviderError({ details: 'eth_sendTransaction: from is not the embedded wallet' });
  }
  const to = tx.to === undefined || tx.to === null ? undefined : readAddress(tx.to);
  if (to === undefined && tx.to !== undefined && tx.to !== null) throw bad('to must be a 0x address (a mixed-case one with its EIP-55 checksum)');
  const data = readCallData(tx);
  if (to === undefined && data === '0x') throw bad('a transaction without to creates a contract: its code goes in data');
  const requested = optionalQuantity(tx, 'chainId', EVM_UINT256_MAX);
  if (requested !== undefined && requested !== chainId)
    throw bad(`chainId 0x${requested.toString(16)} is not the wallet's network (0x${chainId.toString(16)})`);
  const page: PageTransaction = { ...(to ? { to } : {}), value: optionalQuantity(tx, 'value', EVM_UINT256_MAX) ?? 0n, data };
  const type = readType(tx.type);
  const gas = optionalQuantity(tx, 'gas', EVM_GAS_MAX);
  const nonce = optionalQuantity(tx, 'nonce', EVM_NONCE_MAX);
  const gasPrice = optionalQuantity(tx, 'gasPrice', EVM_UINT256_MAX);
  const maxFeePerGas = optionalQuantity(tx, 'maxFeePerGas', EVM_UINT256_MAX);
  const maxPriorityFeePerGas = optionalQuantity(tx, 'maxPriorityFeePerGas', EVM_UINT256_MAX);
  const dynamic = maxFeePerGas !== undefined || maxPriorityFeePerGas !== undefined;
  if ((gasPrice !== undefined && (dynamic || type === 2)) || (dynamic && type === 0))
    throw bad('gasPrice (legacy) and maxFeePerGas/maxPriorityFeePerGas (EIP-1559) do not mix');
  if (maxFeePerGas !== undefined && maxPriorityFeePerGas !== undefined && maxPriorityFeePerGas > maxFeePerGas)
    throw bad('maxPriorityFeePerGas is above maxFeePerGas');
  return {
    ...page,
    ...(type === undefined ? {} : { type }),
    ...(gas === undefined ? {} : { gas }),
    ...(nonce === undefined ? {} : { nonce }),
    ...(gasPrice === undefined ? {} : { gasPrice }),
    ...(maxFeePerGas === undefined ? {} : { maxFeePerGas }),
    ...(maxPriorityFeePerGas === undefined ? {} : { maxPriorityFeePerGas }),
  };
}
