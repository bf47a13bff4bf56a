/**
 * The module the rest of src/ imports errors from: the base (base.ts), the failures the first script reports itself
 * (common.ts), the alerts. The other areas' classes are imported from their own files (connection.ts, request.ts,
 * network.ts, send.ts, swap.ts, name.ts, rpc.ts, node.ts), so that the first script carries none of them.
 * Foreign errors (EIP-1193, JSON-RPC, ethers) become ours once, at the boundary (rpc.ts toWalletModalError).
 */
import { WalletModalError } from './base';
import { UnknownError } from './common';

export { ALERTS, type AlertCode } from './alerts';
export { WalletModalError, type WalletModalErrorCode } from './base';
export * from './common';

/**
 * What the first script does with a failure: ours pass through, anything else is 'An error occurred'. Foreign errors
 * (wallet and node codes) are turned into ours at the connector boundary, with toWalletModalError (rpc.ts),
 * which stays out of the first script.
 */
export function asWalletModalError(error: unknown): WalletModalError {
  return error instanceof WalletModalError ? error : new UnknownError({ cause: error });
}
