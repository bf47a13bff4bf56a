/**
 * The Buy views in happy-dom against a real data service (PGlite, over HTTP) and against none (a closed port):
 * SPEC §9's limits, the quote's SPEC §3 fields, SPEC §8's sample data, Continue opening the provider with noopener,
 * BuyInProgress noticing the balance grow, and the Account view's Buy button following the `features` attribute.
 */
import { act } from 'react';
import { createStore } from 'jotai/vanilla';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fixedPrices, startDataService, type DataService } from '../../../server/data';
import { parseAttributes } from '../../../src/element/attributes';
import { accountAtoms } from '../../../src/state/account';
import { onrampFormAtom, onrampOptionsAtom, onrampPurchaseAtom } from '../../../src/state/onramp';
import { optionsAtom } from '../../../src/state/options';
import AccountView from '../../../src/ui/views/AccountView';
import BuyInProgress from '../../../src/ui/views/onramp/BuyInProgress';
import OnRampFiatSelect from '../../../src/ui/views/onramp/OnRampFiatSelect';
import OnRampProviders from '../../../src/ui/views/onramp/OnRampProviders';
import OnRampTokenSelect from '../../../src/ui/views/onramp/OnRampTokenSelect';
import { click, render } from '../../support/render';

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const NETWORK = 'eip155:8453';
const PROVIDER = 'http://127.0.0.1:4999/checkout';
let service: DataService;

beforeAll(async () => {
  service = await startDataService({
    chains: [{ chainId: NETWORK, name: 'Base', testnet: false, nativeSymbol: 'ETH', nativeName: 'Ether', nativeDecimals: 18 }],
    prices: fixedPrices({ [NETWORK]: { native: '3000.00' } }),
    nameSuffix: '.wallet-modal.local',
    corsOrigins: '*',
    indexer: false,
    log: () => {},
    onramp: {
      providerUrl: PROVIDER,
      providerName: 'Local Provider',
      paymentCurrencies: [
        { id: 'USD', usd: '1.00' },
        { id: 'EUR', usd: '1.10' },
      ],
      networks: [NETWORK],
    },
  });
}, 60_000);
afterAll(() => service?.stop());
afterEach(() => vi.restoreAllMocks());

/** A store connected on Base, with the data service at `apiUrl` (a closed port: every call fails). */
function connected(apiUrl: string, attributes: Record<string, string> = {}, balance = 10n ** 18n) {
  const store = createStore();
  store.set(optionsAtom, parseAttributes({ networks: NETWORK, 'api-url': apiUrl, ...attributes }).options);
  store.set(accountAtoms.eip155, {
    status: 'connected',
    connectorId: 'demo',
    caipAddress: `${NETWORK}:${ADDRESS}`,
    address: ADDRESS,
    caipNetworkId: NETWORK,
    balance: { value: balance, decimals: 18 },
    balanceSymbol: 'ETH',
    tokenBalance: [],
    allAccounts: [],
  });
  return store;
}

const CLOSED = 'http://127.0.0.1:9';
/** Lets fetches and effects settle until `done` holds (a real service answers in milliseconds). */
async function until(done: () => boolean, ms = 5000) {
  const end = Date.now() + ms;
  while (!done()) {
    if (Date.now() > end) throw new Error('timed out');
    await act(() => new Promise((r) => setTimeout(r, 20)));
  }
}
const type = (input: HTMLInputElement, value: string) =>
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });

