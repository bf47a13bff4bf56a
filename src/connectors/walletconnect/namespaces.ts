/** Pure: the namespaces a WalletConnect proposal of ours asks for, from the setup. */
import { SOLANA_METHODS } from '../connector';
import type { WalletConnectNamespace, WalletConnectSetup } from './setup';

export type ProposalNamespace = { chains: string[]; methods: string[]; events: string[]; rpcMap: Record<string, string> };

/**
 * The eip155 methods and events EthereumProvider 2.21.8 proposed for optional chains (its
 * OPTIONAL_METHODS and OPTIONAL_EVENTS), kept so a wallet sees the same eip155 proposal as before.
 */
export const EIP155_METHODS = [
  'eth_accounts',
  'eth_requestAccounts',
  'eth_sendRawTransaction',
  'eth_sign',
  'eth_signTransaction',
  'eth_signTypedData',
  'eth_signTypedData_v3',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'personal_sign',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'wallet_getPermissions',
  'wallet_requestPermissions',
  'wallet_registerOnboarding',
  'wallet_watchAsset',
  'wallet_scanQRCode',
  'wallet_sendCalls',
  'wallet_getCapabilities',
  'wallet_getCallsStatus',
  'wallet_showCallsStatus',
];
export const EIP155_EVENTS = ['chainChanged', 'accountsChanged', 'message', 'disconnect', 'connect'];
export const SOLANA_EVENTS = ['accountsChanged', 'chainChanged'];

/**
 * Optional namespaces only: WalletConnect 2.21 folds required namespaces into optional ones anyway,
 * and a wallet that supports one of our namespaces should still be able to connect.
 */
export function proposalNamespaces(setup: WalletConnectSetup): Partial<Record<WalletConnectNamespace, ProposalNamespace>> {
  const namespaces: Partial<Record<WalletConnectNamespace, ProposalNamespace>> = {};
  if (setup.chainIds.length > 0) {
    const rpcMap: Record<string, string> = {};
    for (const [chainId, url] of Object.entries(setup.rpcMap)) rpcMap[chainId] = url;
    namespaces.eip155 = { chains: setup.chainIds.map((id) => `eip155:${id}`), methods: [...EIP155_METHODS], events: [...EIP155_EVENTS], rpcMap };
  }
  if (setup.solanaChains.length > 0) {
    namespaces.solana = { chains: [...setup.solanaChains], methods: [...SOLANA_METHODS], events: [...SOLANA_EVENTS], rpcMap: { ...setup.solanaRpcMap } };
  }
  return namespaces;
}
