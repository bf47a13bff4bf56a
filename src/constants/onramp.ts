/**
 * SPEC §9's onramp constants. Apart from constants.ts, which the first script carries whole: these are for the
 * lazily loaded Buy views and the data service only.
 */
// SPEC §9: the onramp fallback limits (fiat, 2 decimals) per payment method, and the provider fee range shown.
export const ONRAMP_PAYMENT_METHODS = ['card', 'bank'] as const;
export type OnrampPaymentMethod = (typeof ONRAMP_PAYMENT_METHODS)[number];
export const ONRAMP_FALLBACK_LIMITS: Readonly<Record<OnrampPaymentMethod, { min: string; max: string }>> = {
  card: { min: '10.00', max: '7500.00' },
  bank: { min: '10.00', max: '25000.00' },
};
/** SPEC §9: the bank-account limits are for USD and EUR. */
export const ONRAMP_FALLBACK_CURRENCIES = ['USD', 'EUR'] as const;
export const ONRAMP_FEE_RANGE = '1-2%';
/** The fee the local provider charges inside SPEC §9's range, in basis points: card 2%, bank 1%. */
export const ONRAMP_FEE_BPS: Readonly<Record<OnrampPaymentMethod, number>> = { card: 200, bank: 100 };
