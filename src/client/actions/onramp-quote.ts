/** The Buy views' quote for the form: the data service's, or SPEC §8's sample (the method's fees, no purchase amount). */
import type { OnrampQuote } from '../../services/onramp/entities';
import { getOnrampQuote } from '../../services/onramp/client';
import { formatCents } from '../../services/onramp/fiat';
import { sampleQuote } from '../../services/onramp/sample';
import type { OnrampForm, Purchase } from '../../state/onramp';
import { serviceOptions, type ServiceConfig } from './service-config';

/** `cents`: the amount typed, in the payment currency's cents. */
export type LoadOnrampQuoteParameters = { form: OnrampForm & { purchase: Purchase }; cents: bigint };
export type LoadOnrampQuoteReturnType = OnrampQuote;
/** Never rejects: without the service (or when it fails) the sample quote stands in (SPEC §8). */
export type LoadOnrampQuoteErrorType = never;

export async function loadOnrampQuote(config: ServiceConfig, { form, cents }: LoadOnrampQuoteParameters): Promise<LoadOnrampQuoteReturnType> {
  const fallback = () => sampleQuote(cents, form.currency, form.method, form.purchase.symbol);
  const options = serviceOptions(config);
  if (!options.baseUrl) return fallback();
  try {
    return await getOnrampQuote(
      {
        purchaseCurrency: form.purchase.symbol,
        paymentCurrency: form.currency,
        amount: formatCents(cents),
        network: form.purchase.chainId,
        paymentMethod: form.method,
      },
      options,
    );
  } catch {
    return fallback();
  }
}
