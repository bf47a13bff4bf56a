/** The native balance of an EVM address, read over the network's RPC (its transport, or one URL). */
import type { ChainRpc } from '../rpc';
import { BalanceUnavailableError } from '../../errors/network';

const HEX_QUANTITY = /^0x[0-9a-fA-F]{1,64}$/;

export async function getNativeBalance(rpc: ChainRpc, address: string): Promise<bigint> {
  const result = await rpc.request('eth_getBalance', [address, 'latest']);
  if (typeof result !== 'string' || !HEX_QUANTITY.test(result)) {
    throw new BalanceUnavailableError({ details: 'eth_getBalance returned a value that is not a hex quantity' });
  }
  return BigInt(result);
}
