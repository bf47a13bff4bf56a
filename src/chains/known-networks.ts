/** The networks the modal knows by id. A site may list others only if it gives their RPC URL. */
import type { Network } from './network';
import type { CaipNetworkId } from './caip';

/** A currency of 18 decimals unless said, the rule on EVM chains. */
const coin = (name: string, symbol = name, decimals = 18) => ({ name, symbol, decimals });

/**
 * `rpc` and `explorer` are https: hosts and paths, written without the scheme, and the three namespaces share one
 * maker: this list is in the first script.
 */
function network(
  chainNamespace: 'eip155' | 'solana' | 'bip122',
  id: number | string,
  name: string,
  nativeCurrency: Network['nativeCurrency'],
  testnet: boolean,
  rpc = '',
  explorer = '',
): Network {
  return {
    id,
    name,
    caipNetworkId: `${chainNamespace}:${id}`,
    chainNamespace,
    nativeCurrency,
    rpcUrls: { default: { http: rpc ? [`https://${rpc}`] : [] } },
    ...(explorer ? { blockExplorers: { default: { name: `${name} explorer`, url: `https://${explorer}` } } } : {}),
    testnet,
  };
}

const evm = (id: number, name: string, rpc: string, testnet: boolean, explorer?: string, currency = coin('Ether', 'ETH')) =>
  network('eip155', id, name, currency, testnet, rpc, explorer);

/** The first 32 characters of dev/solana-rpc.ts's genesis hash. */
export const SOLANA_LOCALNET_REFERENCE = 'BqbN9SvoRJR2HTAWbGwGHWhyFYSvVEr1';

/** Solana networks are named by their genesis hash prefix (CAIP-30). */
const solana = (reference: string, name: string, rpc: string, testnet: boolean) => network('solana', reference, name, coin('Solana', 'SOL', 9), testnet, rpc);

/** Bitcoin networks are named by their genesis block hash prefix (BIP-122); no connector yet. */
const bitcoin = (reference: string, name: string, testnet: boolean) => network('bip122', reference, name, coin('Bitcoin', 'BTC', 8), testnet);

export const KNOWN_NETWORKS: readonly Network[] = [
  evm(1, 'Ethereum', 'cloudflare-eth.com', false, 'etherscan.io'),
  evm(10, 'OP Mainnet', 'mainnet.optimism.io', false, 'optimistic.etherscan.io'),
  evm(56, 'BNB Smart Chain', 'bsc-dataseed.bnbchain.org', false, 'bscscan.com', coin('BNB')),
  evm(100, 'Gnosis', 'rpc.gnosischain.com', false, 'gnosisscan.io', coin('xDAI', 'XDAI')),
  evm(137, 'Polygon', 'polygon-rpc.com', false, 'polygonscan.com', coin('POL')),
  evm(324, 'ZKsync Era', 'mainnet.era.zksync.io', false, 'explorer.zksync.io'),
  evm(8453, 'Base', 'mainnet.base.org', false, 'basescan.org'),
  evm(42161, 'Arbitrum One', 'arb1.arbitrum.io/rpc', false, 'arbiscan.io'),
  evm(42220, 'Celo', 'forno.celo.org', false, 'celoscan.io', coin('CELO')),
  evm(43114, 'Avalanche', 'api.avax.network/ext/bc/C/rpc', false, 'snowtrace.io', coin('Avalanche', 'AVAX')),
  evm(11155111, 'Sepolia', 'rpc.sepolia.org', true, 'sepolia.etherscan.io'),
  evm(84532, 'Base Sepolia', 'sepolia.base.org', true, 'sepolia.basescan.org'),
  evm(11155420, 'OP Sepolia', 'sepolia.optimism.io', true, 'sepolia-optimism.etherscan.io'),
  evm(421614, 'Arbitrum Sepolia', 'sepolia-rollup.arbitrum.io/rpc', true, 'sepolia.arbiscan.io'),
  evm(80002, 'Polygon Amoy', 'rpc-amoy.polygon.technology', true, 'amoy.polygonscan.com', coin('POL')),
  evm(43113, 'Avalanche Fuji', 'api.avax-test.network/ext/bc/C/rpc', true, 'testnet.snowtrace.io', coin('Avalanche', 'AVAX')),
  evm(97, 'BNB Smart Chain Testnet', 'data-seed-prebsc-1-s1.bnbchain.org:8545', true, 'testnet.bscscan.com', coin('BNB')),
  evm(10200, 'Gnosis Chiado', 'rpc.chiadochain.net', true, 'gnosis-chiado.blockscout.com', coin('xDAI', 'XDAI')),
  evm(300, 'ZKsync Sepolia', 'sepolia.era.zksync.dev', true, 'sepolia.explorer.zksync.io'),
  evm(44787, 'Celo Alfajores', 'alfajores-forno.celo-testnet.org', true, 'alfajores.celoscan.io', coin('CELO')),
  evm(31337, 'Localhost 31337', '', true),
  evm(31338, 'Localhost 31338', '', true),
  solana('5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'Solana', 'api.mainnet-beta.solana.com', false),
  solana('EtWTRABZaYq6iMfeYKouRu166VU2xqa1', 'Solana Devnet', 'api.devnet.solana.com', true),
  solana('4uhcVJyU9pLJXQvKv9X5mHGBYzfBGZd8', 'Solana Testnet', 'api.testnet.solana.com', true),
  // The local stack's LiteSVM RPC (dev/solana-rpc.ts, a fixed genesis hash); its URL comes from rpc-urls.
  solana(SOLANA_LOCALNET_REFERENCE, 'Solana Localnet', '', true),
  bitcoin('000000000019d6689c085ae165831e93', 'Bitcoin', false),
  bitcoin('000000000933ea01ad0ee984209779ba', 'Bitcoin Testnet', true),
];

export function findKnownNetwork(caipNetworkId: CaipNetworkId): Network | undefined {
  return KNOWN_NETWORKS.find((network) => network.caipNetworkId === caipNetworkId);
}
