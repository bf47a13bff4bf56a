/**
 * Connect's email field and social buttons (issue 21 point 7): shown only with `frame-url`, in SPEC §2's method order
 * (email, social, wallet; wallet first when a browser wallet is installed), turned off by `features` (SPEC §9: on by
 * default), and what each asks of the client.
 */
import { act } from 'react';
import { createStore } from 'jotai/vanilla';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Connector } from '../../../src/connectors/connector';
import { EmailLoginThrottledError } from '../../../src/errors/frame';
import { connectorsAtom } from '../../../src/state/connection';
import { DEFAULT_OPTIONS, optionsAtom } from '../../../src/state/options';
import ConnectView from '../../../src/ui/views/ConnectView';
import { click, render } from '../../support/render';

const FRAME = 'https://wallet.shop.example/';
afterEach(() => vi.restoreAllMocks());

function store({ frameUrl = FRAME as string | undefined, features, installed = false }: { frameUrl?: string; features?: string; installed?: boolean } = {}) {
  const s = createStore();
  s.set(optionsAtom, { ...DEFAULT_OPTIONS, ...(frameUrl ? { frameUrl } : {}), ...(features ? { featuresAttribute: features } : {}) });
  if (installed) s.set(connectorsAtom, [{ id: 'io.wallet', name: 'Wallet', type: 'ANNOUNCED', namespace: 'eip155', installed: true } as Connector]);
  return s;
}

/** The connect methods in the order drawn. */
const methods = (container: HTMLElement) =>
  [...container.querySelectorAll('[data-testid="wm-email-login"], [data-testid="wm-socials"], [aria-label="Wallets"]')].map((el) =>
    el.getAttribute('data-testid') === 'wm-email-login' ? 'email' : el.getAttribute('data-testid') === 'wm-socials' ? 'social' : 'wallet',
  );
const socials = (container: HTMLElement) => [...container.querySelectorAll('[data-testid^="wm-social-"]')].map((b) => b.textContent);

function typeInto(input: HTMLInputElement, text: string) {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  act(() => {
    setValue.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
/** Submits, and lets the login answer (its error shown). */
const submit = (form: HTMLFormElement) => act(async () => void form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true })));

describe('Connect: email and social login', () => {
  it('without frame-url, offers neither (the wallets only, as before)', () => {
    const { container } = render(<ConnectView route={{ view: 'Connect' }} />, store({ frameUrl: '' }));
    expect(methods(container)).toEqual(['wallet']);
  });

  it("SPEC §2's order: email, social, wallet; with an installed browser wallet, wallet first", () => {
    expect(methods(render(<ConnectView route={{ view: 'Connect' }} />, store()).container)).toEqual(['email', 'social', 'wallet']);
    expect(methods(render(<ConnectView route={{ view: 'Connect' }} />, store({ installed: true })).container)).toEqual(['wallet', 'email', 'social']);
  });

  it('offers the social providers of SPEC §9 by default, in order, and only those `features` names (Farcaster has a flow of its own)', () => {
    expect(socials(render(<ConnectView route={{ view: 'Connect' }} />, store()).container)).toEqual(['Google', 'X', 'Discord', 'GitHub', 'Apple', 'Facebook']);
    const only = render(<ConnectView route={{ view: 'Connect' }} />, store({ features: '{"socials": ["github", "farcaster"]}' })).container;
    expect(socials(only)).toEqual(['GitHub']);
  });

  it('`features` turns email and socials off', () => {
    expect(methods(render(<ConnectView route={{ view: 'Connect' }} />, store({ features: '{"email": false}' })).container)).toEqual(['social', 'wallet']);
    expect(methods(render(<ConnectView route={{ view: 'Connect' }} />, store({ features: '{"socials": false}' })).container)).toEqual(['email', 'wallet']);
  });

  it('sends the typed address to the email login, says an empty one is not an email, and shows what the login answers', async () => {
    const { byTestId, client, container } = render(<ConnectView route={{ view: 'Connect' }} />, store());
    const form = container.querySelector('form')!;
    await submit(form);
    expect(byTestId('wm-login-error')!.textContent).toBe('Invalid email');
    expect(client.embedded.startEmailLogin).not.toHaveBeenCalled();

    typeInto(byTestId('wm-email-input') as HTMLInputElement, 'ada@example.com');
    expect(byTestId('wm-login-error')).toBeNull();
    client.embedded.startEmailLogin.mockRejectedValueOnce(new EmailLoginThrottledError({ n: 18 }));
    await submit(form);
    expect(byTestId('wm-login-error')?.textContent).toBe('Please try again after 18 seconds');
    expect(client.embedded.startEmailLogin).toHaveBeenCalledWith('ada@example.com');
    expect(byTestId('wm-email-input')!.getAttribute('aria-invalid')).toBe('true');
  });

  it("loads the wallet's frame on the person's intent: a focus on the email field", async () => {
    const { byTestId, client } = render(<ConnectView route={{ view: 'Connect' }} />, store());
    act(() => byTestId('wm-email-input')!.focus());
    await vi.waitFor(() => expect(client.embedded.prepare).toHaveBeenCalled());
  });

  it('opens the login window in the click itself, then starts the social login with it (or with none when blocked)', async () => {
    const popup = { closed: false } as Window;
    const open = vi.spyOn(window, 'open').mockReturnValueOnce(popup).mockReturnValueOnce(null);
    const { byTestId, client } = render(<ConnectView route={{ view: 'Connect' }} />, store());
    click(byTestId('wm-social-github'));
    expect(open).toHaveBeenCalledTimes(1);
    expect(open.mock.calls[0]![0]).toBe('about:blank');
    await vi.waitFor(() => expect(client.embedded.startSocialLogin).toHaveBeenCalledWith('github', popup));
    click(byTestId('wm-social-google'));
    await vi.waitFor(() => expect(client.embedded.startSocialLogin).toHaveBeenLastCalledWith('google', null));
    expect(byTestId('wm-social-github')!.getAttribute('aria-label')).toBe('Log in with GitHub');
  });
});