describe('OnRampFiatSelect', () => {
  it('takes the service options: SPEC §9 limits per method and currency, checked as typed, then leads to the providers', async () => {
    const { byTestId, client, store } = render(<OnRampFiatSelect route={{ view: 'OnRampFiatSelect' }} />, connected(service.url));
    await until(() => byTestId('wm-onramp-amount') !== null);
    expect(byTestId('wm-onramp-sample')).toBeNull();
    expect(byTestId('wm-onramp-limits')?.textContent).toBe('Card: 10.00 to 7,500.00 USD');
    click(byTestId('wm-onramp-method-bank'));
    expect(byTestId('wm-onramp-limits')?.textContent).toBe('Bank account: 10.00 to 25,000.00 USD');
    click(byTestId('wm-onramp-currency-EUR'));
    expect(byTestId('wm-onramp-limits')?.textContent).toBe('Bank account: 10.00 to 25,000.00 EUR');
    click(byTestId('wm-onramp-method-card'));
    const input = byTestId('wm-onramp-amount') as HTMLInputElement;
    const continueButton = byTestId('wm-onramp-continue') as HTMLButtonElement;
    expect(continueButton.disabled).toBe(true);
    type(input, '9.99');
    expect(byTestId('wm-onramp-limits')?.textContent).toBe('Enter 10.00 to 7,500.00 EUR');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    type(input, '7500.01');
    expect(continueButton.disabled).toBe(true);
    type(input, '1.234');
    expect(byTestId('wm-onramp-limits')?.textContent).toBe('Enter an amount with at most 2 decimals');
    type(input, '7500');
    expect(continueButton.disabled).toBe(false);
    expect(byTestId('wm-onramp-token')?.textContent).toBe('ETHBase');
    click(continueButton);
    expect(client.push).toHaveBeenCalledWith({ view: 'OnRampProviders' });
    expect(store.get(onrampFormAtom)).toMatchObject({ currency: 'EUR', method: 'card', amount: '7500', purchase: { symbol: 'ETH', chainId: NETWORK } });
  });

  it('falls back to the built-in sample data (SPEC §8) when the options cannot be had', async () => {
    const { byTestId } = render(<OnRampFiatSelect route={{ view: 'OnRampFiatSelect' }} />, connected(CLOSED));
    await until(() => byTestId('wm-onramp-amount') !== null);
    expect(byTestId('wm-onramp-sample')?.textContent).toBe('Showing sample data: the onramp service is unavailable.');
    expect(byTestId('wm-onramp-limits')?.textContent).toBe('Card: 10.00 to 7,500.00 USD');
    expect(byTestId('wm-onramp-currency-EUR')).not.toBeNull();
    click(byTestId('wm-onramp-method-bank'));
    expect(byTestId('wm-onramp-limits')?.textContent).toBe('Bank account: 10.00 to 25,000.00 USD');
  });
});

describe('OnRampTokenSelect', () => {
  it('lists what can be bought on the namespace and goes back with the choice', async () => {
    const { byTestId, client, store } = render(<OnRampTokenSelect route={{ view: 'OnRampTokenSelect' }} />, connected(service.url));
    await until(() => byTestId(`wm-onramp-token-ETH-${NETWORK}`) !== null);
    click(byTestId(`wm-onramp-token-ETH-${NETWORK}`));
    expect(store.get(onrampFormAtom).purchase).toEqual({ symbol: 'ETH', name: 'Ether', decimals: 18, chainId: NETWORK, networkName: 'Base' });
    expect(client.goBack).toHaveBeenCalled();
  });
});

