import { act, useState, type ReactNode } from 'react';
import { createStore } from 'jotai/vanilla';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_DELAY_MS } from '../../../src/constants';
import { parseAttributes } from '../../../src/element/attributes';
import { accountAtoms, type AccountState } from '../../../src/state/account';
import {
  ACTIVITY_REFRESH_MS,
  activityAtom,
  counterpartyNamesAtom,
  dataChainsAtom,
  nftsAtom,
  suggestionsAtom,
  tokensStatusAtom,
  type Transaction,
} from '../../../src/state/account-data';
import { accountTabAtom, type AccountTab } from '../../../src/state/account-tab';
import { optionsAtom } from '../../../src/state/options';
import { showingAtom } from '../../../src/state/showing';
import { pendingTransactionsAtom, withoutPending, withPending } from '../../../src/state/pending-transactions';
import { Tabs } from '../../../src/ui/components/Tabs';
import { TriggerButton } from '../../../src/ui/components/TriggerButton';
import ActivityTab from '../../../src/ui/views/account-tabs/ActivityTab';
import NftsTab from '../../../src/ui/views/account-tabs/NftsTab';
import TokensTab from '../../../src/ui/views/account-tabs/TokensTab';
import AccountTabs from '../../../src/ui/views/account-tabs/AccountTabs';
import { TAB_PANELS } from '../../../src/ui/views/account-tabs/panels';
import RegisterAccountNameView from '../../../src/ui/views/RegisterAccountNameView';
import { click, render } from '../../support/render';

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const OTHER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

function connectedStore(network = 'eip155:8453', overrides: Partial<Extract<AccountState, { status: 'connected' }>> = {}) {
  const store = createStore();
  store.set(optionsAtom, parseAttributes({ networks: 'eip155:8453,eip155:84532', 'api-url': 'https://data.example' }).options);
  store.set(accountAtoms.eip155, {
    status: 'connected',
    connectorId: 'demo',
    caipAddress: `${network}:${ADDRESS}` as `eip155:${string}:${string}`,
    address: ADDRESS,
    caipNetworkId: network as `eip155:${string}`,
    tokenBalance: [
      {
        name: 'Ether',
        symbol: 'ETH',
        chainId: network as `eip155:${string}`,
        quantity: { value: 1_500_000_000_000_000_000n, decimals: 18 },
        value: { value: 450000n, decimals: 2 },
        price: { value: 3000_00n, decimals: 2 },
      },
      {
        name: 'Demo',
        symbol: 'DEMO',
        chainId: network as `eip155:${string}`,
        address: `${network}:0x5FbDB2315678afecb367f032d93F642f64180aa3`,
        quantity: { value: 2_000_000n, decimals: 6 },
        value: { value: 1_234_567n, decimals: 4 },
        iconUrl: 'javascript:alert(1)',
      },
    ],
    allAccounts: [],
    ...overrides,
  });
  store.set(dataChainsAtom, [
    { id: 'eip155:8453', testnet: false },
    { id: 'eip155:84532', testnet: true },
  ]);
  return store;
}

/** A tab alone, on screen as the Account view's chosen tab: the client's loads follow that choice. */
function renderTab(node: ReactNode, store: ReturnType<typeof createStore>, tab: AccountTab) {
  const view = render(node, store, { view: 'Account' });
  act(() => store.set(accountTabAtom, { showing: store.get(showingAtom), tab }));
  return view;
}

function ThreeTabs() {
  const [selected, setSelected] = useState<'a' | 'b' | 'c'>('a');
  return (
    <Tabs
      label="Demo"
      tabs={[
        { key: 'a', label: 'A' },
        { key: 'b', label: 'B' },
        { key: 'c', label: 'C' },
      ]}
      selected={selected}
      onSelect={setSelected}
    >
      <p data-testid="content">{selected}</p>
    </Tabs>
  );
}

const key = (target: Element, k: string) => act(() => void target.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true })));

