import { act } from 'react';
import { createStore } from 'jotai/vanilla';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDLE_PREFETCH_TIMEOUT_MS } from '../../../src/constants';
import { closeAtom, openAtom, pushAtom } from '../../../src/state/router';
import type { ReachableViewName } from '../../../src/state/routes';
import { App } from '../../../src/ui/App';
import { whenIdle } from '../../../src/ui/idle';
import { ModalShell } from '../../../src/ui/prefetch-opening';
import { TAB_PANELS } from '../../../src/ui/views/account-tabs/panels';
import { AccountTabs } from '../../../src/ui/views/account-tabs/tabs';
import { LIKELY_NEXT, VIEWS } from '../../../src/ui/views/table';
import { render } from '../../support/render';

type IdleCallback = () => void;
let idleCallbacks: IdleCallback[];
const idleGlobals = globalThis as { requestIdleCallback?: unknown; cancelIdleCallback?: unknown };

/** A browser with requestIdleCallback whose idle periods the test decides. */
function installIdle() {
  idleCallbacks = [];
  const request = vi.fn((run: IdleCallback, _options?: { timeout: number }) => idleCallbacks.push(run));
  idleGlobals.requestIdleCallback = request;
  idleGlobals.cancelIdleCallback = vi.fn((id: number) => (idleCallbacks[id - 1] = () => undefined));
  return request;
}
const runIdle = () =>
  act(() => {
    for (const run of idleCallbacks.splice(0)) run();
  });

const preloadSpies = () => ({
  shell: vi.spyOn(ModalShell, 'preload'),
  ...(Object.fromEntries(Object.entries(VIEWS).map(([name, entry]) => [name, vi.spyOn(entry.component, 'preload')])) as Record<
    ReachableViewName,
    ReturnType<typeof vi.spyOn>
  >),
});
const calledViews = (spies: ReturnType<typeof preloadSpies>) => (Object.keys(VIEWS) as ReachableViewName[]).filter((name) => spies[name].mock.calls.length > 0);
/** The view is fetched once the view table (its own small chunk) is here: a few microtasks later. */
const viewsFetched = async (spies: ReturnType<typeof preloadSpies>, views: ReachableViewName[]) => vi.waitFor(() => expect(calledViews(spies)).toEqual(views));

beforeEach(() => installIdle());
afterEach(() => {
  delete idleGlobals.requestIdleCallback;
  delete idleGlobals.cancelIdleCallback;
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('the first open: fetched ahead of the click', () => {
  it('when the page is idle after the first paint: the modal shell and the view the opening rules pick', async () => {
    const request = installIdle();
    const spies = preloadSpies();
    const { client } = render(<App />);
    expect(spies.shell).not.toHaveBeenCalled();
    expect(calledViews(spies)).toEqual([]);
    expect(request).toHaveBeenCalledWith(expect.any(Function), { timeout: IDLE_PREFETCH_TIMEOUT_MS });
    runIdle();
    expect(spies.shell).toHaveBeenCalledTimes(1);
    expect(client.openingView).toHaveBeenCalled();
    await viewsFetched(spies, ['Connect']);
  });

  it('the view fetched is the one client.openingView() names (Account here), not a rule of the UI', async () => {
    const spies = preloadSpies();
    const { client } = render(<App />);
    client.openingView.mockReturnValue('Account');
    runIdle();
    await viewsFetched(spies, ['Account']);
  });

  it('without requestIdleCallback: after a timeout, not before', async () => {
    delete idleGlobals.requestIdleCallback;
    delete idleGlobals.cancelIdleCallback;
    vi.useFakeTimers();
    const spies = preloadSpies();
    render(<App />);
    act(() => vi.advanceTimersByTime(IDLE_PREFETCH_TIMEOUT_MS - 1));
    expect(spies.shell).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(spies.shell).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
    await viewsFetched(spies, ['Connect']);
  });

  it('at once when the pointer enters the trigger, before the page is idle', async () => {
    const spies = preloadSpies();
    const { byTestId } = render(<App />);
    // React's onPointerEnter listens for pointerover at its root.
    act(() => byTestId('wm-trigger')!.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, relatedTarget: null })));
    expect(spies.shell).toHaveBeenCalledTimes(1);
    await viewsFetched(spies, ['Connect']);
    expect(idleCallbacks).toHaveLength(1);
  });

  it('at once when the trigger gets focus (a keyboard user tabbing to it)', async () => {
    const spies = preloadSpies();
    const { byTestId, client } = render(<App />);
    client.openingView.mockReturnValue('UnsupportedChain');
    act(() => byTestId('wm-trigger')!.focus());
    expect(spies.shell).toHaveBeenCalledTimes(1);
    await viewsFetched(spies, ['UnsupportedChain']);
  });

  it('an idle prefetch that is cancelled (the element went away) never runs, with or without requestIdleCallback', () => {
    const run = vi.fn();
    whenIdle(run)();
    runIdle();
    delete idleGlobals.requestIdleCallback;
    delete idleGlobals.cancelIdleCallback;
    vi.useFakeTimers();
    whenIdle(run)();
    vi.advanceTimersByTime(IDLE_PREFETCH_TIMEOUT_MS * 2);
    expect(run).not.toHaveBeenCalled();
  });
});

