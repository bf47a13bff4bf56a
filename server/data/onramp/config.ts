/** What the data service's onramp routes are started with (`DataServiceOptions.onramp`). */
export type OnrampConfig = {
  /** The provider's checkout page; the generated URL is this with the purchase in its query. */
  providerUrl: string;
  /** Shown in the options, e.g. 'Local Provider'. */
  providerName: string;
  /** The fiat currencies accepted, each with its value in USD ('1.00', '1.08'): quotes convert through it. */
  paymentCurrencies: readonly { id: string; usd: string }[];
  /** The configured chains (CAIP-2) whose native currency can be bought. */
  networks: readonly string[];
};
