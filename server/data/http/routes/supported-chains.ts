/** GET /v1/supported-chains: the chains this service answers for. */
import type { RouteContext } from '../context';

export function supportedChains(ctx: RouteContext) {
  const chains = [...ctx.chains.values()];
  return {
    http: chains.map((c) => c.chainId),
    ws: [] as string[],
    chains: chains.map((c) => ({
      id: c.chainId,
      name: c.name,
      testnet: c.testnet,
      nativeCurrency: { name: c.nativeName ?? c.nativeSymbol, symbol: c.nativeSymbol, decimals: c.nativeDecimals },
      explorerUrl: c.explorerUrl ?? null,
      indexed: Boolean(c.reader),
    })),
  };
}
