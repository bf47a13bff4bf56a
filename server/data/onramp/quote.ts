/**
 * POST /v1/onramp/quote `{ purchaseCurrency, paymentCurrency, amount, network, paymentMethod? }` → SPEC §3's quote:
 * coinbaseFee, networkFee, paymentSubtotal, paymentTotal, purchaseAmount (each `{ amount, currency }`) and quoteId.
 * The person pays `amount` (the total); the provider's fee (ONRAMP_FEE_BPS, inside SPEC §9's 1-2%) comes out of it,
 * the rest buys the network's native currency at the service's price. Bigint throughout: cents and base units.
 */
import { createHash } from 'node:crypto';
import { ONRAMP_FALLBACK_LIMITS, ONRAMP_FEE_BPS, type OnrampPaymentMethod } from '../../../src/constants/onramp';
import type { RouteContext } from '../http/context';
import { BadRequest, HttpError } from '../../shared/http/errors';
import { configuredChain } from '../http/params';
import { formatCents, formatUnits } from '../prices/fiat';
import { parseUsd } from '../prices/price-source';
import { parseFiatCents } from './amount';
import type { OnrampConfig } from './config';
import { methodsFor } from './options';

const currencyId = (value: unknown): unknown => (value && typeof value === 'object' && !Array.isArray(value) ? (value as { id?: unknown }).id : value);

export function checkBody(body: unknown): Record<string, unknown> {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw new BadRequest('body', 'The body must be a JSON object');
  return body as Record<string, unknown>;
}

export async function onrampQuote(ctx: RouteContext, config: OnrampConfig, raw: unknown) {
  const body = checkBody(raw);
  const chain = typeof body.network === 'string' && config.networks.includes(body.network) ? configuredChain(body.network, 'network', ctx.chains) : null;
  if (!chain) throw new BadRequest('network', `network must be one of ${config.networks.join(', ')}`);
  const purchase = currencyId(body.purchaseCurrency);
  if (purchase !== chain.nativeSymbol) throw new BadRequest('purchaseCurrency', `purchaseCurrency must be ${chain.nativeSymbol} on ${chain.chainId}`);
  const paymentId = currencyId(body.paymentCurrency);
  const payment = config.paymentCurrencies.find((c) => c.id === paymentId);
  if (!payment) throw new BadRequest('paymentCurrency', `paymentCurrency must be one of ${config.paymentCurrencies.map((c) => c.id).join(', ')}`);
  const method = (body.paymentMethod ?? 'card') as OnrampPaymentMethod;
  if (!methodsFor(payment.id).includes(method))
    throw new BadRequest('paymentMethod', `paymentMethod must be one of ${methodsFor(payment.id).join(', ')} for ${payment.id}`);
  const total = parseFiatCents(body.amount, 'amount');
  const limits = ONRAMP_FALLBACK_LIMITS[method];
  if (total < parseFiatCents(limits.min, 'min') || total > parseFiatCents(limits.max, 'max'))
    throw new BadRequest('amount', `amount must be ${limits.min} to ${limits.max} ${payment.id} by ${method}`);

  const price = await ctx.prices.priceOf(chain.chainId, null);
  if (!price || price.usd <= 0n) throw new HttpError(503, `No price for ${chain.nativeSymbol} on ${chain.chainId}`);
  const fee = (total * BigInt(ONRAMP_FEE_BPS[method]) + 5_000n) / 10_000n;
  const subtotal = total - fee;
  // cents → micro-USD through the currency's USD value, then → base units at the price; rounded down (never more than paid for).
  const microUsd = (subtotal * parseUsd(payment.usd)) / 100n;
  const units = (microUsd * 10n ** BigInt(chain.nativeDecimals)) / price.usd;
  const fiat = (cents: bigint) => ({ amount: formatCents(cents), currency: payment.id });
  const quoteId = createHash('sha256').update(`${chain.chainId}|${payment.id}|${method}|${total}|${units}|${ctx.now()}`).digest('hex').slice(0, 32);
  return {
    coinbaseFee: fiat(fee),
    networkFee: fiat(0n),
    paymentSubtotal: fiat(subtotal),
    paymentTotal: fiat(total),
    purchaseAmount: { amount: formatUnits(units, chain.nativeDecimals), currency: chain.nativeSymbol },
    quoteId,
  };
}
