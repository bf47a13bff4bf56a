/**
 * Issue 22 point 6 in the modal: token images in Send, Swap and Buy, currency flags in Buy (SPEC §7's image routes),
 * and SPEC §9's prefetch of the first 20 images of a list, giving up (not failing) after 2 s. In happy-dom an image
 * never loads nor fails by itself: a preload waits out its 2 s unless a test says how it ended.
 */
import { act } from 'react';
import { createStore } from 'jotai/vanilla';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IMAGE_PREFETCH_COUNT, IMAGE_PRELOAD_TIMEOUT_MS } from '../../../src/constants/images';
import { parseAttributes } from '../../../src/element/attributes';
import { preloadImage } from '../../../src/services/catalogue/images';
import { accountAtoms, type TokenBalance } from '../../../src/state/account';
import { onrampOptionsAtom } from '../../../src/state/onramp';
import { optionsAtom } from '../../../src/state/options';
import { swapFormAtom, swapTokensAtom, type SwapToken } from '../../../src/state/swap';
import { currencyImageUrl, networkImageUrl, tokenImageUrl } from '../../../src/ui/components/service-image';
import TokensTab from '../../../src/ui/views/account-tabs/TokensTab';
import OnRampFiatSelect from '../../../src/ui/views/onramp/OnRampFiatSelect';
import OnRampTokenSelect from '../../../src/ui/views/onramp/OnRampTokenSelect';
import WalletSend from '../../../src/ui/views/send/WalletSend';
import SwapSelectToken from '../../../src/ui/views/swap/SwapSelectToken';
import SwapView from '../../../src/ui/views/swap/SwapView';
import { render } from '../../support/render';

const API = 'http://127.0.0.1:9';
const NETWORK = 'eip155:8453';
const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const DUSD = `${NETWORK}:0x5FbDB2315678afecb367f032d93F642f64180aa3`;
const NATIVE = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee';

afterEach(() => vi.useRealTimers());

const token = (i: number): TokenBalance => ({
  name: `Token ${i}`,
  symbol: `T${i}`,
  chainId: NETWORK,
  address: `${NETWORK}:0x${i.toString(16).padStart(40, '0')}`,
  quantity: { value: 1n, decimals: 0 },
});

function connected(tokenBalance: TokenBalance[] = []) {
  const store = createStore();
  store.set(optionsAtom, parseAttributes({ networks: NETWORK, 'api-url': API }).options);
  store.set(accountAtoms.eip155, {
    status: 'connected',
    connectorId: 'demo',
    caipAddress: `${NETWORK}:${ADDRESS}`,
    address: ADDRESS,
    caipNetworkId: NETWORK,
    balance: { value: 10n ** 18n, decimals: 18 },
    balanceSymbol: 'ETH',
    tokenBalance,
    allAccounts: [],
  });
  return store;
}

const srcs = (root: ParentNode | null) => [...(root?.querySelectorAll('img') ?? [])].map((img) => img.getAttribute('src'));

describe('the data service image URLs', () => {
  it('a currency flag is /public/getCurrencyImage/{ISO 4217 code}', () => {
    expect(currencyImageUrl(API, 'USD')).toBe(`${API}/public/getCurrencyImage/USD`);
    expect(currencyImageUrl(`${API}/`, 'eur')).toBe(`${API}/public/getCurrencyImage/EUR`);
    expect(currencyImageUrl(undefined, 'USD')).toBeUndefined();
  });
});

