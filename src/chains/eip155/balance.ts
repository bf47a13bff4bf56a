/** The native balance of an EVM address, read over the network's RPC (its transport, or one URL). */
import type { ChainRpc } from '../rpc';
import { BalanceUnavailableError } from '../../errors/network';
import { readQuantity } from './quantity';

export async function getNativeBalance(rpc: ChainRpc, address: string): Promise<bigint> {
  const balance = readQuantity(await rpc.request('eth_getBalance', [address, 'latest']));
  if (balance === undefined) throw new BalanceUnavailableError({ details: 'eth_getBalance returned a value that is not a hex quantity' });
  return balance;
}
