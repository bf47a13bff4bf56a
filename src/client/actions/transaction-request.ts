/**
 * The host's `sendTransaction(tx)` argument, checked at the boundary (SPEC §5): EVM `{ to, value?, data?, gas? }` with
 * `to` and `data` starting with 0x and the value a bigint or a hex quantity; Solana wire bytes. The wallet's reply is
 * read by wallet-reply.ts.
 */
import type { ChainNamespace } from '../../chains/namespaces';
import { AdapterNotFoundError } from '../../errors';
import { InvalidInputError } from '../../errors/request';

/** What goes to eth_sendTransaction (without `from`): hex strings only. */
export type EvmCall = { to: string; value?: string; data?: string; gas?: string };

const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const HEX_QUANTITY = /^0x[0-9a-fA-F]+$/;
const HEX_DATA = /^0x(?:[0-9a-fA-F]{2})*$/;

const invalid = (details: string) => new InvalidInputError({ details: `sendTransaction: ${details}` });

function evmQuantity(value: unknown, name = 'value'): string {
  if (typeof value === 'bigint') {
    if (value < 0n) throw invalid(`${name} must not be negative`);
    return `0x${value.toString(16)}`;
  }
  if (typeof value === 'string' && HEX_QUANTITY.test(value)) return `0x${BigInt(value).toString(16)}`;
  throw invalid(`${name} must be a bigint${name === 'value' ? ' in base units' : ''} or a 0x hex quantity`);
}

export function parseEvmTransaction(tx: unknown): EvmCall {
  if (typeof tx !== 'object' || tx === null || Array.isArray(tx) || tx instanceof Uint8Array) {
    throw invalid('an EVM transaction is an object { to, value?, data? }');
  }
  const { to, value, data, gas } = tx as Record<string, unknown>;
  if (typeof to !== 'string' || !to.startsWith('0x')) throw invalid('to must be a string starting with 0x');
  if (!EVM_ADDRESS.test(to)) throw invalid('to must be 0x and 40 hex digits');
  const call: EvmCall = { to };
  if (value !== undefined) call.value = evmQuantity(value);
  // A gas limit the caller knows (a built swap's): the wallet then signs what was reviewed rather than re-estimating.
  if (gas !== undefined) call.gas = evmQuantity(gas, 'gas');
  if (data !== undefined) {
    if (typeof data !== 'string' || !data.startsWith('0x')) throw invalid('data must be a string starting with 0x');
    if (!HEX_DATA.test(data)) throw invalid('data must be whole bytes in hex');
    call.data = data;
  }
  return call;
}

export function parseSolanaTransaction(tx: unknown): Uint8Array {
  if (!(tx instanceof Uint8Array) || tx.length === 0) throw invalid('a Solana transaction is its wire bytes (a non-empty Uint8Array)');
  return tx;
}

export function parseTransactionRequest(namespace: ChainNamespace, tx: unknown): EvmCall | Uint8Array {
  if (namespace === 'eip155') return parseEvmTransaction(tx);
  if (namespace === 'solana') return parseSolanaTransaction(tx);
  throw new AdapterNotFoundError({ details: `Transactions are not available on ${namespace}` });
}
