/**
 * The Swap views' states without a pool, in happy-dom: Solana (no swaps on the namespace) and an EVM network with a
 * data service that cannot be reached (a closed port) or none at all. Nothing spins: each ends in words and a way on.
 */
import { act } from 'react';
import { createStore } from 'jotai/vanilla';
import { describe, expect, it } from 'vitest';
import { parseAttributes } from '../../../src/element/attributes';
import { gasPriceUnsupported as GAS_PRICE_NETWORK_UNSUPPORTED, swapsUnsupported as SWAP_NETWORK_UNSUPPORTED } from '../../../src/messages';
import { accountAtoms, activeNamespaceAtom } from '../../../src/state/account';
import { localeAtom } from '../../../src/state/locale';
import de from '../../../src/i18n/locales/de.json';
import ar from '../../../src/i18n/locales/ar.json';
import { optionsAtom } from '../../../src/state/options';
import { swapPlanAtom, swapTokensAtom } from '../../../src/state/swap';
import ApproveTransaction from '../../../src/ui/views/swap/ApproveTransaction';
import SwapPreview from '../../../src/ui/views/swap/SwapPreview';
import SwapView from '../../../src/ui/views/swap/SwapView';
import { click, render } from '../../support/render';
import * as MESSAGES from '../../../src/messages';

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const SOLANA = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp';

function evmStore(apiUrl: string | undefined) {
  const store = createStore();
  store.set(optionsAtom, parseAttributes({ networks: 'eip155:8453', ...(apiUrl ? { 'api-url': apiUrl } : {}) }).options);
  store.set(accountAtoms.eip155, {
    status: 'connected',
    connectorId: 'demo',
    caipAddress: `eip155:8453:${ADDRESS}`,
    address: ADDRESS,
    caipNetworkId: 'eip155:8453',
    balance: { value: 10n ** 18n, decimals: 18 },
    tokenBalance: [],
    allAccounts: [],
  });
  return store;
}

async function until(done: () => boolean, ms = 5000) {
  const end = Date.now() + ms;
  while (!done()) {
    if (Date.now() > end) throw new Error('timed out');
    await act(() => new Promise((r) => setTimeout(r, 20)));
  }
}

describe('Swap views without a pool', () => {
  it('on Solana: SPEC §8’s two sentences, and no call to the service', () => {
    const store = createStore();
    store.set(optionsAtom, parseAttributes({ networks: SOLANA, 'api-url': 'http://127.0.0.1:9' }).options);
    store.set(activeNamespaceAtom, 'solana');
    store.set(accountAtoms.solana, {
      status: 'connected',
      connectorId: 'demo',
      caipAddress: `${SOLANA}:9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM`,
      address: '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM',
      caipNetworkId: SOLANA,
      tokenBalance: [],
      allAccounts: [],
    });
    const { byTestId } = render(<SwapView route={{ view: 'Swap' }} />, store);
    expect(byTestId('wm-swap-unsupported')?.textContent).toBe(`${SWAP_NETWORK_UNSUPPORTED}${GAS_PRICE_NETWORK_UNSUPPORTED}`);
    expect(store.get(swapTokensAtom)).toBeNull();
  });

  it('with the data service unreachable: says so, and Try again asks again', async () => {
    const store = evmStore('http://127.0.0.1:9');
    const { byTestId, container } = render(<SwapView route={{ view: 'Swap' }} />, store);
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    await until(() => byTestId('wm-swap-unavailable') !== null);
    expect(byTestId('wm-swap-unavailable')?.querySelector('[role="alert"]')?.textContent).toBe(MESSAGES.swapServiceUnavailable);
    expect(container.querySelector('.wm-spinner')).toBeNull();
    click(byTestId('wm-swap-retry'));
    expect(store.get(swapTokensAtom)).toBeNull();
    await until(() => byTestId('wm-swap-unavailable') !== null);
  });

  it('without api-url: the same, at once', async () => {
    const { byTestId } = render(<SwapView route={{ view: 'Swap' }} />, evmStore(undefined));
    await until(() => byTestId('wm-swap-unavailable') !== null, 500);
  });

  it('speaks the active language: SPEC §8’s sentences in German, the service’s absence in Arabic', async () => {
    const solana = createStore();
    solana.set(optionsAtom, parseAttributes({ networks: SOLANA }).options);
    solana.set(activeNamespaceAtom, 'solana');
    solana.set(localeAtom, { locale: 'de', catalogue: de });
    expect(render(<SwapView route={{ view: 'Swap' }} />, solana).byTestId('wm-swap-unsupported')?.textContent).toBe(
      'Netzwerk wird für Swaps nicht unterstütztNetzwerk wird für Gaspreise nicht unterstützt',
    );

    const store = evmStore(undefined);
    store.set(localeAtom, { locale: 'ar', catalogue: ar });
    const { byTestId } = render(<SwapView route={{ view: 'Swap' }} />, store);
    await until(() => byTestId('wm-swap-unavailable') !== null, 500);
    expect(byTestId('wm-swap-unavailable')?.textContent).toBe(`${ar['swap.msg.serviceUnavailable']}${ar['common.tryAgain']}`);
  });

  it('SwapPreview and ApproveTransaction with nothing chosen say so and offer a way back', () => {
    const store = evmStore('http://127.0.0.1:9');
    expect(render(<SwapPreview route={{ view: 'SwapPreview', shownMinimum: 1n }} />, store).container.textContent).toBe('Choose a swap first.');
    store.set(swapPlanAtom, null);
    const { container, client } = render(<ApproveTransaction route={{ view: 'ApproveTransaction' }} />, store);
    expect(container.textContent).toContain('Nothing to approve.');
    click(container.querySelector('button'));
    expect(client.goBack).toHaveBeenCalled();
  });
});
