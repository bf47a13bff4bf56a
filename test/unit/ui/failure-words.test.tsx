/**
 * Issue 22 point 4: 'Something went wrong' is SPEC §8's send failure only. All wallets and sign-in say what failed
 * in words of their own when the failure brought none.
 */
import { createStore } from 'jotai/vanilla';
import { describe, expect, it } from 'vitest';
import { catalogueAtom } from '../../../src/state/catalogue';
import { siwxAttemptAtom } from '../../../src/state/siwx-view';
import AllWalletsView from '../../../src/ui/views/AllWalletsView';
import SIWXSignMessageView from '../../../src/ui/views/SIWXSignMessageView';
import { render } from '../../support/render';

describe('failures in words of their own', () => {
  it('All wallets: the catalogue failing without words', () => {
    const store = createStore();
    store.set(catalogueAtom, { status: 'error', wallets: [], count: 0, page: 0, source: undefined, error: undefined });
    const failed = render(<AllWalletsView route={{ view: 'AllWallets' }} />, store).byTestId('wm-all-wallets-failed')!;
    expect(failed.querySelector('.wm-error-text')!.textContent).toBe('The wallet list could not be loaded');
  });

  it('All wallets: the catalogue failing with its own words keeps them', () => {
    const store = createStore();
    store.set(catalogueAtom, { status: 'error', wallets: [], count: 0, page: 0, source: undefined, error: 'HTTP status code: 503' });
    const failed = render(<AllWalletsView route={{ view: 'AllWallets' }} />, store).byTestId('wm-all-wallets-failed')!;
    expect(failed.querySelector('.wm-error-text')!.textContent).toBe('HTTP status code: 503');
  });

  it('Sign-in: a failure that is not a refusal, with its reason below', () => {
    const store = createStore();
    store.set(siwxAttemptAtom, { status: 'error', message: 'The data service cannot be reached' });
    const error = render(<SIWXSignMessageView />, store, { view: 'SIWXSignMessage' }).byTestId('wm-siwx-error')!;
    expect([...error.querySelectorAll('p')].map((p) => p.textContent)).toEqual(['Sign-in could not be completed', 'The data service cannot be reached']);
    expect(error.textContent).not.toContain('Something went wrong');
  });
});
