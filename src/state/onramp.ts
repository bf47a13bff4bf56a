/**
 * The Buy flow's state, shared by its views (OnRampFiatSelect → OnRampTokenSelect → OnRampProviders → BuyInProgress):
 * the form, and the options and quote the data service gave, or SPEC §8's built-in sample data when it could not
 * (client/actions/onramp-*.ts ask for them).
 */
import { atom } from 'jotai/vanilla';
import type { OnrampPaymentMethod } from '../constants/onramp';
import { parseFiatCents } from '../services/onramp/fiat';
import { activeAccountAtom } from './account';
import { optionsAtom } from './options';
import type { Showing } from './showing';
import type { OnrampOptions, OnrampQuote } from '../services/onramp/entities';

export type { OnrampOptions, OnrampQuote };

export type Purchase = { symbol: string; name: string; decimals: number; chainId: string; networkName: string };
export type OnrampForm = { currency: string; method: OnrampPaymentMethod; amount: string; purchase?: Purchase };

export const onrampFormAtom = atom<OnrampForm>({ currency: 'USD', method: 'card', amount: '' });
export const onrampOptionsAtom = atom<OnrampOptions | null>(null);

/** The chosen purchase, or the native currency of the account's network. */
export const purchaseAtom = atom((get): Purchase | undefined => {
  const form = get(onrampFormAtom);
  if (form.purchase) return form.purchase;
  const account = get(activeAccountAtom);
  if (account.status !== 'connected') return undefined;
  const network = get(optionsAtom).networks.find((n) => n.caipNetworkId === account.caipNetworkId);
  if (!network) return undefined;
  const { symbol, name, decimals } = network.nativeCurrency;
  return { symbol, name, decimals, chainId: network.caipNetworkId, networkName: network.name };
});

/** The provider chosen in a showing of OnRampProviders (showing.ts); the next showing starts afresh. */
export const onrampChoiceAtom = atom<{ showing: Showing; provider: string } | undefined>(undefined);
/** The purchase handed to the provider: what BuyInProgress waits for. */
export const onrampPurchaseAtom = atom<{ provider: string; quote: OnrampQuote; startBalance: bigint | null } | null>(null);
/** The purchase has landed: the account's native balance grew past where it was when the provider opened. */
export const purchaseDoneAtom = atom((get) => {
  const purchase = get(onrampPurchaseAtom);
  const account = get(activeAccountAtom);
  const balance = account.status === 'connected' ? account.balance?.value : undefined;
  return purchase !== null && purchase.startBalance !== null && balance !== undefined && balance > purchase.startBalance;
});

/** A provider's offer for the form: its quote, and its checkout URL (null with the sample, or when none could be had). */
export type OnrampOffer = { provider: string; quote: OnrampQuote; url: string | null };
/**
 * OnRampProviders' offer: `key` names the choice and form it answers and `owner` the showing of the view that asked
 * (the view shows only its own, for what it shows; null while asking).
 */
export const onrampOfferAtom = atom<{ owner: object; key: string; offer: OnrampOffer | null } | null>(null);

/** What an offer is asked for: the provider, the form with its purchase and amount in cents, the account paid to. */
export type OfferAsk = { key: string; provider: string; form: OnrampForm & { purchase: Purchase }; cents: bigint; address: string };

/**
 * OnRampProviders' provider (the one chosen, or the only one) and the offer to ask for it: `key` names the choice and
 * the form (another amount or currency asks again); none until the form, the purchase and the account are there.
 */
export function offerAskOf(input: {
  chosen: string | undefined;
  options: OnrampOptions | null;
  form: OnrampForm;
  purchase: Purchase | undefined;
  address: string | undefined;
  intl: string;
}): { selected: string | undefined; ask: OfferAsk | undefined } {
  const { chosen, options, form, purchase, address, intl } = input;
  const providers = options?.providers ?? [];
  const selected = chosen ?? (providers.length === 1 ? providers[0]!.name : undefined);
  const cents = parseFiatCents(form.amount, intl);
  if (!selected || !purchase || cents === undefined || !address) return { selected, ask: undefined };
  const key = JSON.stringify([selected, purchase.chainId, purchase.symbol, form.amount, form.currency, form.method, address]);
  return { selected, ask: { key, provider: selected, form: { ...form, purchase }, cents, address } };
}
