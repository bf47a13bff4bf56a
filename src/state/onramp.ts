/**
 * The Buy flow's state, shared by its views (OnRampFiatSelect → OnRampTokenSelect → OnRampProviders → BuyInProgress):
 * the form, and the options and quote the data service gave, or SPEC §8's built-in sample data when it could not.
 */
import { atom } from 'jotai/vanilla';
import type { OnrampPaymentMethod } from '../constants/onramp';
import type { OnrampOptions, OnrampQuote } from '../services/onramp/entities';
import { generateOnrampUrl, getOnrampOptions, getOnrampQuote } from '../services/onramp/client';
import { sampleOptions, sampleQuote } from '../services/onramp/sample';
import { formatCents } from '../services/onramp/fiat';

export type { OnrampOptions, OnrampQuote } from '../services/onramp/entities';
export { formatCents, groupFiat, parseFiatCents } from '../services/onramp/fiat';

export type Purchase = { symbol: string; name: string; decimals: number; chainId: string; networkName: string };
export type OnrampForm = { currency: string; method: OnrampPaymentMethod; amount: string; purchase?: Purchase };
export type Service = { apiUrl: string | undefined; projectId: string | undefined };

export const onrampFormAtom = atom<OnrampForm>({ currency: 'USD', method: 'card', amount: '' });
export const onrampOptionsAtom = atom<OnrampOptions | null>(null);
/** The purchase handed to the provider: what BuyInProgress waits for. */
export const onrampPurchaseAtom = atom<{ provider: string; quote: OnrampQuote; startBalance: bigint | null } | null>(null);

const clientOptions = (s: Service) => ({ baseUrl: s.apiUrl ?? '', ...(s.projectId ? { projectId: s.projectId } : {}) });

/** The service's options, or the sample for the active network's native currency (SPEC §8). */
export async function loadOnrampOptions(service: Service, fallback: Purchase): Promise<OnrampOptions> {
  if (!service.apiUrl) return sampleOptions(fallback);
  try {
    return await getOnrampOptions(clientOptions(service));
  } catch {
    return sampleOptions(fallback);
  }
}

/** The service's quote, or the sample quote (SPEC §8): the fees of the method, no purchase amount. */
export async function loadOnrampQuote(service: Service, form: OnrampForm & { purchase: Purchase }, cents: bigint): Promise<OnrampQuote> {
  const fallback = () => sampleQuote(cents, form.currency, form.method, form.purchase.symbol);
  if (!service.apiUrl) return fallback();
  try {
    return await getOnrampQuote({ purchaseCurrency: form.purchase.symbol, paymentCurrency: form.currency, amount: formatCents(cents), network: form.purchase.chainId, paymentMethod: form.method }, clientOptions(service));
  } catch {
    return fallback();
  }
}

export function onrampUrl(service: Service, request: Parameters<typeof generateOnrampUrl>[0]): Promise<string> {
  return generateOnrampUrl(request, clientOptions(service));
}
