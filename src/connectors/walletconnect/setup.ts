/** What the WalletConnect provider is started with: plain data, built by the client from the element's options. */

export { WALLETCONNECT_CONNECTOR_ID } from '../../constants';
/** The public relay; `relay-url` points elsewhere (a self-hosted relay). */
export const DEFAULT_RELAY_URL = 'wss://relay.walletconnect.org';
/** Keeps our WalletConnect storage apart from other WalletConnect users of the same origin. */
const WALLETCONNECT_STORAGE_PREFIX = 'wallet-modal';
/** The namespaces a WalletConnect session of ours can span, in the order their connectors are listed. */
export const WALLETCONNECT_NAMESPACES = ['eip155', 'solana'] as const;
export type WalletConnectNamespace = (typeof WALLETCONNECT_NAMESPACES)[number];

export type WalletConnectMetadata = { name: string; description: string; url: string; icons: string[] };

export type WalletConnectSetup = {
  projectId: string;
  /** EVM chain ids of the configured eip155 networks, the default first. */
  chainIds: number[];
  /** Chain id -> the RPC URL of the configured network (the site's `rpc-urls` entry when given). */
  rpcMap: Record<number, string>;
  /** CAIP-2 ids of the configured solana networks, the default first. */
  solanaChains: `solana:${string}`[];
  /** CAIP-2 id -> the RPC URL of the configured solana network. */
  solanaRpcMap: Record<string, string>;
  relayUrl: string;
  metadata: WalletConnectMetadata;
  storagePrefix: string;
};

export type SetupNetwork = { chainNamespace: string; id: number | string; rpcUrl: string | undefined };

/** Pure: the provider setup from the configured networks and options. */
export function buildWalletConnectSetup(input: {
  projectId: string | undefined;
  networks: readonly SetupNetwork[];
  relayUrl: string | undefined;
  metadata: WalletConnectMetadata | undefined;
  location: { origin: string; host: string };
  title: string;
}): WalletConnectSetup {
  const evm = input.networks.filter((n) => n.chainNamespace === 'eip155' && Number.isSafeInteger(Number(n.id)));
  const chainIds = evm.map((n) => Number(n.id));
  const rpcMap: Record<number, string> = {};
  for (const n of evm) if (n.rpcUrl) rpcMap[Number(n.id)] = n.rpcUrl;
  const solana = input.networks.filter((n) => n.chainNamespace === 'solana' && typeof n.id === 'string' && n.id !== '');
  const solanaChains = solana.map((n): `solana:${string}` => `solana:${n.id}`);
  const solanaRpcMap: Record<string, string> = {};
  for (const n of solana) if (n.rpcUrl) solanaRpcMap[`solana:${n.id}`] = n.rpcUrl;
  return {
    projectId: input.projectId ?? '',
    chainIds,
    rpcMap,
    solanaChains,
    solanaRpcMap,
    relayUrl: input.relayUrl ?? DEFAULT_RELAY_URL,
    metadata: input.metadata ?? { name: input.title.trim().slice(0, 64) || input.location.host, description: '', url: input.location.origin, icons: [] },
    storagePrefix: WALLETCONNECT_STORAGE_PREFIX,
  };
}
