/**
 * The Buy flow's state, shared by its views (OnRampFiatSelect → OnRampTokenSelect → OnRampProviders → BuyInProgress):
 * the form, and the options and quote the data service gave, or SPEC §8's built-in sample data when it could not
 * (client/actions/onramp-*.ts ask for them).
 */
import { atom } from 'jotai/vanilla';
import type { OnrampPaymentMethod } from '../constants/onramp';
import type { OnrampOptions, OnrampQuote } from '../services/onramp/entities';

export type { OnrampOptions, OnrampQuote };

export type Purchase = { symbol: string; name: string; decimals: number; chainId: string; networkName: string };
export type OnrampForm = { currency: string; method: OnrampPaymentMethod; amount: string; purchase?: Purchase };

export const onrampFormAtom = atom<OnrampForm>({ currency: 'USD', method: 'card', amount: '' });
export const onrampOptionsAtom = atom<OnrampOptions | null>(null);
/** The purchase handed to the provider: what BuyInProgress waits for. */
export const onrampPurchaseAtom = atom<{ provider: string; quote: OnrampQuote; startBalance: bigint | null } | null>(null);

/** A provider's offer for the form: its quote, and its checkout URL (null with the sample, or when none could be had). */
export type OnrampOffer = { provider: string; quote: OnrampQuote; url: string | null };
/**
 * OnRampProviders' offer: `key` names the choice and form it answers and `owner` the showing of the view that asked
 * (the view shows only its own, for what it shows; null while asking).
 */
export const onrampOfferAtom = atom<{ owner: object; key: string; offer: OnrampOffer | null } | null>(null);