describe('token images in Send, Swap and Buy', () => {
  it('Send: the chosen token’s image beside the picker, decorative (the symbol is the name)', () => {
    const store = connected([{ ...token(1), symbol: 'DUSD', address: DUSD }]);
    const { byTestId } = render(<WalletSend route={{ view: 'WalletSend' }} />, store);
    const row = byTestId('wm-send-token-row');
    expect(srcs(row)).toEqual([networkImageUrl(API, NETWORK)]);
    expect(row!.querySelector('img')!.getAttribute('alt')).toBe('');
    const select = byTestId('wm-send-token') as HTMLSelectElement;
    act(() => {
      select.value = DUSD;
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(srcs(byTestId('wm-send-token-row'))).toEqual([`${API}/public/getTokenImage/${encodeURIComponent(DUSD)}`]);
  });

  const swapTokens: SwapToken[] = [
    { id: `${NETWORK}:${NATIVE}`, chainId: NETWORK, address: NATIVE, name: 'Ether', symbol: 'ETH', decimals: 18, logoUri: null },
    { id: DUSD, chainId: NETWORK, address: DUSD.split(':')[2]!.toLowerCase(), name: 'Demo Dollar', symbol: 'DUSD', decimals: 6, logoUri: null },
  ];

  it('Swap: each side’s image in its amount row, and each token’s in the picker', () => {
    const store = connected();
    store.set(swapTokensAtom, { chainId: NETWORK, tokens: swapTokens });
    store.set(swapFormAtom, { from: swapTokens[0], to: swapTokens[1], amount: '' });
    const { byTestId, unmount } = render(<SwapView route={{ view: 'Swap' }} />, store);
    expect(srcs(byTestId('wm-swap-from'))).toEqual([networkImageUrl(API, NETWORK)]);
    expect(srcs(byTestId('wm-swap-to'))).toEqual([tokenImageUrl(API, { chainId: NETWORK, address: DUSD })]);
    unmount();
    const picker = render(<SwapSelectToken route={{ view: 'SwapSelectToken', target: 'to' }} />, store);
    expect(srcs(picker.byTestId('wm-swap-token-ETH'))).toEqual([networkImageUrl(API, NETWORK)]);
    expect(srcs(picker.byTestId('wm-swap-token-DUSD'))).toEqual([`${API}/public/getTokenImage/${encodeURIComponent(DUSD)}`]);
  });

  const options = {
    paymentCurrencies: [
      { id: 'USD', paymentMethodLimits: [{ id: 'card' as const, min: '10.00', max: '7500.00' }] },
      { id: 'EUR', paymentMethodLimits: [{ id: 'card' as const, min: '10.00', max: '7500.00' }] },
    ],
    purchaseCurrencies: [
      { id: 'eth', name: 'Ether', symbol: 'ETH', decimals: 18, networks: [{ name: 'base', displayName: 'Base', chainId: NETWORK }] },
      { id: 'dusd', name: 'Demo Dollar', symbol: 'DUSD', decimals: 6, networks: [{ name: 'base', displayName: 'Base', chainId: NETWORK }] },
      { id: 'zzz', name: 'Unheld', symbol: 'ZZZ', decimals: 6, networks: [{ name: 'base', displayName: 'Base', chainId: NETWORK }] },
    ],
    providers: [{ name: 'Local', feeRange: '1-2%' }],
  };

  it('Buy: a flag beside each payment currency and the chosen one, and the bought crypto’s image', () => {
    const store = connected();
    store.set(onrampOptionsAtom, options);
    const { byTestId, container } = render(<OnRampFiatSelect route={{ view: 'OnRampFiatSelect' }} />, store);
    expect(srcs(byTestId('wm-onramp-currency-USD'))).toEqual([`${API}/public/getCurrencyImage/USD`]);
    expect(srcs(byTestId('wm-onramp-currency-EUR'))).toEqual([`${API}/public/getCurrencyImage/EUR`]);
    const amountLabel = container.querySelector('label[for]');
    expect(srcs(amountLabel)).toEqual([`${API}/public/getCurrencyImage/USD`]);
    expect(srcs(byTestId('wm-onramp-token'))).toEqual([networkImageUrl(API, NETWORK)]);
    for (const img of container.querySelectorAll('img')) expect(img.getAttribute('alt')).toBe('');
  });

  it('Buy’s token list: the network’s image for its native currency, a held token’s own, initials for the rest', () => {
    const store = connected([{ ...token(1), symbol: 'DUSD', address: DUSD }]);
    store.set(onrampOptionsAtom, options);
    const { byTestId } = render(<OnRampTokenSelect route={{ view: 'OnRampTokenSelect' }} />, store);
    expect(srcs(byTestId(`wm-onramp-token-ETH-${NETWORK}`))).toEqual([networkImageUrl(API, NETWORK)]);
    expect(srcs(byTestId(`wm-onramp-token-DUSD-${NETWORK}`))).toEqual([tokenImageUrl(API, { chainId: NETWORK, address: DUSD })]);
    const unheld = byTestId(`wm-onramp-token-ZZZ-${NETWORK}`)!;
    expect(srcs(unheld)).toEqual([]);
    expect(unheld.querySelector('.wm-token-icon')!.textContent).toBe('ZZ');
  });
});

describe('SPEC §9 image prefetch', () => {
  it('the constants are SPEC’s: the first 20, 2 s', () => {
    expect(IMAGE_PREFETCH_COUNT).toBe(20);
    expect(IMAGE_PRELOAD_TIMEOUT_MS).toBe(2000);
  });

  it('loads the first 20 token images once the balances are here, no more', () => {
    const store = connected([]);
    const { client } = render(<TokensTab />, store, { view: 'Account' });
    expect(client.preloadImage).not.toHaveBeenCalled();
    const tokens = Array.from({ length: 25 }, (_, i) => token(i + 1));
    act(() => store.set(accountAtoms.eip155, { ...store.get(accountAtoms.eip155), tokenBalance: tokens } as never));
    const asked = client.preloadImage.mock.calls.map(([url]) => url);
    expect(asked).toEqual(tokens.slice(0, 20).map((t) => tokenImageUrl(API, t)));
  });

  it('a preload gives up at 2 s as slow, and a slow image is not marked failed: its row still shows it', async () => {
    vi.useFakeTimers();
    const url = `${API}/public/getTokenImage/slow`;
    let end: string | undefined;
    void preloadImage(url).then((e) => (end = e));
    await vi.advanceTimersByTimeAsync(IMAGE_PRELOAD_TIMEOUT_MS - 1);
    expect(end).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(end).toBe('slow');
    vi.useRealTimers();

    const store = connected([token(1)]);
    const { client, container } = render(<TokensTab />, store, { view: 'Account' });
    await act(async () => {
      await client.preloadImage.mock.results[0]!.value;
    });
    expect(srcs(container)).toEqual([tokenImageUrl(API, token(1))]);
  });

  it('an image whose preload failed (an error) starts as its initials in a row drawn after; one that loads later is shown again', async () => {
    const failing = token(7);
    const url = tokenImageUrl(API, failing)!;
    const store = connected([]);
    const first = render(<TokensTab />, store, { view: 'Account' });
    first.client.preloadImage.mockResolvedValue('failed');
    await act(async () => store.set(accountAtoms.eip155, { ...store.get(accountAtoms.eip155), tokenBalance: [failing] } as never));
    expect(first.client.preloadImage).toHaveBeenCalledWith(url);
    first.unmount();

    const again = render(<TokensTab />, store, { view: 'Account' });
    expect(srcs(again.container)).toEqual([]);
    expect(again.container.querySelector('.wm-token-icon')!.textContent).toBe('T7');
    // This showing's preload loads it: the next row drawn shows the image.
    again.client.preloadImage.mockResolvedValue('loaded');
    await act(async () => store.set(accountAtoms.eip155, { ...store.get(accountAtoms.eip155), tokenBalance: [failing, token(8)] } as never));
    again.unmount();
    const third = render(<TokensTab />, store, { view: 'Account' });
    expect(srcs(third.container)[0]).toBe(url);
  });
});
