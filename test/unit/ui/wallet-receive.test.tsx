import { act } from 'react';
import { createStore } from 'jotai/vanilla';
import { encode } from 'uqr';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_FEATURES, WALLET_FEATURE_ORDER } from '../../../src/constants';
import { parseAttributes } from '../../../src/element/attributes';
import type { CaipNetworkId } from '../../../src/chains/caip';
import { accountAtoms, activeNamespaceAtom } from '../../../src/state/account';
import { optionsAtom } from '../../../src/state/options';
import { walletActions } from '../../../src/ui/components/WalletActions';
import AccountView from '../../../src/ui/views/AccountView';
import WalletReceiveView from '../../../src/ui/views/WalletReceiveView';
import { connectedState } from '../../support/account-state';
import { click, render } from '../../support/render';

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const SOLANA_ADDRESS = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';
const connected = (address: string, caipNetworkId: string) => connectedState({ address, caipNetworkId: caipNetworkId as CaipNetworkId });

function storeWith(attributes: Record<string, string>) {
  const store = createStore();
  store.set(optionsAtom, parseAttributes({ networks: 'eip155:1,eip155:8453,solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', ...attributes }).options);
  return store;
}

/** The QR's dark modules, read back from the drawn rects, against a fresh encoding of `value`. */
function qrMatches(svg: Element, value: string): boolean {
  const { data, size } = encode(value, { ecc: 'M', border: 2 });
  const drawn = Array.from({ length: size }, () => Array<boolean>(size).fill(false));
  for (const rect of [...svg.querySelectorAll('rect')].slice(1)) {
    const x = Number(rect.getAttribute('x')),
      y = Number(rect.getAttribute('y')),
      w = Number(rect.getAttribute('width'));
    for (let i = x; i < x + w; i++) drawn[y]![i] = true;
  }
  return data.every((row, y) => row.every((dark, x) => drawn[y]![x] === dark));
}

describe('wallet actions (SPEC §9 wallet feature order)', () => {
  it('follows onramp, swaps, receive, send, leaving out what is off or has no view yet', () => {
    expect(WALLET_FEATURE_ORDER).toEqual(['onramp', 'swaps', 'receive', 'send']);
    expect(walletActions(DEFAULT_FEATURES).map((a) => a.feature)).toEqual(['onramp', 'swaps', 'receive', 'send']);
    expect(walletActions({ ...DEFAULT_FEATURES, receive: false }).map((a) => a.feature)).toEqual(['onramp', 'swaps', 'send']);
    expect(walletActions({ ...DEFAULT_FEATURES, send: false }).map((a) => a.feature)).toEqual(['onramp', 'swaps', 'receive']);
    expect(walletActions({ ...DEFAULT_FEATURES, receive: false, onramp: false, swaps: false, send: false })).toEqual([]);
    // Swaps are EVM pools: Solana's Account view leaves the button out.
    expect(walletActions(DEFAULT_FEATURES, 'eip155').map((a) => a.feature)).toEqual(['onramp', 'swaps', 'receive', 'send']);
    expect(walletActions(DEFAULT_FEATURES, 'solana').map((a) => a.feature)).toEqual(['onramp', 'receive', 'send']);
  });

  it('the Account view shows Receive by default, opens WalletReceive with it, and hides it when features turns it off', () => {
    const store = storeWith({});
    store.set(accountAtoms.eip155, connected(ADDRESS, 'eip155:8453'));
    const { byTestId, client } = render(<AccountView route={{ view: 'Account' }} />, store);
    click(byTestId('wm-action-receive'));
    expect(client.push).toHaveBeenCalledWith({ view: 'WalletReceive' });

    const off = storeWith({ features: '{"receive":false}' });
    off.set(accountAtoms.eip155, connected(ADDRESS, 'eip155:8453'));
    expect(render(<AccountView route={{ view: 'Account' }} />, off).byTestId('wm-action-receive')).toBeNull();
  });

  it('a bad features value means the defaults in the view (the start-up action reports it)', () => {
    const store = storeWith({ features: 'teleport' });
    store.set(accountAtoms.eip155, connected(ADDRESS, 'eip155:8453'));
    expect(render(<AccountView route={{ view: 'Account' }} />, store).byTestId('wm-action-receive')).not.toBeNull();
  });
});

describe('WalletReceive', () => {
  it('shows the whole address left to right, a QR code of it, and the EVM networks of the setup only', async () => {
    const store = storeWith({});
    store.set(accountAtoms.eip155, connected(ADDRESS, 'eip155:8453'));
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { byTestId } = render(<WalletReceiveView route={{ view: 'WalletReceive' }} />, store);
    const address = byTestId('wm-receive-address')!;
    expect(address.textContent).toBe(ADDRESS);
    expect(address.getAttribute('dir')).toBe('ltr');
    const qr = byTestId('wm-receive-qr')!;
    expect(qr.getAttribute('data-uri')).toBe(ADDRESS);
    expect(qrMatches(qr, ADDRESS)).toBe(true);
    expect(qrMatches(qr, ADDRESS.toLowerCase())).toBe(false);
    expect([...byTestId('wm-receive-networks')!.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['Ethereum', 'Base']);
    click(byTestId('wm-receive-copy'));
    await act(async () => undefined);
    expect(writeText).toHaveBeenCalledWith(ADDRESS);
    expect(byTestId('wm-receive-copied')!.textContent).toBe('Copied');
  });

  it('on Solana, the Solana address and the Solana networks', () => {
    const store = storeWith({});
    store.set(activeNamespaceAtom, 'solana');
    store.set(accountAtoms.solana, connected(SOLANA_ADDRESS, 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'));
    const { byTestId } = render(<WalletReceiveView route={{ view: 'WalletReceive' }} />, store);
    expect(byTestId('wm-receive-qr')!.getAttribute('data-uri')).toBe(SOLANA_ADDRESS);
    expect([...byTestId('wm-receive-networks')!.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['Solana']);
  });

  it('says so when nothing is connected', () => {
    const { container, byTestId } = render(<WalletReceiveView route={{ view: 'WalletReceive' }} />, storeWith({}));
    expect(byTestId('wm-receive-qr')).toBeNull();
    expect(container.textContent).toBe('Not connected');
  });
});
