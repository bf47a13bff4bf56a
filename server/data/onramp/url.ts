/**
 * POST /v1/generators/onrampurl `{ destinationWallets: [{ address, blockchains: [CAIP-2…] }], defaultNetwork,
 * partnerUserId, defaultExperience: 'buy', presetCryptoAmount?, presetFiatAmount?, fiatCurrency? }` → `{ url }`: the
 * provider's checkout page with the purchase in its query (address, network, cryptoAmount, fiatAmount, currency).
 */
import { namespaceOf, normaliseAddress } from '../addresses';
import type { RouteContext } from '../http/context';
import { displayAddress } from '../http/display';
import { BadRequest } from '../../shared/http/errors';
import { parseFiatCents, parseUnits } from './amount';
import type { OnrampConfig } from './config';
import { checkBody } from './quote';

const PARTNER_USER_ID = /^[A-Za-z0-9_.:-]{1,128}$/;

export function onrampUrl(ctx: RouteContext, config: OnrampConfig, raw: unknown) {
  const body = checkBody(raw);
  const network = body.defaultNetwork;
  if (typeof network !== 'string' || !config.networks.includes(network))
    throw new BadRequest('defaultNetwork', `defaultNetwork must be one of ${config.networks.join(', ')}`);
  const chain = ctx.chains.get(network)!;
  if (body.defaultExperience !== 'buy') throw new BadRequest('defaultExperience', "defaultExperience must be 'buy'");
  if (typeof body.partnerUserId !== 'string' || !PARTNER_USER_ID.test(body.partnerUserId))
    throw new BadRequest('partnerUserId', 'partnerUserId must be 1 to 128 letters, digits or _ . : -');
  const wallets = body.destinationWallets;
  if (!Array.isArray(wallets) || wallets.length === 0 || wallets.length > 10)
    throw new BadRequest('destinationWallets', 'destinationWallets must list 1 to 10 wallets');
  let destination: string | null = null;
  wallets.forEach((w, i) => {
    const field = `destinationWallets[${i}]`;
    if (!w || typeof w !== 'object') throw new BadRequest(field, `${field} must be { address, blockchains }`);
    const { address, blockchains } = w as { address?: unknown; blockchains?: unknown };
    if (!Array.isArray(blockchains) || blockchains.length === 0 || blockchains.some((b) => typeof b !== 'string' || !namespaceOf(b)))
      throw new BadRequest(`${field}.blockchains`, `${field}.blockchains must list CAIP-2 network ids`);
    // The address must be one on every network it is listed for: a Solana address bought to on an EVM chain is lost.
    for (const blockchain of blockchains as string[]) {
      if (typeof address !== 'string' || !normaliseAddress(namespaceOf(blockchain)!, address))
        throw new BadRequest(`${field}.address`, `${field}.address is not an address on ${blockchain}`);
    }
    if (destination === null && blockchains.includes(network))
      destination = displayAddress(network, normaliseAddress(namespaceOf(network)!, address as string)!);
  });
  if (destination === null) throw new BadRequest('destinationWallets', `no destination wallet takes ${network}`);
  const url = new URL(config.providerUrl);
  url.searchParams.set('address', destination);
  url.searchParams.set('network', network);
  url.searchParams.set('partnerUserId', body.partnerUserId);
  if (body.presetCryptoAmount !== undefined) {
    const units = parseUnits(body.presetCryptoAmount, chain.nativeDecimals, 'presetCryptoAmount');
    if (units <= 0n) throw new BadRequest('presetCryptoAmount', 'presetCryptoAmount must be above 0');
    url.searchParams.set('cryptoAmount', body.presetCryptoAmount as string);
    url.searchParams.set('symbol', chain.nativeSymbol);
  }
  if (body.presetFiatAmount !== undefined) {
    parseFiatCents(body.presetFiatAmount, 'presetFiatAmount');
    const currency = body.fiatCurrency ?? 'USD';
    if (!config.paymentCurrencies.some((c) => c.id === currency))
      throw new BadRequest('fiatCurrency', `fiatCurrency must be one of ${config.paymentCurrencies.map((c) => c.id).join(', ')}`);
    url.searchParams.set('fiatAmount', body.presetFiatAmount as string);
    url.searchParams.set('currency', currency as string);
  }
  return { url: url.toString() };
}
