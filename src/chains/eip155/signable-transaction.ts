/**
 * An EVM transaction complete enough to sign, as the embedded wallet's modal hands it to its frame (JSON, hex
 * quantities): every field present, each in its bounds, one fee model. The modal builds it (connectors/embedded) and
 * the frame reads it again before signing (frame/sign-evm.ts): both sides keep one reading of the fields.
 */
import { getAddress } from 'ethers/address';
import { EVM_GAS_MAX, EVM_MAX_TRANSACTION_DATA_BYTES, EVM_NONCE_MAX, EVM_UINT256_MAX } from '../../constants/transactions';
import { isRecord } from '../../validate/record';
import { readQuantity } from './quantity';

type Common = { from: string; to?: string; value: string; data: string; nonce: string; gas: string; chainId: string };
/** EIP-1559 (type 2) on a chain with a base fee, legacy (type 0, EIP-155) on one without. */
export type SignableTransaction = Common & ({ type: '0x2'; maxFeePerGas: string; maxPriorityFeePerGas: string } | { type: '0x0'; gasPrice: string });

export type Fees = { type: 2; maxFeePerGas: bigint; maxPriorityFeePerGas: bigint } | { type: 0; gasPrice: bigint };
/** A SignableTransaction read: numbers as bigints, addresses EIP-55, `to` null for a contract creation. */
export type SignableFields = { from: string; to: string | null; value: bigint; data: string; nonce: bigint; gas: bigint; chainId: bigint; fees: Fees };

const DATA = /^0x(?:[0-9a-fA-F]{2})*$/;
const ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/** A 0x address, EIP-55 checksummed; undefined when it is none or its mixed case fails the checksum (a typo). */
export function readAddress(value: unknown): string | undefined {
  if (typeof value !== 'string' || !ADDRESS.test(value)) return undefined;
  try {
    return getAddress(value);
  } catch {
    return undefined;
  }
}

/** Whole bytes in hex, at most EVM_MAX_TRANSACTION_DATA_BYTES, lower-cased; undefined otherwise. */
export function readData(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > 2 + 2 * EVM_MAX_TRANSACTION_DATA_BYTES || !DATA.test(value)) return undefined;
  return value.toLowerCase();
}

const FIELDS = {
  '0x2': ['type', 'from', 'to', 'value', 'data', 'nonce', 'gas', 'chainId', 'maxFeePerGas', 'maxPriorityFeePerGas'],
  '0x0': ['type', 'from', 'to', 'value', 'data', 'nonce', 'gas', 'chainId', 'gasPrice'],
} as const;

function readFees(tx: Record<string, unknown>): Fees | undefined {
  if (tx.type === '0x0') {
    const gasPrice = readQuantity(tx.gasPrice, EVM_UINT256_MAX);
    return gasPrice === undefined ? undefined : { type: 0, gasPrice };
  }
  const maxFeePerGas = readQuantity(tx.maxFeePerGas, EVM_UINT256_MAX);
  const maxPriorityFeePerGas = readQuantity(tx.maxPriorityFeePerGas, EVM_UINT256_MAX);
  if (maxFeePerGas === undefined || maxPriorityFeePerGas === undefined || maxPriorityFeePerGas > maxFeePerGas) return undefined;
  return { type: 2, maxFeePerGas, maxPriorityFeePerGas };
}

/** Exactly the fields of its type, each present (`to` aside) and in bounds; undefined for anything else. */
export function readSignableTransaction(value: unknown): SignableFields | undefined {
  if (!isRecord(value) || (value.type !== '0x0' && value.type !== '0x2')) return undefined;
  const names: readonly string[] = FIELDS[value.type];
  if (Object.keys(value).some((key) => !names.includes(key))) return undefined;
  const from = readAddress(value.from);
  const to = value.to === undefined ? null : readAddress(value.to);
  const amount = readQuantity(value.value, EVM_UINT256_MAX);
  const data = readData(value.data);
  const nonce = readQuantity(value.nonce, EVM_NONCE_MAX);
  const gas = readQuantity(value.gas, EVM_GAS_MAX);
  const chainId = readQuantity(value.chainId, EVM_UINT256_MAX);
  const fees = readFees(value);
  if (from === undefined || to === undefined || amount === undefined || data === undefined) return undefined;
  if (nonce === undefined || gas === undefined || chainId === undefined || fees === undefined) return undefined;
  return { from, to, value: amount, data, nonce, gas, chainId, fees };
}
