/** The `locale` attribute on the element: the chosen catalogue loads, a change re-renders in place, a bad value is reported. */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { WalletModalElement } from '../../../src/wallet-modal';

beforeAll(async () => {
  await import('../../../src/wallet-modal');
});

afterEach(() => {
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

function make(attributes: Record<string, string>): { element: WalletModalElement; errors: CustomEvent[] } {
  const element = document.createElement('wallet-modal');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  const errors: CustomEvent[] = [];
  element.addEventListener('wm-error', (event) => errors.push(event as CustomEvent));
  document.body.append(element);
  return { element, errors };
}

const waitFor = async (check: () => boolean) => {
  for (let i = 0; i < 300 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(check()).toBe(true);
};

const root = (element: WalletModalElement) => element.shadowRoot!.querySelector<HTMLElement>('.wm-root');
const trigger = (element: WalletModalElement) => element.shadowRoot!.querySelector('[data-testid="wm-trigger"]')?.textContent;
const title = (element: WalletModalElement) => element.shadowRoot!.querySelector('.wm-title')?.textContent;

describe('the locale attribute', () => {
  it('draws the element in the chosen language, and an open modal switches language in place', async () => {
    const { element, errors } = make({ 'project-id': 'site', locale: 'de' });
    await waitFor(() => trigger(element) === 'Verbinden');
    expect(root(element)?.getAttribute('lang')).toBe('de');
    expect(root(element)?.getAttribute('dir')).toBe('ltr');

    element.open();
    await waitFor(() => title(element) === 'Wallet verbinden');
    element.setAttribute('locale', 'ar');
    await waitFor(() => title(element) === 'اربط محفظة');
    expect(root(element)?.getAttribute('dir')).toBe('rtl');
    expect(element.state.open).toBe(true);
    expect(element.state.view).toBe('Connect');
    expect(element.shadowRoot!.querySelector('[data-testid="wm-close"]')?.getAttribute('aria-label')).toBe('إغلاق');
    expect(errors).toEqual([]);
  });

  it('reports a bad value as wm-error INVALID_ATTRIBUTE and falls back to the browser language, then English', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['sw-KE', 'ja-JP']);
    const { element, errors } = make({ 'project-id': 'site', locale: 'not a tag!' });
    await waitFor(() => errors.length === 1);
    expect(errors[0]!.detail).toEqual({ code: 'INVALID_ATTRIBUTE', message: expect.stringMatching(/^locale: "not a tag!" is not a BCP 47 language tag/) });
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^<wallet-modal> locale: /));
    await waitFor(() => trigger(element) === '接続');

    element.setAttribute('locale', 'sw');
    await waitFor(() => errors.length === 2);
    expect(errors[1]!.detail.message).toMatch(/^locale: "sw" is not a shipped locale/);

    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['sw-KE']);
    element.removeAttribute('locale');
    await waitFor(() => trigger(element) === 'Connect');
    expect(root(element)?.getAttribute('lang')).toBe('en');
  });
});
