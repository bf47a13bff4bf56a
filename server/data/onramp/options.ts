/**
 * GET /v1/onramp/options → `{ paymentCurrencies: [{ id, paymentMethodLimits: [{ id, min, max }] }],
 * purchaseCurrencies: [{ id, name, symbol, decimals, networks: [{ name, displayName, chainId }] }], providers: [{ name, feeRange }] }`.
 * The limits are SPEC §9's fallback: card for every currency, bank for USD and EUR.
 */
import { ONRAMP_FALLBACK_CURRENCIES, ONRAMP_FALLBACK_LIMITS, ONRAMP_FEE_RANGE, ONRAMP_PAYMENT_METHODS } from '../../../src/constants/onramp';
import type { ChainConfig } from '../config';
import type { OnrampConfig } from './config';

export function methodsFor(currency: string) {
  return ONRAMP_PAYMENT_METHODS.filter((m) => m === 'card' || (ONRAMP_FALLBACK_CURRENCIES as readonly string[]).includes(currency));
}

export function onrampOptions(config: OnrampConfig, chains: ReadonlyMap<string, ChainConfig>) {
  const bySymbol = new Map<
    string,
    { id: string; name: string; symbol: string; decimals: number; networks: { name: string; displayName: string; chainId: string }[] }
  >();
  for (const chainId of config.networks) {
    const chain = chains.get(chainId)!;
    const entry = bySymbol.get(chain.nativeSymbol) ?? {
      id: chain.nativeSymbol,
      name: chain.nativeName ?? chain.nativeSymbol,
      symbol: chain.nativeSymbol,
      decimals: chain.nativeDecimals,
      networks: [],
    };
    entry.networks.push({ name: chainId, displayName: chain.name, chainId });
    bySymbol.set(chain.nativeSymbol, entry);
  }
  return {
    paymentCurrencies: config.paymentCurrencies.map(({ id }) => ({
      id,
      paymentMethodLimits: methodsFor(id).map((m) => ({ id: m, ...ONRAMP_FALLBACK_LIMITS[m] })),
    })),
    purchaseCurrencies: [...bySymbol.values()],
    providers: [{ name: config.providerName, feeRange: ONRAMP_FEE_RANGE }],
  };
}
