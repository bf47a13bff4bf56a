/** The networks the modal knows by id. A site may list others only if it gives their RPC URL. */
import type { Network } from './network';
import type { CaipNetworkId } from './caip';

const ETH = { name: 'Ether', symbol: 'ETH', decimals: 18 };

function evm(id: number, name: string, rpc: string, testnet: boolean, explorer?: string, nativeCurrency = ETH): Network {
  return {
    id,
    name,
    caipNetworkId: `eip155:${id}`,
    chainNamespace: 'eip155',
    nativeCurrency,
    rpcUrls: { default: { http: rpc ? [rpc] : [] } },
    ...(explorer ? { blockExplorers: { default: { name: `${name} explorer`, url: explorer } } } : {}),
    testnet,
  };
}

const SOL = { name: 'Solana', symbol: 'SOL', decimals: 9 };
const BTC = { name: 'Bitcoin', symbol: 'BTC', decimals: 8 };

/** The first 32 characters of dev/solana-rpc.ts's genesis hash. */
export const SOLANA_LOCALNET_REFERENCE = 'BqbN9SvoRJR2HTAWbGwGHWhyFYSvVEr1';

/** Solana networks are named by their genesis hash prefix (CAIP-30). */
function solana(reference: string, name: string, rpc: string, testnet: boolean): Network {
  return {
    id: reference,
    name,
    caipNetworkId: `solana:${reference}`,
    chainNamespace: 'solana',
    nativeCurrency: SOL,
    rpcUrls: { default: { http: rpc ? [rpc] : [] } },
    testnet,
  };
}

/** Bitcoin networks are named by their genesis block hash prefix (BIP-122); no connector yet. */
function bitcoin(reference: string, name: string, testnet: boolean): Network {
  return {
    id: reference,
    name,
    caipNetworkId: `bip122:${reference}`,
    chainNamespace: 'bip122',
    nativeCurrency: BTC,
    rpcUrls: { default: { http: [] } },
    testnet,
  };
}

export const KNOWN_NETWORKS: readonly Network[] = [
  evm(1, 'Ethereum', 'https://cloudflare-eth.com', false, 'https://etherscan.io'),
  evm(10, 'OP Mainnet', 'https://mainnet.optimism.io', false, 'https://optimistic.etherscan.io'),
  evm(56, 'BNB Smart Chain', 'https://bsc-dataseed.bnbchain.org', false, 'https://bscscan.com', { name: 'BNB', symbol: 'BNB', decimals: 18 }),
  evm(100, 'Gnosis', 'https://rpc.gnosischain.com', false, 'https://gnosisscan.io', { name: 'xDAI', symbol: 'XDAI', decimals: 18 }),
  evm(137, 'Polygon', 'https://polygon-rpc.com', false, 'https://polygonscan.com', { name: 'POL', symbol: 'POL', decimals: 18 }),
  evm(324, 'ZKsync Era', 'https://mainnet.era.zksync.io', false, 'https://explorer.zksync.io'),
  evm(8453, 'Base', 'https://mainnet.base.org', false, 'https://basescan.org'),
  evm(42161, 'Arbitrum One', 'https://arb1.arbitrum.io/rpc', false, 'https://arbiscan.io'),
  evm(42220, 'Celo', 'https://forno.celo.org', false, 'https://celoscan.io', { name: 'CELO', symbol: 'CELO', decimals: 18 }),
  evm(43114, 'Avalanche', 'https://api.avax.network/ext/bc/C/rpc', false, 'https://snowtrace.io', { name: 'Avalanche', symbol: 'AVAX', decimals: 18 }),
  evm(11155111, 'Sepolia', 'https://rpc.sepolia.org', true, 'https://sepolia.etherscan.io'),
  evm(84532, 'Base Sepolia', 'https://sepolia.base.org', true, 'https://sepolia.basescan.org'),
  evm(31337, 'Localhost 31337', '', true),
  evm(31338, 'Localhost 31338', '', true),
  solana('5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'Solana', 'https://api.mainnet-beta.solana.com', false),
  solana('EtWTRABZaYq6iMfeYKouRu166VU2xqa1', 'Solana Devnet', 'https://api.devnet.solana.com', true),
  solana('4uhcVJyU9pLJXQvKv9X5mHGBYzfBGZd8', 'Solana Testnet', 'https://api.testnet.solana.com', true),
  // The local stack's LiteSVM RPC (dev/solana-rpc.ts, a fixed genesis hash); its URL comes from rpc-urls.
  solana(SOLANA_LOCALNET_REFERENCE, 'Solana Localnet', '', true),
  bitcoin('000000000019d6689c085ae165831e93', 'Bitcoin', false),
  bitcoin('000000000933ea01ad0ee984209779ba', 'Bitcoin Testnet', true),
];

export function findKnownNetwork(caipNetworkId: CaipNetworkId): Network | undefined {
  return KNOWN_NETWORKS.find((network) => network.caipNetworkId === caipNetworkId);
}
