import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { pageAlerts } from '../../../src/client/alerts';
import { WalletModalError } from '../../../src/errors';
import type { WalletModalElement, WalletReply } from '../../../src/wallet-modal';

beforeAll(async () => {
  await import('../../../src/wallet-modal');
});

afterEach(() => {
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

function make(attributes: Record<string, string> = {}): { element: WalletModalElement; events: CustomEvent[] } {
  const element = document.createElement('wallet-modal');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  const events: CustomEvent[] = [];
  for (const type of ['wm-error', 'wm-open', 'wm-close', 'wm-view-change']) {
    element.addEventListener(type, (event) => events.push(event as CustomEvent));
  }
  document.body.append(element);
  return { element, events };
}

const waitFor = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(check()).toBe(true);
};

describe('<wallet-modal>', () => {
  it('is defined once by the entry, with an open shadow root holding its own styles', () => {
    expect(customElements.get('wallet-modal')).toBeDefined();
    const headBefore = document.head.innerHTML;
    const { element } = make({ 'project-id': 'site' });
    expect(element.shadowRoot).not.toBeNull();
    const root = element.shadowRoot!;
    const sheets = root.adoptedStyleSheets.length + root.querySelectorAll('style').length;
    expect(sheets).toBeGreaterThan(0);
    expect(document.head.innerHTML).toBe(headBefore);
  });

  it('does not expose its client or store to the host page', () => {
    const { element } = make({ 'project-id': 'site' });
    expect('client' in element).toBe(false);
    expect(Object.keys(element)).not.toContain('client');
  });

  it('reports each bad attribute once as wm-error and on the console, and keeps going', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    pageAlerts(window).clear(); // a fresh page for the alert below
    const { element, events } = make({ 'project-id': 'site', theme: 'purple', 'z-index': 'high' });
    const errors = events.filter((e) => e.type === 'wm-error' && e.detail.code === 'INVALID_ATTRIBUTE');
    expect(errors.map((e) => e.detail.message).sort()).toEqual([expect.stringMatching(/^theme: /), expect.stringMatching(/^z-index: /)]);
    expect(errors.every((e) => e.bubbles && e.composed)).toBe(true);
    expect(warn).toHaveBeenCalledTimes(2);

    // Another attribute changing does not repeat old reports; a new bad value is reported.
    element.setAttribute('networks', 'eip155:1,eip155:8453');
    expect(events.filter((e) => e.type === 'wm-error')).toHaveLength(2);
    element.setAttribute('default-network', 'eip155:10');
    // The bad value, then SPEC §8's alert for a network the setup lacks, once per page.
    expect(
      events
        .filter((e) => e.type === 'wm-error')
        .slice(2)
        .map((e) => e.detail),
    ).toEqual([
      { code: 'INVALID_ATTRIBUTE', message: 'default-network: Network must be in the networks array of the setup' },
      { code: 'NETWORK_NOT_FOUND', message: 'Network Not Found' },
    ]);
    element.setAttribute('default-network', 'eip155:137');
    expect(events.filter((e) => e.type === 'wm-error' && e.detail.code === 'NETWORK_NOT_FOUND')).toHaveLength(1);
  });

  it('calls an invalid project id SPEC §8\'s Invalid App Configuration, once per page, and not also "not configured"', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    pageAlerts(window).clear();
    const { events } = make({ 'project-id': 'not a project id!' });
    const reported = () => events.filter((e) => e.type === 'wm-error').map((e) => e.detail.code);
    expect(reported()).toEqual(['INVALID_ATTRIBUTE', 'INVALID_APP_CONFIGURATION']);
    const second = make({ 'project-id': '../../etc' });
    expect(second.events.filter((e) => e.type === 'wm-error').map((e) => e.detail.code)).toEqual(['INVALID_ATTRIBUTE']);
    // With no id at all, it is the other alert.
    pageAlerts(window).clear();
    const missing = make({});
    expect(missing.events.filter((e) => e.type === 'wm-error').map((e) => e.detail.code)).toEqual(['PROJECT_ID_NOT_CONFIGURED']);
  });

  it('opens and closes through its methods, with wm-open / wm-close and a state snapshot', async () => {
    const { element, events } = make({ 'project-id': 'site' });
    element.open();
    expect(element.state.open).toBe(true);
    expect(element.state.view).toBe('Connect');
    expect(element.state.accounts.eip155.isConnected).toBe(false);
    await waitFor(() => events.some((e) => e.type === 'wm-open'));
    element.close();
    expect(element.state).toMatchObject({ open: false, view: undefined });
    await waitFor(() => events.some((e) => e.type === 'wm-close'));
  });

  it('never throws from open(): an unavailable view or namespace becomes wm-error', async () => {
    const { element, events } = make({ 'project-id': 'site' });
    expect(() => element.open({ view: 'AllWallets' })).not.toThrow();
    expect(element.state.view).toBe('AllWallets');
    // A view that needs data the modal lacks is answered by the lazy open rules: its wm-error comes a moment later.
    expect(() => element.open({ view: 'SIWXSignMessage' })).not.toThrow();
    expect(() => element.open({ namespace: 'cosmos' as never })).not.toThrow();
    expect(() => element.open(null as never)).not.toThrow();
    const errors = () => events.filter((e) => e.type === 'wm-error');
    // The actions' chunk loads first (a few seconds under load in happy-dom).
    await expect.poll(() => errors().map((e) => e.detail.code), { timeout: 15_000 }).toContain('VIEW_NEEDS_DATA');
    expect(errors().length).toBeGreaterThanOrEqual(2);
    expect(errors().every((e) => typeof e.detail.code === 'string' && typeof e.detail.message === 'string')).toBe(true);
  }, 20_000);

  it('rejects (never throws synchronously) with a WalletModalError', async () => {
    const { element } = make({ 'project-id': 'site' });
    let signing: Promise<WalletReply> | undefined;
    expect(() => (signing = element.signMessage('hello'))).not.toThrow();
    await expect(signing).rejects.toBeInstanceOf(WalletModalError);
    await expect(element.switchNetwork('nonsense' as never)).rejects.toBeInstanceOf(WalletModalError);
    await expect(element.disconnect('cosmos' as never)).rejects.toBeInstanceOf(WalletModalError);
    await expect(element.signMessage(42 as never)).rejects.toBeInstanceOf(WalletModalError);
    let sending: Promise<WalletReply> | undefined;
    expect(() => (sending = element.sendTransaction({ to: '0x70997970c51812dc3a010c7d01b50e0d17dc79c8', value: 1n }))).not.toThrow();
    await expect(sending).rejects.toMatchObject({ code: 'NOT_CONNECTED' });
    expect(element.getProvider('cosmos' as never)).toBeUndefined();
    expect(element.getAccount()).toMatchObject({ namespace: 'eip155', isConnected: false, address: undefined });
  });

  it('gives every element its own client and store', () => {
    const first = make({ 'project-id': 'one' }).element;
    const second = make({ 'project-id': 'two' }).element;
    first.open();
    expect(first.state.open).toBe(true);
    expect(second.state.open).toBe(false);
  });

  it('draws the trigger button inside its shadow root, or none with hide-button', async () => {
    const shown = make({ 'project-id': 'site' }).element;
    const hidden = make({ 'project-id': 'site', 'hide-button': '' }).element;
    await waitFor(() => shown.shadowRoot!.querySelector('[data-testid="wm-trigger"]') !== null);
    expect(shown.shadowRoot!.querySelector('[data-testid="wm-trigger"]')!.textContent).toBe('Connect');
    expect(document.querySelector('[data-testid="wm-trigger"]')).toBeNull();
    await new Promise((r) => setTimeout(r, 50));
    expect(hidden.shadowRoot!.querySelector('.wm-root')).not.toBeNull();
    expect(hidden.shadowRoot!.querySelector('[data-testid="wm-trigger"]')).toBeNull();
  });

  it('reflects properties to attributes, with hideButton as a boolean', async () => {
    const { element } = make({ 'project-id': 'site' });
    // `theme` is one of the element's generated attribute properties, which its class does not declare.
    const props = element as WalletModalElement & { theme: string };
    props.theme = 'dark';
    expect(element.getAttribute('theme')).toBe('dark');
    await waitFor(() => element.shadowRoot!.querySelector('.wm-root')?.getAttribute('data-theme') === 'dark');
    props.hideButton = true;
    expect(element.hasAttribute('hide-button')).toBe(true);
    await waitFor(() => element.shadowRoot!.querySelector('[data-testid="wm-trigger"]') === null);
    props.hideButton = false;
    expect(element.hasAttribute('hide-button')).toBe(false);
    await waitFor(() => element.shadowRoot!.querySelector('[data-testid="wm-trigger"]') !== null);
  });
});
