import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { createStore } from 'jotai/vanilla';
import { describe, expect, it, vi } from 'vitest';
import type { Connector } from '../../../src/connectors/connector';
import { UserRejectedRequestError } from '../../../src/errors/rpc';
import { accountAtoms, balanceStatusAtoms, type AccountState } from '../../../src/state/account';
import { connectAttemptAtom, connectorsAtom } from '../../../src/state/connection';
import { optionsAtom } from '../../../src/state/options';
import { toastsAtom } from '../../../src/state/toasts';
import { parseAttributes } from '../../../src/element/attributes';
import { Dialog } from '../../../src/ui/components/Dialog';
import { Toasts } from '../../../src/ui/components/Toasts';
import { TriggerButton } from '../../../src/ui/components/TriggerButton';
import { WalletIcon } from '../../../src/ui/components/WalletIcon';
import AccountView from '../../../src/ui/views/AccountView';
import ConnectingExternalView from '../../../src/ui/views/ConnectingExternalView';
import UnsupportedChainView from '../../../src/ui/views/UnsupportedChainView';
import { click, render } from '../../support/render';

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const connected = (overrides: Partial<Extract<AccountState, { status: 'connected' }>> = {}): AccountState => ({
  status: 'connected',
  connectorId: 'demo',
  caipAddress: `eip155:8453:${ADDRESS}`,
  address: ADDRESS,
  caipNetworkId: 'eip155:8453',
  balance: { value: 12_345_678_900_000_000_000_000n, decimals: 18 },
  balanceSymbol: 'ETH',
  tokenBalance: [],
  allAccounts: [],
  ...overrides,
});

function connector(id: string, installed = true, imageUrl?: string): Connector {
  return { id, name: `Wallet ${id}`, type: 'ANNOUNCED', namespace: 'eip155', installed, ...(imageUrl ? { imageUrl } : {}) } as Connector;
}

