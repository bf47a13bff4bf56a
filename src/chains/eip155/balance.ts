/** The native balance of an EVM address, read over the network's RPC. */
import { jsonRpcRequest, type JsonRpcOptions } from '../../services/json-rpc';
import { MESSAGES, WalletModalError } from '../../errors';

const HEX_QUANTITY = /^0x[0-9a-fA-F]{1,64}$/;

export async function getNativeBalance(rpcUrl: string, address: string, options?: JsonRpcOptions): Promise<bigint> {
  const result = await jsonRpcRequest(rpcUrl, 'eth_getBalance', [address, 'latest'], options);
  if (typeof result !== 'string' || !HEX_QUANTITY.test(result)) {
    throw new WalletModalError('BALANCE_UNAVAILABLE', MESSAGES.tokenBalanceUnavailable, { details: 'eth_getBalance returned a value that is not a hex quantity' });
  }
  return BigInt(result);
}