describe('Tabs (WAI-ARIA tabs pattern)', () => {
  it('labels tabs and panels for each other and keeps one tab in the tab order', () => {
    const { container } = render(<ThreeTabs />);
    const tablist = container.querySelector('[role="tablist"]')!;
    expect(tablist.getAttribute('aria-label')).toBe('Demo');
    const tabs = [...container.querySelectorAll<HTMLElement>('[role="tab"]')];
    const panels = [...container.querySelectorAll<HTMLElement>('[role="tabpanel"]')];
    expect(tabs.map((t) => t.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false']);
    expect(tabs.map((t) => t.tabIndex)).toEqual([0, -1, -1]);
    tabs.forEach((tab, i) => {
      expect(tab.getAttribute('aria-controls')).toBe(panels[i]!.id);
      expect(panels[i]!.getAttribute('aria-labelledby')).toBe(tab.id);
    });
    expect(panels.map((p) => p.hidden)).toEqual([false, true, true]);
  });

  it('moves with the arrow keys (wrapping), Home and End, selecting and focusing as it goes', () => {
    const { container, byTestId } = render(<ThreeTabs />);
    const tabs = () => [...container.querySelectorAll<HTMLElement>('[role="tab"]')];
    const selected = () => tabs().findIndex((t) => t.getAttribute('aria-selected') === 'true');
    tabs()[0]!.focus();
    key(tabs()[0]!, 'ArrowRight');
    expect(selected()).toBe(1);
    expect(document.activeElement).toBe(tabs()[1]);
    expect(tabs().map((t) => t.tabIndex)).toEqual([-1, 0, -1]);
    expect(byTestId('content')?.textContent).toBe('b');
    key(tabs()[1]!, 'ArrowRight');
    key(tabs()[2]!, 'ArrowRight');
    expect(selected()).toBe(0);
    key(tabs()[0]!, 'ArrowLeft');
    expect(selected()).toBe(2);
    key(tabs()[2]!, 'Home');
    expect(selected()).toBe(0);
    key(tabs()[0]!, 'End');
    expect(selected()).toBe(2);
    expect(document.activeElement).toBe(tabs()[2]);
    key(tabs()[2]!, 'a');
    expect(selected()).toBe(2);
    click(tabs()[1]!);
    expect(selected()).toBe(1);
  });
});

describe('TokensTab', () => {
  it("shows each token's image from the data service (never an unsafe icon), and its initials when the image fails", () => {
    const { container } = render(<TokensTab />, connectedStore());
    const images = [...container.querySelectorAll('[data-testid="wm-token-row"] img')];
    // The native currency by its network's image; DEMO's javascript: icon is refused for the service's drawn one.
    expect(images.map((img) => img.getAttribute('src'))).toEqual([
      'https://data.example/public/getAssetImage/eip155-8453',
      'https://data.example/public/getTokenImage/eip155%3A8453%3A0x5FbDB2315678afecb367f032d93F642f64180aa3',
    ]);
    act(() => void images[1]!.dispatchEvent(new Event('error')));
    const rows = [...container.querySelectorAll('[data-testid="wm-token-row"]')];
    expect(rows[1]!.querySelector('img')).toBeNull();
    expect(rows[1]!.querySelector('span[aria-hidden="true"]')?.textContent).toBe('DE');
    expect(rows[0]!.querySelector('img')).not.toBeNull();
  });

  it("loads a token's logo through the data service, which fetched and checked it; its own URL only without a service", () => {
    const logo = 'https://icons.example/demo.png';
    const store = connectedStore('eip155:8453', {
      tokenBalance: [
        {
          name: 'Demo',
          symbol: 'DEMO',
          chainId: 'eip155:8453',
          address: 'eip155:8453:0x5FbDB2315678afecb367f032d93F642f64180aa3',
          quantity: { value: 2_000_000n, decimals: 6 },
          iconUrl: logo,
        },
      ],
    });
    const served = render(<TokensTab />, store).container.querySelector('[data-testid="wm-token-row"] img')!;
    expect(served.getAttribute('src')).toBe('https://data.example/public/getTokenImage/eip155%3A8453%3A0x5FbDB2315678afecb367f032d93F642f64180aa3');
    store.set(optionsAtom, parseAttributes({ networks: 'eip155:8453,eip155:84532' }).options);
    const own = render(<TokensTab />, store).container.querySelectorAll('[data-testid="wm-token-row"] img');
    expect([...own].map((img) => img.getAttribute('src'))).toEqual([logo]);
  });

  it('shows each token with amount and fiat value, the total, and no unsafe icon', () => {
    const { container, byTestId } = render(<TokensTab />, connectedStore());
    expect(byTestId('wm-total')?.textContent).toBe('$4,623.45');
    const rows = [...container.querySelectorAll('[data-testid="wm-token-row"]')];
    expect(rows.map((r) => r.querySelector('[data-testid="wm-token-amount"]')?.textContent)).toEqual(['1.50', '2.00']);
    expect(rows.map((r) => r.querySelector('[data-testid="wm-token-value"]')?.textContent)).toEqual(['$4,500.00', '$123.45']);
    expect([...container.querySelectorAll('img')].every((img) => img.getAttribute('src')?.startsWith('https://data.example/'))).toBe(true);
  });

  it('shows 0.00 on a testnet and on a chain the service has no prices for, in every row and in the total alike', () => {
    const values = (container: HTMLElement) => [...container.querySelectorAll('[data-testid="wm-token-value"]')].map((v) => v.textContent);
    const testnet = render(<TokensTab />, connectedStore('eip155:84532'));
    expect(testnet.byTestId('wm-total')?.textContent).toBe('$0.00');
    expect(values(testnet.container)).toEqual(['$0.00', '$0.00']);
    const store = connectedStore();
    store.set(dataChainsAtom, []);
    const unpriced = render(<TokensTab />, store);
    expect(unpriced.byTestId('wm-total')?.textContent).toBe('$0.00');
    expect(values(unpriced.container)).toEqual(['$0.00', '$0.00']);
  });

  it('totals what the rows show: each value cut to cents first, so the rows always add up to the total', () => {
    const cent = (value: bigint) => ({ value, decimals: 3 });
    const token = (symbol: string, value: bigint) => ({
      name: symbol,
      symbol,
      chainId: 'eip155:8453' as const,
      quantity: { value: 1n, decimals: 0 },
      value: cent(value),
    });
    // 1.005 + 1.005 + 1.009 is 3.019 exactly, and the rows show 1.00, 1.00 and 1.00.
    const { container, byTestId } = render(
      <TokensTab />,
      connectedStore('eip155:8453', { tokenBalance: [token('A', 1005n), token('B', 1005n), token('C', 1009n)] }),
    );
    expect([...container.querySelectorAll('[data-testid="wm-token-value"]')].map((v) => v.textContent)).toEqual(['$1.00', '$1.00', '$1.00']);
    expect(byTestId('wm-total')?.textContent).toBe('$3.00');
  });

  it('shows skeletons while loading and an empty state after', () => {
    const store = connectedStore('eip155:8453', { tokenBalance: [] });
    store.set(tokensStatusAtom, { key: `eip155:8453:${ADDRESS}`, status: 'loading' });
    const { byTestId } = render(<TokensTab />, store);
    expect(byTestId('wm-skeleton')?.getAttribute('aria-busy')).toBe('true');
    act(() => store.set(tokensStatusAtom, { key: `eip155:8453:${ADDRESS}`, status: 'loaded' }));
    expect(byTestId('wm-tokens-empty')?.textContent).toBe('No tokens yet');
  });
});

describe('AccountTabs', () => {
  it('switches panels (a transition: the new panel is built before it replaces the old one)', async () => {
    // The first panel is here, as the Account view's prefetch has it (views/table.ts LIKELY_NEXT).
    await TAB_PANELS.tokens.preload();
    const { container, byTestId } = render(<AccountTabs />, connectedStore());
    const selected = () => container.querySelector('[role="tab"][aria-selected="true"]')?.getAttribute('data-testid');
    expect(selected()).toBe('wm-tab-tokens');
    await act(async () => byTestId('wm-tab-activity')!.click());
    await vi.waitFor(() => expect(byTestId('wm-tabpanel-activity')?.hidden).toBe(false));
    expect(selected()).toBe('wm-tab-activity');
    expect(byTestId('wm-tabpanel-tokens')?.hidden).toBe(true);
    await act(async () => byTestId('wm-tab-tokens')!.click());
    await vi.waitFor(() => expect(byTestId('wm-token-row')).not.toBeNull());
    expect(selected()).toBe('wm-tab-tokens');
  });
});

describe('ActivityTab', () => {
  const tx = (direction: 'in' | 'out', status: Transaction['status'] = 'confirmed'): Transaction => ({
    id: `eip155:8453:0x${direction}`,
    hash: `0x${'ab'.repeat(32)}`,
    chainId: 'eip155:8453',
    minedAt: Date.now() - 2 * 3600_000,
    operationType: direction === 'in' ? 'receive' : 'send',
    status,
    sentFrom: direction === 'in' ? OTHER : ADDRESS,
    sentTo: direction === 'in' ? ADDRESS : OTHER,
    transfers: [{ kind: 'fungible', direction, name: 'Ether', symbol: 'ETH', quantity: { value: 250_000_000_000_000_000n, decimals: 18 } }],
  });

  it('asks for the first page and shows direction, counterparty, amount, status, time and explorer link', () => {
    const store = connectedStore();
    const { client, container } = renderTab(<ActivityTab />, store, 'activity');
    expect(client.loadActivity).toHaveBeenCalledWith({ reset: true });
    act(() => {
      store.set(activityAtom, { key: `eip155:8453:${ADDRESS}`, status: 'loaded', transactions: [tx('in'), tx('out', 'failed')], next: null });
      store.set(counterpartyNamesAtom, { [OTHER.toLowerCase()]: 'bob.wallet-modal.local' });
    });
    const rows = [...container.querySelectorAll('[data-testid="wm-activity-row"]')];
    const text = (row: Element, id: string) => row.querySelector(`[data-testid="${id}"]`)?.textContent;
    expect(rows.map((r) => text(r, 'wm-activity-label'))).toEqual(['↓ Received', '↑ Sent']);
    expect(rows.map((r) => text(r, 'wm-activity-counterparty'))).toEqual(['From bob.wallet-modal.local', 'To bob.wallet-modal.local']);
    expect(rows.map((r) => text(r, 'wm-activity-amount'))).toEqual(['+0.25 ETH', '-0.25 ETH']);
    expect(rows.map((r) => text(r, 'wm-activity-status'))).toEqual(['Confirmed', 'Failed']);
    expect(rows[0]!.querySelector('time')?.textContent).toBe('2 hours ago');
    expect(rows[0]!.querySelector('a')?.getAttribute('href')).toBe(`https://basescan.org/tx/0x${'ab'.repeat(32)}`);
  });

  it('loads the next page when the sentinel scrolls into view', () => {
    const observed: ((entries: { isIntersecting: boolean }[]) => void)[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
          observed.push(callback);
        }
        observe() {}
        disconnect() {}
      },
    );
    try {
      const store = connectedStore();
      store.set(activityAtom, { key: `eip155:8453:${ADDRESS}`, status: 'loaded', transactions: [tx('in')], next: 'c2' });
      const { client, byTestId } = renderTab(<ActivityTab />, store, 'activity');
      expect(byTestId('wm-activity-sentinel')).not.toBeNull();
      act(() => observed.at(-1)!([{ isIntersecting: true }]));
      expect(client.loadActivity).toHaveBeenLastCalledWith();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("shows the account's pending transactions on the active chain on top, whatever the list does, until mined", () => {
    const store = connectedStore();
    const key = `eip155:8453:${ADDRESS}`;
    const hash = (n: number) => `0x${String(n).repeat(64)}`;
    let pending = withPending({}, key, { hash: hash(1), caipNetworkId: 'eip155:8453', sentAt: 1 });
    pending = withPending(pending, key, { hash: hash(2), caipNetworkId: 'eip155:8453', sentAt: 2 });
    pending = withPending(pending, key, { hash: hash(3), caipNetworkId: 'eip155:84532', sentAt: 3 });
    pending = withPending(pending, `eip155:8453:${OTHER}`, { hash: hash(4), caipNetworkId: 'eip155:8453', sentAt: 4 });
    store.set(pendingTransactionsAtom, pending);
    store.set(activityAtom, { key, status: 'error', transactions: [], next: null });
    const { container, byTestId } = renderTab(<ActivityTab />, store, 'activity');
    const rows = () => Array.from(container.querySelectorAll('[data-testid="wm-pending-row"]'));
    expect(rows().map((r) => r.querySelector('[title]')?.getAttribute('title'))).toEqual([hash(2), hash(1)]);
    expect(rows().every((r) => r.textContent?.includes('Pending'))).toBe(true);
    // On top: before the tab's own content (here its error).
    expect(byTestId('wm-pending-transactions')!.compareDocumentPosition(byTestId('wm-activity-error')!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    act(() => store.set(pendingTransactionsAtom, withoutPending(withoutPending(pending, key, hash(1)), key, hash(2))));
    expect(byTestId('wm-pending-transactions')).toBeNull();
  });

  it('says the transactions could not be fetched after a failure, and Try again starts over', () => {
    const store = connectedStore();
    store.set(activityAtom, { key: `eip155:8453:${ADDRESS}`, status: 'error', transactions: [], next: null });
    const { client, byTestId } = renderTab(<ActivityTab />, store, 'activity');
    expect(byTestId('wm-activity-error')?.querySelector('p')?.textContent).toBe('Failed to fetch transactions');
    expect(byTestId('wm-activity-row')).toBeNull();
    client.loadActivity.mockClear();
    click(byTestId('wm-tab-retry')!);
    expect(client.loadActivity).toHaveBeenCalledWith({ reset: true });
  });

  it('asks for the newest page every ACTIVITY_REFRESH_MS while it shows and the page is visible, and stops when it goes', () => {
    vi.useFakeTimers();
    try {
      const store = connectedStore();
      const { client, unmount } = renderTab(<ActivityTab />, store, 'activity');
      client.loadActivity.mockClear();
      act(() => vi.advanceTimersByTime(ACTIVITY_REFRESH_MS - 1));
      expect(client.loadActivity).not.toHaveBeenCalled();
      act(() => vi.advanceTimersByTime(1));
      expect(client.loadActivity.mock.calls).toEqual([[{ refresh: true }]]);
      const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
      act(() => vi.advanceTimersByTime(ACTIVITY_REFRESH_MS * 3));
      expect(client.loadActivity).toHaveBeenCalledTimes(1);
      visibility.mockRestore();
      unmount();
      act(() => vi.advanceTimersByTime(ACTIVITY_REFRESH_MS * 3));
      expect(client.loadActivity).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('tabs without their data', () => {
  it("Tokens: 'Token Balance Unavailable' and Try again, which reads the balances again", () => {
    const store = connectedStore('eip155:8453', { tokenBalance: [] });
    store.set(tokensStatusAtom, { key: `eip155:8453:${ADDRESS}`, status: 'error' });
    const { client, byTestId } = render(<TokensTab />, store);
    expect(byTestId('wm-tokens-error')?.querySelector('p')?.textContent).toBe('Token Balance Unavailable');
    expect(byTestId('wm-total')).toBeNull();
    expect(byTestId('wm-tokens-empty')).toBeNull();
    click(byTestId('wm-tab-retry')!);
    expect(client.refreshBalance).toHaveBeenCalledWith(undefined, true);
  });

  it('Tokens: balances still known stay under the error', () => {
    const store = connectedStore();
    store.set(tokensStatusAtom, { key: `eip155:8453:${ADDRESS}`, status: 'error' });
    const { byTestId, container } = render(<TokensTab />, store);
    expect(byTestId('wm-tokens-error')).not.toBeNull();
    expect(container.querySelectorAll('[data-testid="wm-token-row"]')).toHaveLength(2);
  });

  it("NFTs: 'Failed to fetch NFTs' and Try again", () => {
    const store = connectedStore();
    store.set(nftsAtom, { key: `eip155:8453:${ADDRESS}`, status: 'error', items: [] });
    const { client, byTestId } = renderTab(<NftsTab />, store, 'nfts');
    expect(byTestId('wm-nfts-error')?.querySelector('p')?.textContent).toBe('Failed to fetch NFTs');
    client.loadNfts.mockClear();
    click(byTestId('wm-tab-retry')!);
    expect(client.loadNfts).toHaveBeenCalledTimes(1);
  });
});

describe('names in the trigger', () => {
  it('shows the registered name instead of the short address', async () => {
    const store = connectedStore('eip155:8453', { profileName: 'erin.wallet-modal.local' });
    const { byTestId } = render(<TriggerButton />, store);
    // The name as text at once; the avatar and balance come with the connected label's own chunk.
    expect(byTestId('wm-trigger-name')?.textContent).toBe('erin.wallet-modal.local');
    await vi.waitFor(() => expect(byTestId('wm-avatar')).not.toBeNull());
    expect(byTestId('wm-trigger-name')?.textContent).toBe('erin.wallet-modal.local');
  });

  it("shows the network's image beside the balance", async () => {
    const store = connectedStore('eip155:8453', { balance: { value: 1_500_000_000_000_000_000n, decimals: 18 }, balanceSymbol: 'ETH' });
    const { container } = render(<TriggerButton />, store);
    await vi.waitFor(() => expect(container.querySelector('bdi img')).not.toBeNull());
    expect(container.querySelector('bdi img')!.getAttribute('src')).toBe('https://data.example/public/getAssetImage/eip155-8453');
  });

  it('shows the short address when the account has no name', async () => {
    const store = connectedStore('eip155:8453');
    const { byTestId } = render(<TriggerButton />, store);
    await vi.waitFor(() => expect(byTestId('wm-avatar')).not.toBeNull());
    expect(byTestId('wm-trigger-name')?.textContent).toBe(`${ADDRESS.slice(0, 6)}…${ADDRESS.slice(-4)}`);
  });
});

describe('RegisterAccountNameView', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function typeInto(input: HTMLInputElement, text: string) {
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    act(() => {
      setValue.call(input, text);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
  }

  it('checks the name as it is typed: letters, digits and hyphens, at least 4 characters', () => {
    const { byTestId } = render(<RegisterAccountNameView route={{ view: 'RegisterAccountName' }} />, connectedStore());
    const input = byTestId('wm-name-input') as HTMLInputElement;
    const submit = byTestId('wm-register-name') as HTMLButtonElement;
    typeInto(input, 'abc');
    expect(byTestId('wm-name-hint')?.textContent).toBe('At least 4 characters');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(submit.disabled).toBe(true);
    typeInto(input, 'ab_cd');
    expect(byTestId('wm-name-hint')?.textContent).toBe('Use letters, digits and hyphens only');
    typeInto(input, 'Alice-42');
    expect(input.getAttribute('aria-invalid')).toBe('false');
    expect(submit.disabled).toBe(false);
  });

  it('asks for suggestions once typing pauses, and offers only free names', () => {
    const store = connectedStore();
    const { client, byTestId, container } = render(<RegisterAccountNameView route={{ view: 'RegisterAccountName' }} />, store);
    const input = byTestId('wm-name-input') as HTMLInputElement;
    client.suggestAccountNames.mockClear();
    for (const text of ['a', 'al', 'ali', 'alic', 'alice']) {
      typeInto(input, text);
      act(() => vi.advanceTimersByTime(SEARCH_DELAY_MS - 50));
    }
    expect(client.suggestAccountNames).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(50));
    expect(client.suggestAccountNames.mock.calls).toEqual([['alice']]);

    act(() =>
      store.set(suggestionsAtom, {
        query: 'alice',
        status: 'loaded',
        suggestions: [
          { name: 'alice.wallet-modal.local', registered: true },
          { name: 'alice42.wallet-modal.local', registered: false },
        ],
      }),
    );
    expect(byTestId('wm-name-hint')?.textContent).toBe('This name is taken');
    expect((byTestId('wm-register-name') as HTMLButtonElement).disabled).toBe(true);
    const options = [...container.querySelectorAll<HTMLButtonElement>('[data-testid="wm-name-suggestion"]')];
    expect(options.map((o) => o.disabled)).toEqual([true, false]);
    click(options[1]!);
    expect(input.value).toBe('alice42');
  });

  it('asks the client to register, never the wallet', () => {
    const { client, byTestId } = render(<RegisterAccountNameView route={{ view: 'RegisterAccountName' }} />, connectedStore());
    typeInto(byTestId('wm-name-input') as HTMLInputElement, 'carol');
    act(() => (byTestId('wm-register-name') as HTMLButtonElement).closest('form')!.requestSubmit());
    expect(client.registerAccountName).toHaveBeenCalledWith('carol');
  });
});