describe('WalletIcon', () => {
  it.each(['javascript:alert(1)', 'data:text/html,<img src=x onerror=alert(1)>', 'http://cdn.example/w.png', 'vbscript:x'])(
    'draws a letter tile, not an image, for %s',
    (url) => {
      const { container } = render(<WalletIcon name="metaMask" url={url} />);
      expect(container.querySelector('img')).toBeNull();
      expect(container.textContent).toBe('M');
    },
  );
  it('draws https and data:image icons as <img>', () => {
    const { container } = render(
      <>
        <WalletIcon name="A" url="https://cdn.example/a.png" />
        <WalletIcon name="B" url="data:image/png;base64,AAAA" />
      </>,
    );
    expect([...container.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual(['https://cdn.example/a.png', 'data:image/png;base64,AAAA']);
  });
});

describe('TriggerButton', () => {
  it('says Connect, then Connecting…, then the short address and balance; a click opens', async () => {
    const { store, byTestId, client } = render(<TriggerButton />);
    expect(byTestId('wm-trigger')!.textContent).toBe('Connect');
    act(() => store.set(accountAtoms.eip155, { status: 'connecting' }));
    expect(byTestId('wm-trigger')!.textContent).toBe('Connecting…');
    act(() => store.set(accountAtoms.eip155, connected()));
    // The connected label is its own chunk, fetched from 'connecting' on: the start of the address until it is here.
    expect(byTestId('wm-trigger')!.textContent).toMatch(/^0xf39F/);
    await vi.waitFor(() => expect(byTestId('wm-trigger')!.textContent).toMatch(/^0xf39F.*2266.*12,345\.678 ETH$/));
    click(byTestId('wm-trigger'));
    expect(client.open).toHaveBeenCalledTimes(1);
  });
});

describe('ConnectingExternalView', () => {
  const route = { view: 'ConnectingExternal', connectorId: 'a' } as const;
  it('waits, then offers a retry after a rejection', () => {
    const store = createStore();
    store.set(connectorsAtom, [connector('a')]);
    store.set(connectAttemptAtom, { connectorId: 'a', status: 'waiting' });
    const { byTestId, client } = render(<ConnectingExternalView route={route} />, store);
    expect(byTestId('wm-connect-waiting')!.textContent).toContain('Continue in Wallet a');
    expect(byTestId('wm-retry')).toBeNull();
    act(() => store.set(connectAttemptAtom, { connectorId: 'a', status: 'rejected', error: new UserRejectedRequestError() }));
    expect(byTestId('wm-connect-rejected')!.textContent).toContain('Connection declined');
    expect(byTestId('wm-connect-rejected')!.textContent).toContain('You rejected the request in the wallet.');
    click(byTestId('wm-retry'));
    expect(client.connect).toHaveBeenCalledWith('a');
  });
});

describe('AccountView and UnsupportedChainView', () => {
  const setup = () => {
    const store = createStore();
    store.set(optionsAtom, parseAttributes({ networks: 'eip155:1,eip155:8453' }).options);
    return store;
  };
  it('shows the address, the balance with 3 decimals, the network, and acts through the client', async () => {
    const store = setup();
    store.set(accountAtoms.eip155, connected());
    const { byTestId, client } = render(<AccountView route={{ view: 'Account' }} />, store);
    expect(byTestId('wm-account-address')!.textContent).toMatch(/^0xf39F.*2266$/);
    expect(byTestId('wm-balance')!.textContent).toBe('12,345.678 ETH');
    expect(byTestId('wm-network-name')!.textContent).toBe('Base');
    click(byTestId('wm-disconnect'));
    expect(client.disconnect).toHaveBeenCalledTimes(1);
  });
  it('keeps the networks behind the header button: it opens the list on the current one, Escape closes it, a switch closes it', async () => {
    const store = setup();
    store.set(accountAtoms.eip155, connected());
    const { byTestId, client } = render(<AccountView route={{ view: 'Account' }} />, store);
    const button = byTestId('wm-network-button')!;
    expect(button.getAttribute('aria-expanded')).toBe('false');
    // Its name says what it is, then its visible text (axe's label-in-name): "Network: Base".
    expect(button.querySelector('.wm-visually-hidden')!.textContent).toBe('Network: ');
    expect(byTestId('wm-network-name')!.textContent).toBe('Base');
    expect(byTestId('wm-network-eip155:1')).toBeNull();
    click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById(button.getAttribute('aria-controls')!)).not.toBeNull();
    const current = byTestId('wm-network-eip155:8453')!;
    expect(current.getAttribute('aria-current')).toBe('true');
    expect(current.ownerDocument.activeElement).toBe(current);
    const escapeKey = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
    act(() => void current.dispatchEvent(escapeKey));
    // Marked handled, so the dialog around the view leaves this Escape alone.
    expect(escapeKey.defaultPrevented).toBe(true);
    expect(byTestId('wm-network-eip155:1')).toBeNull();
    expect(button.ownerDocument.activeElement).toBe(button);

    click(button);
    click(byTestId('wm-network-eip155:1'));
    expect(client.switchNetwork).toHaveBeenCalledWith('eip155:1');
    await act(async () => undefined);
    act(() => store.set(accountAtoms.eip155, connected({ caipNetworkId: 'eip155:1' })));
    expect(byTestId('wm-network-eip155:8453')).toBeNull();
    expect(byTestId('wm-network-name')!.textContent).toBe('Ethereum');
    expect(button.ownerDocument.activeElement).toBe(button);
  });
  it('shows a skeleton while the balance loads', () => {
    const store = setup();
    store.set(accountAtoms.eip155, connected({ balance: undefined }));
    store.set(balanceStatusAtoms.eip155, 'loading');
    const { byTestId, container } = render(<AccountView route={{ view: 'Account' }} />, store);
    expect(byTestId('wm-balance')).toBeNull();
    expect(container.querySelector('.wm-skeleton')).not.toBeNull();
  });
  it("shows each network's image from the data service", () => {
    const store = createStore();
    store.set(optionsAtom, parseAttributes({ networks: 'eip155:1,eip155:8453', 'api-url': 'https://data.example/' }).options);
    store.set(accountAtoms.eip155, connected());
    // The Account header's button shows the current network's image (one render per test: the tabs' chunk is loading).
    const { byTestId } = render(<AccountView route={{ view: 'Account' }} />, store);
    expect(byTestId('wm-network-button')!.querySelector('img')!.getAttribute('src')).toBe('https://data.example/public/getAssetImage/eip155-8453');
  });
  it("shows each network's image in a network list", () => {
    const store = createStore();
    store.set(optionsAtom, parseAttributes({ networks: 'eip155:1,eip155:8453', 'api-url': 'https://data.example/' }).options);
    store.set(accountAtoms.eip155, connected({ caipNetworkId: 'eip155:31339' }));
    const { byTestId } = render(<UnsupportedChainView route={{ view: 'UnsupportedChain' }} />, store);
    expect(byTestId('wm-network-eip155:8453')!.querySelector('img')!.getAttribute('src')).toBe('https://data.example/public/getAssetImage/eip155-8453');
  });
  it("shows a network's initials when there is no data service to draw its image", () => {
    const bareStore = setup();
    bareStore.set(accountAtoms.eip155, connected());
    const bare = render(<AccountView route={{ view: 'Account' }} />, bareStore);
    click(bare.byTestId('wm-network-button'));
    expect(bare.byTestId('wm-network-eip155:1')!.querySelector('img')).toBeNull();
    expect(bare.byTestId('wm-network-eip155:1')!.querySelector('span[aria-hidden="true"]')!.textContent).toBe('ET');
  });
  it('offers the setup networks when the wallet is on another one', async () => {
    const store = setup();
    store.set(accountAtoms.eip155, connected({ caipNetworkId: 'eip155:31339' }));
    const { byTestId, container, client } = render(<UnsupportedChainView route={{ view: 'UnsupportedChain' }} />, store);
    expect(container.textContent).toContain("This network isn't supported");
    expect(byTestId('wm-network-eip155:1')).not.toBeNull();
    click(byTestId('wm-network-eip155:8453'));
    expect(client.switchNetwork).toHaveBeenCalledWith('eip155:8453');
    await act(async () => undefined);
    expect(byTestId('wm-disconnect')).not.toBeNull();
  });
  it('does not offer a network of a namespace with no adapter (bip122)', () => {
    const store = createStore();
    const BITCOIN = 'bip122:000000000019d6689c085ae165831e93';
    store.set(optionsAtom, parseAttributes({ networks: `eip155:1,${BITCOIN},eip155:8453` }).options);
    store.set(accountAtoms.eip155, connected());
    const { byTestId, container } = render(<AccountView route={{ view: 'Account' }} />, store);
    click(byTestId('wm-network-button'));
    expect(byTestId('wm-network-eip155:1')).not.toBeNull();
    expect(byTestId(`wm-network-${BITCOIN}`)).toBeNull();
    expect(container.textContent).not.toContain('Bitcoin');
  });
});

describe('Toasts', () => {
  it('announces toasts politely and dismisses through the client', async () => {
    const store = createStore();
    const { byTestId, container, client } = render(<Toasts />, store);
    // The live region is there before any toast, so the first one is announced.
    expect(container.querySelector('[aria-live="polite"]')).not.toBeNull();
    act(() => store.set(toastsAtom, [{ id: 7, variant: 'error', message: 'Signature declined' }]));
    // The toasts' own chunk arrives with the first one.
    await vi.waitFor(() => expect(byTestId('wm-toast')).not.toBeNull());
    expect(container.querySelector('[aria-live="polite"] [data-testid="wm-toast"]')).not.toBeNull();
    expect(byTestId('wm-toast')!.dataset.variant).toBe('error');
    expect(byTestId('wm-toast')!.textContent).toContain('Signature declined');
    click(byTestId('wm-toast-dismiss'));
    expect(client.dismissToast).toHaveBeenCalledWith(7);
  });
});

describe('Dialog', () => {
  it('is a modal dialog labelled by its title; Escape, close and back call their handlers', () => {
    const onClose = vi.fn();
    const onBack = vi.fn();
    const { byTestId, container } = render(
      <Dialog title="Connect a wallet" zIndex={999} canGoBack onBack={onBack} onClose={onClose}>
        <button type="button">inside</button>
      </Dialog>,
    );
    const dialog = byTestId('wm-dialog')!;
    expect(dialog.getAttribute('role')).toBe('dialog');
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(container.querySelector(`#${CSS.escape(dialog.getAttribute('aria-labelledby')!)}`)!.textContent).toBe('Connect a wallet');
    expect(container.contains(document.activeElement)).toBe(true);
    act(() => dialog.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true })));
    expect(onClose).toHaveBeenCalledTimes(1);
    click(byTestId('wm-back'));
    expect(onBack).toHaveBeenCalledTimes(1);
    click(byTestId('wm-close'));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('in a shadow root, closes on Escape from inside it once, and on Escape while focus has fallen to the page body', () => {
    const host = document.createElement('div');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    const mount = document.createElement('div');
    shadow.append(mount);
    const onClose = vi.fn();
    const root = createRoot(mount);
    act(() =>
      root.render(
        <Dialog title="Connect a wallet" zIndex={999} canGoBack={false} onBack={() => {}} onClose={onClose}>
          <button type="button">inside</button>
        </Dialog>,
      ),
    );
    const escapeKey = () => new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true });
    act(() => shadow.querySelector('button')!.dispatchEvent(escapeKey()));
    expect(onClose).toHaveBeenCalledTimes(1);
    act(() => document.body.dispatchEvent(escapeKey()));
    expect(onClose).toHaveBeenCalledTimes(2);
    // An Escape in some other element of the page is the page's own.
    const other = document.createElement('input');
    document.body.append(other);
    act(() => other.dispatchEvent(escapeKey()));
    expect(onClose).toHaveBeenCalledTimes(2);
    act(() => root.unmount());
    act(() => document.body.dispatchEvent(escapeKey()));
    expect(onClose).toHaveBeenCalledTimes(2);
    host.remove();
    other.remove();
  });

  it('leaves an Escape that a part of its view handled, with React on the shadow root as in the element', () => {
    const host = document.createElement('div');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    const onClose = vi.fn();
    // r2wc renders into the shadow root itself: React's listener and the dialog's are on the same node.
    const root = createRoot(shadow);
    act(() =>
      root.render(
        <Dialog title="Account" zIndex={999} canGoBack={false} onBack={() => {}} onClose={onClose}>
          <button type="button" data-testid="handles-escape" onKeyDown={(event) => event.key === 'Escape' && event.preventDefault()}>
            list
          </button>
          <button type="button" data-testid="plain">
            plain
          </button>
        </Dialog>,
      ),
    );
    const escapeKey = () => new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true, cancelable: true });
    act(() => void shadow.querySelector('[data-testid="handles-escape"]')!.dispatchEvent(escapeKey()));
    expect(onClose).not.toHaveBeenCalled();
    act(() => void shadow.querySelector('[data-testid="plain"]')!.dispatchEvent(escapeKey()));
    expect(onClose).toHaveBeenCalledTimes(1);
    act(() => root.unmount());
    host.remove();
  });
});
