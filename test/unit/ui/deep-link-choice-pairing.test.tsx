// SPEC §3 "deep link choice": opening a wallet's app from the pairing view on a phone keeps that wallet's
// name and mobile link (src/client/deep-link-choice.ts); on a desktop nothing is kept.
import { createStore } from 'jotai/vanilla';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEEP_LINK_CHOICE } from '../../../src/client/deep-link-choice';
import type { WalletListing } from '../../../src/services/catalogue/listing';
import { walletConnectPairingAtom } from '../../../src/state/walletconnect';
import { WalletConnectPairing } from '../../../src/ui/components/WalletConnectPairing';
import { click, render } from '../../support/render';

const RAINBOW: WalletListing = { id: 'rainbow', name: 'Rainbow', chains: ['eip155:1'], mobile_link: 'rainbow://', webapp_link: 'https://rainbow.example/' };
const IPHONE_SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

function pairing() {
  const store = createStore();
  store.set(walletConnectPairingAtom, { uri: 'wc:abc@2?relay-protocol=irn&symKey=00', createdAt: Date.now(), expiresAt: Date.now() + 60_000 });
  return render(<WalletConnectPairing wallet={RAINBOW} walletId="rainbow" />, store);
}

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('the deep link choice from the pairing view', () => {
  it('on a phone, the Open tap keeps the wallet’s name and mobile link', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE_SAFARI);
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({ matches: query === '(pointer: coarse)' }) as MediaQueryList);
    const { byTestId } = pairing();
    expect(localStorage.getItem(DEEP_LINK_CHOICE.name)).toBeNull();
    click(byTestId('wm-wc-open'));
    expect(JSON.parse(localStorage.getItem(DEEP_LINK_CHOICE.name)!)).toEqual({ name: 'Rainbow', href: 'rainbow://' });
  });

  it('on a desktop, opening the web app keeps nothing', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { byTestId } = pairing();
    click(byTestId('wm-wc-open'));
    expect(open).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(DEEP_LINK_CHOICE.name)).toBeNull();
  });
});