describe('OnRampProviders', () => {
  it('shows the provider with its 1-2% fee range and the service quote, and Continue opens the provider URL with noopener', async () => {
    const store = connected(service.url);
    store.set(onrampFormAtom, { currency: 'USD', method: 'card', amount: '100' });
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { byTestId, client } = render(<OnRampProviders route={{ view: 'OnRampProviders' }} />, store);
    await until(() => !(byTestId('wm-onramp-open') as HTMLButtonElement).disabled);
    expect(byTestId('wm-onramp-provider')?.textContent).toBe('Local ProviderFees 1-2%');
    expect(byTestId('wm-onramp-quote-you-pay')?.textContent).toBe('100.00 USD');
    expect(byTestId('wm-onramp-quote-provider-fee')?.textContent).toBe('2.00 USD');
    expect(byTestId('wm-onramp-quote-network-fee')?.textContent).toBe('0.00 USD');
    expect(byTestId('wm-onramp-quote-subtotal')?.textContent).toBe('98.00 USD');
    expect(byTestId('wm-onramp-quote-you-get')?.textContent).toBe('0.032666666666666666 ETH');
    click(byTestId('wm-onramp-open'));
    expect(open).toHaveBeenCalledTimes(1);
    const [url, target, features] = open.mock.calls[0]!;
    const opened = new URL(String(url));
    expect(`${opened.origin}${opened.pathname}`).toBe(PROVIDER);
    expect(opened.searchParams.get('address')).toBe(ADDRESS);
    expect(opened.searchParams.get('cryptoAmount')).toBe('0.032666666666666666');
    expect([target, features]).toEqual(['_blank', 'noopener,noreferrer']);
    expect(client.push).toHaveBeenCalledWith({ view: 'BuyInProgress' });
    expect(store.get(onrampPurchaseAtom)).toMatchObject({ provider: 'Local Provider', startBalance: 10n ** 18n });
  });

  it('falls back to a sample quote (SPEC §8) with the fee but no purchase amount, and cannot continue', async () => {
    const store = connected(CLOSED);
    store.set(onrampFormAtom, { currency: 'EUR', method: 'bank', amount: '1000' });
    const { byTestId } = render(<OnRampProviders route={{ view: 'OnRampProviders' }} />, store);
    await until(() => byTestId('wm-onramp-quote') !== null);
    expect(byTestId('wm-onramp-sample')).not.toBeNull();
    expect(byTestId('wm-onramp-provider')?.textContent).toBe('Sample ProviderFees 1-2%');
    expect(byTestId('wm-onramp-quote-provider-fee')?.textContent).toBe('10.00 EUR');
    expect(byTestId('wm-onramp-quote-you-get')?.textContent).toBe('— ETH');
    expect((byTestId('wm-onramp-open') as HTMLButtonElement).disabled).toBe(true);
    expect(store.get(onrampOptionsAtom)?.sample).toBe(true);
  });
});

describe('BuyInProgress', () => {
  it('reads the balance again until it grows, then shows the purchase complete', async () => {
    vi.useFakeTimers();
    try {
      const store = connected(service.url);
      store.set(onrampPurchaseAtom, {
        provider: 'Local Provider',
        startBalance: 10n ** 18n,
        quote: {
          coinbaseFee: { amount: '2.00', currency: 'USD' },
          networkFee: { amount: '0.00', currency: 'USD' },
          paymentSubtotal: { amount: '98.00', currency: 'USD' },
          paymentTotal: { amount: '100.00', currency: 'USD' },
          purchaseAmount: { amount: '0.0326', currency: 'ETH' },
          quoteId: 'q',
        },
      });
      const { byTestId, client } = render(<BuyInProgress route={{ view: 'BuyInProgress' }} />, store);
      expect(byTestId('wm-buy-in-progress')?.textContent).toBe('Buying 0.0326 ETH: complete the purchase in the Local Provider window.');
      act(() => void vi.advanceTimersByTime(2000));
      expect(client.refreshBalance).toHaveBeenCalledWith(undefined, true);
      expect(client.loadActivity).toHaveBeenCalledWith({ refresh: true });
      act(() => store.set(accountAtoms.eip155, { ...store.get(accountAtoms.eip155)!, balance: { value: 10n ** 18n + 326n * 10n ** 14n, decimals: 18 } }));
      expect(byTestId('wm-buy-complete')?.textContent).toContain('Purchase complete');
      click(byTestId('wm-buy-back'));
      expect(client.open).toHaveBeenCalledWith({ view: 'Account' });
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("the Account view's Buy action", () => {
  it('shows with the default features, opens the Buy flow, and hides when the onramp feature is off', () => {
    const on = render(<AccountView route={{ view: 'Account' }} />, connected(service.url));
    click(on.byTestId('wm-action-onramp'));
    expect(on.client.push).toHaveBeenCalledWith({ view: 'OnRampFiatSelect' });
    on.unmount();
    expect(
      render(<AccountView route={{ view: 'Account' }} />, connected(service.url, { features: '{"onramp": false}' })).byTestId('wm-action-onramp'),
    ).toBeNull();
  });
});
