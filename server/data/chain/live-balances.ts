/**
 * Balances read live from a chain's node, for the chains a configuration file names with an `rpcUrl`: EVM native
 * balances (gas is paid without a transfer, so they cannot be summed from the index), Solana's lamports, and Solana's
 * SPL balances (a genesis state or a faucet sets them without a transfer the indexer sees).
 */
import { SPL_TOKEN_PROGRAM_ADDRESS } from '../../../src/constants';
import { createJsonRpc } from './json-rpc';

const AMOUNT = /^\d{1,30}$/;

export function evmNativeBalance(rpcUrl: string): (address: string) => Promise<bigint> {
  const rpc = createJsonRpc(rpcUrl);
  return async (address) => {
    const value = await rpc.call<unknown>('eth_getBalance', [address, 'latest']);
    if (typeof value !== 'string' || !/^0x[0-9a-fA-F]{1,64}$/.test(value)) throw new Error('eth_getBalance: not a quantity');
    return BigInt(value);
  };
}

export function solanaNativeBalance(rpcUrl: string): (address: string) => Promise<bigint> {
  const rpc = createJsonRpc(rpcUrl);
  return async (address) => {
    const reply = await rpc.call<{ value?: unknown }>('getBalance', [address]);
    if (typeof reply?.value !== 'number' || !Number.isSafeInteger(reply.value) || reply.value < 0) throw new Error('getBalance: no value');
    return BigInt(reply.value);
  };
}

/** The SPL Token accounts of an owner, summed per mint. */
export function solanaTokenBalances(rpcUrl: string): (address: string) => Promise<{ token: string; amount: bigint }[]> {
  const rpc = createJsonRpc(rpcUrl);
  return async (address) => {
    const reply = await rpc.call<{ value?: unknown }>('getTokenAccountsByOwner', [
      address,
      { programId: SPL_TOKEN_PROGRAM_ADDRESS },
      { encoding: 'jsonParsed' },
    ]);
    if (!Array.isArray(reply?.value)) throw new Error('getTokenAccountsByOwner: no value');
    const sums = new Map<string, bigint>();
    for (const entry of reply.value as { account?: { data?: { parsed?: { info?: { mint?: unknown; tokenAmount?: { amount?: unknown } } } } } }[]) {
      const info = entry?.account?.data?.parsed?.info;
      const amount = String(info?.tokenAmount?.amount);
      if (typeof info?.mint !== 'string' || !AMOUNT.test(amount)) continue;
      sums.set(info.mint, (sums.get(info.mint) ?? 0n) + BigInt(amount));
    }
    return [...sums].map(([token, amount]) => ({ token, amount }));
  };
}
