/**
 * SPEC §8: when the onramp options or quote cannot be had, the views go on with built-in sample data: SPEC §9's
 * fallback limits (card for every currency, bank for USD and EUR) and a quote with the fee of the chosen method but
 * no purchase amount (there is no price without the service).
 */
import { ONRAMP_FALLBACK_CURRENCIES, ONRAMP_FALLBACK_LIMITS, ONRAMP_FEE_BPS, ONRAMP_FEE_RANGE, type OnrampPaymentMethod } from '../../constants/onramp';
import type { OnrampOptions, OnrampQuote } from './entities';
import { formatCents } from './fiat';

const SAMPLE_PROVIDER = 'Sample Provider';

export function sampleOptions(purchase: { symbol: string; name: string; decimals: number; chainId: string; networkName: string }): OnrampOptions {
  return {
    paymentCurrencies: ONRAMP_FALLBACK_CURRENCIES.map((id) => ({
      id,
      paymentMethodLimits: (['card', 'bank'] as const).map((m) => ({ id: m, ...ONRAMP_FALLBACK_LIMITS[m] })),
    })),
    purchaseCurrencies: [
      {
        id: purchase.symbol,
        name: purchase.name,
        symbol: purchase.symbol,
        decimals: purchase.decimals,
        networks: [{ name: purchase.chainId, displayName: purchase.networkName, chainId: purchase.chainId }],
      },
    ],
    providers: [{ name: SAMPLE_PROVIDER, feeRange: ONRAMP_FEE_RANGE }],
    sample: true,
  };
}

export function sampleQuote(total: bigint, currency: string, method: OnrampPaymentMethod, symbol: string): OnrampQuote {
  const fee = (total * BigInt(ONRAMP_FEE_BPS[method]) + 5_000n) / 10_000n;
  return {
    coinbaseFee: { amount: formatCents(fee), currency },
    networkFee: { amount: '0.00', currency },
    paymentSubtotal: { amount: formatCents(total - fee), currency },
    paymentTotal: { amount: formatCents(total), currency },
    purchaseAmount: { amount: '', currency: symbol },
    quoteId: 'sample',
    sample: true,
  };
}
