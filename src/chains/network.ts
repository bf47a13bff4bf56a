/** SPEC §3: a network. */
import type { CaipNetworkId } from './caip';
import type { ChainNamespace } from './namespaces';

export type Network = {
  /** The chain reference: a number for eip155, the genesis hash prefix for solana. */
  id: number | string;
  name: string;
  caipNetworkId: CaipNetworkId;
  chainNamespace: ChainNamespace;
  assets?: { imageId?: string; imageUrl?: string };
  nativeCurrency: { name: string; symbol: string; decimals: number };
  rpcUrls: { default: { http: string[] } };
  blockExplorers?: { default: { name: string; url: string } };
  testnet: boolean;
};
