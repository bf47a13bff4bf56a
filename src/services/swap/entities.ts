/** The swap data of the data service's /v1/convert routes (SPEC §7), amounts as bigint base units. */
import type { CaipNetworkId } from '../../chains/caip';

/** A token the network swaps. `id` is its CAIP-10 id (native ETH as …:0xeeee…eeee), the form the routes take. */
export type SwapToken = { id: string; chainId: CaipNetworkId; address: string; name: string; symbol: string; decimals: number; logoUri: string | null };
export type SwapQuote = { fromAmount: bigint; toAmount: bigint };
export type GasPrices = { standard: bigint; fast: bigint; instant: bigint };
/** A transaction the service built for the person's wallet to sign: plain 0x addresses here, checked on the way in. */
export type BuiltTransaction = { from: string; to: string; data: string; value: bigint; gas: bigint; gasPrice: bigint };
