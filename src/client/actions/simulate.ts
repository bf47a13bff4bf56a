/**
 * Simulation before signing (issue 11 point 6), for the review views: what the active account's transaction would
 * do, asked of the network's RPC before the wallet is, over the client's transport for that network (the same
 * ranked URLs every other read uses). Loaded lazily, through the client's `simulateTransaction`.
 */
import type { WalletModalError } from '../../errors';
import { NotConnectedError } from '../../errors/connection';
import { NetworkNotFoundError } from '../../errors/network';
import { toWalletModalError } from '../../errors/rpc';
import { accountAtoms, activeNamespaceAtom } from '../../state/account';
import { optionsAtom } from '../../state/options';
import { findNetwork } from '../networks';
import type { ClientContext } from '../context';
import type { TransactionRequest } from '../types';
import { networkTransport } from './rpc-transport';
import { parseTransactionRequest } from './transaction-request';
import { simulateEvm } from './simulation/evm';
import { simulateSolana } from './simulation/solana';
import type { KnownToken, SimulationResult } from './simulation/types';
import type { ActionParameters, ActionReturnType } from './action-types';
import type { NodeError } from '../../errors/node';
import type { RpcCodeError } from '../../errors/rpc';

export type { ApprovalGrant, BalanceChange, SimulatedRevert, SimulatedToken, SimulationResult } from './simulation/types';
export { UNLIMITED_THRESHOLD, isUnlimited } from './simulation/types';
export { simulateEvm } from './simulation/evm';
export { simulateSolana } from './simulation/solana';

export type SimulateTransactionParameters = ActionParameters<typeof simulateTransaction>;
export type SimulateTransactionReturnType = ActionReturnType<typeof simulateTransaction>;
export type SimulateTransactionErrorType = RpcCodeError | NodeError | WalletModalError;
/**
 * Simulates `request` (sendTransaction's argument: EVM `{ to, value?, data? }`, Solana wire bytes) for the active
 * account on its network. Rejects with a WalletModalError: NOT_CONNECTED, INVALID_INPUT, NETWORK_NOT_FOUND, or the
 * node's failure (RPC_REPLY_INVALID for a malformed reply). A revert is not a rejection: it is `result.revert`.
 */
export async function simulateTransaction(
  ctx: Pick<ClientContext, 'store' | 'rpcTransports'>,
  request: TransactionRequest,
  options: { signal?: AbortSignal } = {},
): Promise<SimulationResult> {
  const { store } = ctx;
  const namespace = store.get(activeNamespaceAtom);
  const account = store.get(accountAtoms[namespace]);
  if (account.status !== 'connected') throw new NotConnectedError();
  const parsed = parseTransactionRequest(namespace, request);
  const network = findNetwork(store.get(optionsAtom), account.caipNetworkId);
  if (!network || (namespace !== 'eip155' && namespace !== 'solana')) throw new NetworkNotFoundError();
  const native = { address: 'native', symbol: network.nativeCurrency.symbol, decimals: network.nativeCurrency.decimals };
  const known: KnownToken[] = account.tokenBalance.flatMap((t) => (t.address ? [{ address: t.address, symbol: t.symbol, decimals: t.quantity.decimals }] : []));
  const base = networkTransport(ctx, account.caipNetworkId);
  if (!base) throw new NetworkNotFoundError({ details: `${account.caipNetworkId} has no RPC URL` });
  const transport = { ...base, request: (method: string, params?: readonly unknown[]) => base.request(method, params, { signal: options.signal }) };
  try {
    return parsed instanceof Uint8Array
      ? await simulateSolana(transport, account.address, parsed, native, known)
      : await simulateEvm(transport, account.address, parsed, native, known);
  } catch (error) {
    throw toWalletModalError(error);
  }
}
