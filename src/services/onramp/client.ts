/**
 * The onramp calls of the data service (SPEC §7): GET /v1/onramp/options, POST /v1/onramp/quote and
 * POST /v1/generators/onrampurl. Every answer is checked; a wrong one throws like a failed call.
 */
import { ONRAMP_PAYMENT_METHODS, type OnrampPaymentMethod } from '../../constants/onramp';
import { DataServiceError } from '../../errors/request';
import { request, urlOf, type DataClientOptions } from '../data/request';
import type { FiatAmount, OnrampOptions, OnrampQuote } from './entities';
import { isRecord } from '../../validate/record';
import { isHttpUrl } from '../../validate/url';

const FIAT_TEXT = /^\d{1,15}(\.\d{1,2})?$/;
const DECIMAL_TEXT = /^\d{1,40}(\.\d{1,40})?$/;
const CURRENCY = /^[A-Z0-9]{2,10}$/;
const text = (v: unknown, max = 200): v is string => typeof v === 'string' && v.length > 0 && v.length <= max;
const bad = (what: string) => new DataServiceError({ details: `The data service answered an onramp ${what} of the wrong shape` });

function amountOf(v: unknown, pattern: RegExp): FiatAmount | undefined {
  return isRecord(v) && typeof v.amount === 'string' && pattern.test(v.amount) && typeof v.currency === 'string' && CURRENCY.test(v.currency)
    ? { amount: v.amount, currency: v.currency }
    : undefined;
}

function parseOptions(body: unknown): OnrampOptions {
  if (!isRecord(body) || !Array.isArray(body.paymentCurrencies) || !Array.isArray(body.purchaseCurrencies) || !Array.isArray(body.providers))
    throw bad('options');
  const paymentCurrencies = body.paymentCurrencies.slice(0, 50).flatMap((c) => {
    if (!isRecord(c) || typeof c.id !== 'string' || !CURRENCY.test(c.id) || !Array.isArray(c.paymentMethodLimits)) return [];
    const limits = c.paymentMethodLimits.flatMap((l) =>
      isRecord(l) &&
      (ONRAMP_PAYMENT_METHODS as readonly unknown[]).includes(l.id) &&
      typeof l.min === 'string' &&
      FIAT_TEXT.test(l.min) &&
      typeof l.max === 'string' &&
      FIAT_TEXT.test(l.max)
        ? [{ id: l.id as OnrampPaymentMethod, min: l.min, max: l.max }]
        : [],
    );
    return limits.length ? [{ id: c.id, paymentMethodLimits: limits }] : [];
  });
  const purchaseCurrencies = body.purchaseCurrencies.slice(0, 200).flatMap((c) => {
    if (
      !isRecord(c) ||
      !text(c.id, 20) ||
      !text(c.name) ||
      !text(c.symbol, 20) ||
      typeof c.decimals !== 'number' ||
      !Number.isInteger(c.decimals) ||
      c.decimals < 0 ||
      c.decimals > 36 ||
      !Array.isArray(c.networks)
    )
      return [];
    const networks = c.networks.flatMap((n) =>
      isRecord(n) && text(n.name) && text(n.displayName) && text(n.chainId, 100) ? [{ name: n.name, displayName: n.displayName, chainId: n.chainId }] : [],
    );
    return [{ id: c.id, name: c.name, symbol: c.symbol, decimals: c.decimals, networks }];
  });
  const providers = body.providers
    .slice(0, 20)
    .flatMap((p) => (isRecord(p) && text(p.name, 80) && text(p.feeRange, 20) ? [{ name: p.name, feeRange: p.feeRange }] : []));
  if (paymentCurrencies.length === 0 || providers.length === 0) throw bad('options');
  return { paymentCurrencies, purchaseCurrencies, providers };
}

function parseQuote(body: unknown): OnrampQuote {
  if (!isRecord(body)) throw bad('quote');
  const [coinbaseFee, networkFee, paymentSubtotal, paymentTotal] = (['coinbaseFee', 'networkFee', 'paymentSubtotal', 'paymentTotal'] as const).map((k) =>
    amountOf(body[k], FIAT_TEXT),
  );
  const purchaseAmount = amountOf(body.purchaseAmount, DECIMAL_TEXT);
  if (!coinbaseFee || !networkFee || !paymentSubtotal || !paymentTotal || !purchaseAmount || !text(body.quoteId, 128)) throw bad('quote');
  return { coinbaseFee, networkFee, paymentSubtotal, paymentTotal, purchaseAmount, quoteId: body.quoteId };
}

export async function getOnrampOptions(options: DataClientOptions): Promise<OnrampOptions> {
  return parseOptions(await request(urlOf(options, '/v1/onramp/options'), options));
}

export type QuoteRequest = { purchaseCurrency: string; paymentCurrency: string; amount: string; network: string; paymentMethod: OnrampPaymentMethod };

export async function getOnrampQuote(body: QuoteRequest, options: DataClientOptions): Promise<OnrampQuote> {
  return parseQuote(await request(urlOf(options, '/v1/onramp/quote'), options, { method: 'POST', body }));
}

export type OnrampUrlRequest = {
  address: string;
  network: string;
  partnerUserId: string;
  presetCryptoAmount?: string;
  presetFiatAmount?: string;
  fiatCurrency?: string;
};

/** The provider's checkout URL; only http(s), so a bad answer can never open a script URL. */
export async function generateOnrampUrl(r: OnrampUrlRequest, options: DataClientOptions): Promise<string> {
  const body = await request(urlOf(options, '/v1/generators/onrampurl'), options, {
    method: 'POST',
    body: {
      destinationWallets: [{ address: r.address, blockchains: [r.network] }],
      defaultNetwork: r.network,
      partnerUserId: r.partnerUserId,
      defaultExperience: 'buy',
      ...(r.presetCryptoAmount ? { presetCryptoAmount: r.presetCryptoAmount } : {}),
      ...(r.presetFiatAmount ? { presetFiatAmount: r.presetFiatAmount, fiatCurrency: r.fiatCurrency } : {}),
    },
  });
  if (!isRecord(body) || !isHttpUrl(body.url)) throw bad('URL');
  return new URL(body.url).href;
}