describe('a preloaded modal opens in the click’s own commit', () => {
  it('the dialog and the Connect view are in the DOM when the click returns: no Suspense fallback, no spinner', async () => {
    await Promise.all([ModalShell.preload(), VIEWS.Connect.component.preload()]);
    const store = createStore();
    const { byTestId, client, container } = render(<App />, store);
    client.open.mockImplementation(() => store.set(openAtom, { view: 'Connect' }));
    const spinners: Element[] = [];
    const observer = new MutationObserver(() => spinners.push(...container.querySelectorAll('.wm-spinner, [aria-busy="true"]')));
    observer.observe(container, { childList: true, subtree: true });
    act(() => byTestId('wm-trigger')!.click());
    expect(byTestId('wm-dialog')).not.toBeNull();
    expect(byTestId('wm-all-wallets')).not.toBeNull();
    await Promise.resolve();
    observer.disconnect();
    expect(spinners).toEqual([]);
  });
});

describe('the Connect view drawn ahead of the first open', () => {
  const pressEscape = (target: EventTarget) => act(() => target.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true })));

  it('is drawn hidden and inert once fetched; the click shows that same dialog, focus moves in, the catalogue is asked for after the frame', async () => {
    const store = createStore();
    const { byTestId, client } = render(<App />, store);
    client.open.mockImplementation(() => store.set(openAtom, { view: 'Connect' }));
    client.close.mockImplementation(() => store.set(closeAtom));
    expect(byTestId('wm-dialog')).toBeNull();
    runIdle();
    await vi.waitFor(() => expect(byTestId('wm-dialog')).not.toBeNull());
    const dialog = byTestId('wm-dialog')!;
    const overlay = dialog.parentElement!;
    // Hidden (display:none keeps it out of sight, focus and the accessibility tree) and inert: no focus taken, no
    // key handled, no catalogue fetched, however long it waits.
    expect(overlay.style.display).toBe('none');
    expect(byTestId('wm-all-wallets')).not.toBeNull();
    expect(dialog.contains(document.activeElement)).toBe(false);
    pressEscape(document.body);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(client.close).not.toHaveBeenCalled();
    expect(client.loadWallets).not.toHaveBeenCalled();

    act(() => byTestId('wm-trigger')!.click());
    // The same element, now shown: the click only revealed it.
    expect(byTestId('wm-dialog')).toBe(dialog);
    expect(overlay.style.display).toBe('');
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(client.loadWallets).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(client.loadWallets).toHaveBeenCalledWith({ page: 1 }));

    // Escape closes; the dialog goes with its state, and a fresh one is drawn when the page is idle again.
    pressEscape(dialog);
    expect(client.close).toHaveBeenCalledTimes(1);
    expect(byTestId('wm-dialog')).toBeNull();
    runIdle();
    await vi.waitFor(() => expect(byTestId('wm-dialog')).not.toBeNull());
    expect(byTestId('wm-dialog')).not.toBe(dialog);
    expect(byTestId('wm-dialog')!.parentElement!.style.display).toBe('none');
  });

  it('only the Connect view: another opening view (Account here) is fetched ahead but drawn on the click', async () => {
    const spies = preloadSpies();
    const { byTestId, client } = render(<App />);
    client.openingView.mockReturnValue('Account');
    runIdle();
    await viewsFetched(spies, ['Account']);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(byTestId('wm-dialog')).toBeNull();
  });
});

describe('view-to-view navigation fetches the likely next views', () => {
  it('the table: Connect -> ConnectingExternal and AllWallets; Account has a line for its tabs and its actions', () => {
    expect(LIKELY_NEXT.Connect).toEqual([VIEWS.ConnectingExternal.component, VIEWS.AllWallets.component]);
    expect(LIKELY_NEXT.Account).toEqual([
      AccountTabs,
      TAB_PANELS.tokens,
      TAB_PANELS.nfts,
      TAB_PANELS.activity,
      VIEWS.WalletReceive.component,
      VIEWS.WalletSend.component,
    ]);
  });

  it('while Connect is shown, its next views are fetched when idle; another view fetches its own line only', async () => {
    await Promise.all([ModalShell.preload(), VIEWS.Connect.component.preload(), VIEWS.UnsupportedChain.component.preload()]);
    const store = createStore();
    store.set(openAtom, { view: 'UnsupportedChain' });
    const spies = preloadSpies();
    const { byTestId } = render(<App />, store);
    expect(byTestId('wm-dialog')).not.toBeNull();
    runIdle();
    // UnsupportedChain has no line: only the opening prefetch (the fake client's Connect) ran.
    await viewsFetched(spies, ['Connect']);
    spies.Connect.mockClear();
    act(() => store.set(pushAtom, { view: 'Connect' }));
    expect(calledViews(spies)).toEqual([]);
    runIdle();
    expect(calledViews(spies)).toEqual(['ConnectingExternal', 'AllWallets']);
  });
});
