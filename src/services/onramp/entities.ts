/** The onramp's data (SPEC §3's quote, SPEC §7's options), amounts kept as the exact decimal strings the service sends. */
import type { OnrampPaymentMethod } from '../../constants/onramp';

export type FiatAmount = { amount: string; currency: string };
/** SPEC §3: each fee and total an amount and a currency. */
export type OnrampQuote = {
  coinbaseFee: FiatAmount;
  networkFee: FiatAmount;
  paymentSubtotal: FiatAmount;
  paymentTotal: FiatAmount;
  /** Empty `amount` in the sample quote: without the service there is no price to buy at. */
  purchaseAmount: FiatAmount;
  quoteId: string;
  /** True when this is the built-in sample (SPEC §8), not the service's answer. */
  sample?: boolean;
};
type PaymentLimit = { id: OnrampPaymentMethod; min: string; max: string };
export type OnrampOptions = {
  paymentCurrencies: { id: string; paymentMethodLimits: PaymentLimit[] }[];
  purchaseCurrencies: { id: string; name: string; symbol: string; decimals: number; networks: { name: string; displayName: string; chainId: string }[] }[];
  providers: { name: string; feeRange: string }[];
  sample?: boolean;
};
