import { describe, expect, it } from 'vitest';
import { createStore } from 'jotai/vanilla';
import { resolveOpeningView } from '../../../src/client/actions/open';
import { canGoBackAtom, closeAtom, currentRouteAtom, goBackAtom, isOpenAtom, openAtom, pushAtom, replaceAtom, resetAtom } from '../../../src/state/router';

describe('SPEC §2 opening rules', () => {
  it('rule 1: no adapters and not connected opens AllWallets on mobile', () => {
    expect(resolveOpeningView({ hasAdapters: false, isConnected: false, isMobile: true, view: 'Account' })).toBe('AllWallets');
  });
  it('rule 1: no adapters and not connected opens ConnectingWalletConnectBasic on desktop', () => {
    expect(resolveOpeningView({ hasAdapters: false, isConnected: false, isMobile: false })).toBe('ConnectingWalletConnectBasic');
  });
  it('rule 1 does not apply when connected', () => {
    expect(resolveOpeningView({ hasAdapters: false, isConnected: true, isMobile: true })).toBe('Account');
  });
  it('rule 2: a given view is used', () => {
    expect(resolveOpeningView({ hasAdapters: true, isConnected: true, isMobile: false, view: 'Connect' })).toBe('Connect');
  });
  it('rule 3: connected opens Account', () => {
    expect(resolveOpeningView({ hasAdapters: true, isConnected: true, isMobile: false })).toBe('Account');
  });
  it('rule 4: otherwise Connect', () => {
    expect(resolveOpeningView({ hasAdapters: true, isConnected: false, isMobile: false })).toBe('Connect');
  });
});

describe('router history', () => {
  it('push adds, back pops, back at the start closes', () => {
    const store = createStore();
    store.set(openAtom, { view: 'Connect' });
    store.set(pushAtom, { view: 'ConnectingExternal', connectorId: 'a.b' });
    expect(store.get(currentRouteAtom)).toEqual({ view: 'ConnectingExternal', connectorId: 'a.b' });
    expect(store.get(canGoBackAtom)).toBe(true);
    store.set(goBackAtom);
    expect(store.get(currentRouteAtom)).toEqual({ view: 'Connect' });
    expect(store.get(isOpenAtom)).toBe(true);
    store.set(goBackAtom);
    expect(store.get(isOpenAtom)).toBe(false);
  });
  it('replace swaps the top route and reset leaves one', () => {
    const store = createStore();
    store.set(openAtom, { view: 'Connect' });
    store.set(pushAtom, { view: 'ConnectingExternal', connectorId: 'x.y' });
    store.set(replaceAtom, { view: 'ConnectingExternal', connectorId: 'z.w' });
    expect(store.get(currentRouteAtom)).toEqual({ view: 'ConnectingExternal', connectorId: 'z.w' });
    store.set(resetAtom, { view: 'Account' });
    expect(store.get(canGoBackAtom)).toBe(false);
    store.set(closeAtom);
    expect(store.get(isOpenAtom)).toBe(false);
  });
});
