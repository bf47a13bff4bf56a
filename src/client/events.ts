/** What the client tells the element; the element dispatches each as a `wm-*` DOM event. */
import type { CaipAddress, CaipNetworkId } from '../chains/caip';
import type { ChainNamespace } from '../chains/namespaces';
import type { ViewName } from '../state/routes';
import type { WalletModalErrorCode } from '../errors';

export type WalletModalEventDetails = {
  connect: { namespace: ChainNamespace; caipAddress: CaipAddress; address: string; caipNetworkId: CaipNetworkId; connectorId: string };
  disconnect: { namespace: ChainNamespace };
  'account-change': { namespace: ChainNamespace; caipAddress: CaipAddress; address: string };
  'network-change': { namespace: ChainNamespace; caipNetworkId: CaipNetworkId; supported: boolean };
  open: { view: ViewName };
  close: Record<string, never>;
  'view-change': { view: ViewName; previousView: ViewName | undefined };
  error: { code: WalletModalErrorCode; message: string };
  /**
   * A transaction sent through sendTransaction(): 'pending' once the wallet answers, then 'confirmed' or 'failed' when
   * mined. A wallet that answers an object (SPEC §5) gives no hash to follow, and none fires.
   */
  transaction: { namespace: ChainNamespace; hash: string; status: 'pending' | 'confirmed' | 'failed' };
  /** SPEC §4 sign-in: the account signed in on this network; `expiresAt` in ms since the epoch (null: no expiry). */
  'sign-in': { namespace: ChainNamespace; address: string; caipNetworkId: CaipNetworkId; expiresAt: number | null };
  /** The account's sign-in sessions were dropped (a disconnect signs out). */
  'sign-out': { namespace: ChainNamespace; address: string };
};
export type WalletModalEventName = keyof WalletModalEventDetails;
export type ClientEvent = { [K in WalletModalEventName]: { type: K; detail: WalletModalEventDetails[K] } }[WalletModalEventName];
