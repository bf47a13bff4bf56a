/**
 * The embedded wallet's views: the six code boxes (typing moves on, Backspace and the arrows move back and forth, a
 * pasted code fills them and is checked at once), the resend with SPEC §9's 30 s cooldown shown, ConnectingSocial's
 * retry after a blocked popup, the Account view's login line, and ApproveTransaction for a wallet request.
 */
import { act } from 'react';
import { createStore } from 'jotai/vanilla';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ConnectedAccount } from '../../../src/state/account';
import { accountAtoms } from '../../../src/state/account';
import { approvalAtom } from '../../../src/state/approval';
import { emailLoginAtom, lastEmailLoginAtom, socialLoginAtom } from '../../../src/state/embedded-login';
import { PopupBlockedError } from '../../../src/errors/frame';
import AccountView from '../../../src/ui/views/AccountView';
import ConnectingSocialView from '../../../src/ui/views/embedded/ConnectingSocialView';
import EmailVerifyOtpView from '../../../src/ui/views/embedded/EmailVerifyOtpView';
import ApproveTransaction from '../../../src/ui/views/swap/ApproveTransaction';
import { RequestApproval } from '../../../src/ui/views/embedded/lazy';
import { click, render } from '../../support/render';

const EMAIL = 'ada@example.com';
const EVM = '0x52908400098527886E0F7030069857D2E4169EE7';
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function codeView(lastSent = Date.now()) {
  const store = createStore();
  store.set(emailLoginAtom, { email: EMAIL, status: 'code' });
  store.set(lastEmailLoginAtom, { [EMAIL]: lastSent });
  const view = render(<EmailVerifyOtpView route={{ view: 'EmailVerifyOtp', email: EMAIL }} />, store);
  const boxes = () => Array.from({ length: 6 }, (_, i) => view.byTestId(`wm-otp-${i}`) as HTMLInputElement);
  return { ...view, boxes };
}

function typeInto(input: HTMLInputElement, text: string) {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  act(() => {
    setValue.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
const key = (target: Element, k: string) => act(() => void target.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true })));
/** A paste, and what the view does with the code it completes (the check's answer included). */
async function paste(target: Element, text: string) {
  const event = Object.assign(new Event('paste', { bubbles: true, cancelable: true }), { clipboardData: { getData: () => text } });
  await act(async () => void target.dispatchEvent(event));
}

describe('EmailVerifyOtp: six boxes', () => {
  it('a digit moves on to the next box; the sixth checks the code', async () => {
    const { boxes, client, byTestId } = codeView();
    expect(byTestId('wm-otp-sent')!.textContent).toBe(`Enter the code we sent to ${EMAIL}`);
    expect(boxes()[0]!.getAttribute('aria-label')).toBe('Digit 1 of 6');
    // Shown ready to type.
    expect(document.activeElement).toBe(boxes()[0]);
    '12345'.split('').forEach((digit, i) => {
      typeInto(boxes()[i]!, digit);
      expect(document.activeElement).toBe(boxes()[i + 1]);
    });
    typeInto(boxes()[3]!, 'x');
    expect(
      boxes()
        .map((b) => b.value)
        .join(''),
    ).toBe('12345');
    expect(client.embedded.verifyEmailOtp).not.toHaveBeenCalled();
    typeInto(boxes()[5]!, '6');
    await vi.waitFor(() => expect(client.embedded.verifyEmailOtp).toHaveBeenCalledWith('123456'));
  });

  it('Backspace in an empty box clears the one before and goes there; the arrows, Home and End move', () => {
    const { boxes } = codeView();
    typeInto(boxes()[0]!, '4');
    typeInto(boxes()[1]!, '2');
    act(() => boxes()[2]!.focus());
    key(boxes()[2]!, 'Backspace');
    expect(document.activeElement).toBe(boxes()[1]);
    expect(boxes().map((b) => b.value)).toEqual(['4', '', '', '', '', '']);
    key(boxes()[1]!, 'ArrowLeft');
    expect(document.activeElement).toBe(boxes()[0]);
    key(boxes()[0]!, 'End');
    expect(document.activeElement).toBe(boxes()[5]);
    key(boxes()[5]!, 'Home');
    expect(document.activeElement).toBe(boxes()[0]);
    key(boxes()[0]!, 'ArrowRight');
    expect(document.activeElement).toBe(boxes()[1]);
  });

  it('a pasted code fills the boxes (its digits only) and is checked at once; a wrong one empties them', async () => {
    const { boxes, client } = codeView();
    client.embedded.verifyEmailOtp.mockRejectedValueOnce(new Error('Invalid code'));
    await paste(boxes()[0]!, ' 98-76 54 ');
    expect(client.embedded.verifyEmailOtp).toHaveBeenCalledWith('987654');
    expect(
      boxes()
        .map((b) => b.value)
        .join(''),
    ).toBe('');
    // Pasted into the third box, a code fills from there: four digits make it whole.
    typeInto(boxes()[0]!, '1');
    typeInto(boxes()[1]!, '2');
    await paste(boxes()[2]!, '3456789');
    expect(client.embedded.verifyEmailOtp).toHaveBeenLastCalledWith('123456');
  });

  it('shows the resend cooldown and counts it down; once it has passed, resend asks for a new code', async () => {
    vi.useFakeTimers();
    const { byTestId, client } = codeView(Date.now() - 1_000);
    const button = () => byTestId('wm-otp-resend') as HTMLButtonElement;
    expect(button().textContent).toBe('Resend code in 29 s');
    expect(button().disabled).toBe(true);
    act(() => vi.advanceTimersByTime(1_000));
    expect(button().textContent).toBe('Resend code in 28 s');
    act(() => vi.advanceTimersByTime(28_000));
    expect(button().textContent).toBe('Resend code');
    vi.useRealTimers();
    await act(async () => button().click());
    expect(client.embedded.resendEmailCode).toHaveBeenCalled();
  });

  it("says 'Authenticating...' while the code is checked, and shows the login's error", () => {
    const store = createStore();
    store.set(emailLoginAtom, { email: EMAIL, status: 'verifying' });
    const { byTestId, unmount } = render(<EmailVerifyOtpView route={{ view: 'EmailVerifyOtp', email: EMAIL }} />, store);
    expect(byTestId('wm-otp-status')!.textContent).toContain('Authenticating...');
    expect((byTestId('wm-otp-0') as HTMLInputElement).disabled).toBe(true);
    unmount();
    store.set(emailLoginAtom, { email: EMAIL, status: 'idle', error: new PopupBlockedError() });
    expect(render(<EmailVerifyOtpView route={{ view: 'EmailVerifyOtp', email: EMAIL }} />, store).byTestId('wm-login-error')!.textContent).toBe(
      'The browser blocked the login window',
    );
  });
});

describe('ConnectingSocial', () => {
  it('after a blocked popup, offers to try again with a window opened in that click', async () => {
    const store = createStore();
    store.set(socialLoginAtom, { provider: 'github', status: 'blocked', error: new PopupBlockedError() });
    const popup = {} as Window;
    vi.spyOn(window, 'open').mockReturnValue(popup);
    const { byTestId, client } = render(<ConnectingSocialView route={{ view: 'ConnectingSocial', provider: 'github' }} />, store);
    expect(byTestId('wm-social-blocked')!.textContent).toContain('The browser blocked the login window');
    click(byTestId('wm-social-retry'));
    await vi.waitFor(() => expect(client.embedded.startSocialLogin).toHaveBeenCalledWith('github', popup));
  });

  it('waits for the person in the provider’s window', () => {
    const store = createStore();
    store.set(socialLoginAtom, { provider: 'discord', status: 'waiting' });
    const { byTestId } = render(<ConnectingSocialView route={{ view: 'ConnectingSocial', provider: 'discord' }} />, store);
    expect(byTestId('wm-social-waiting')!.textContent).toBe('Continue in the Discord window');
  });
});

const account = (extra: Partial<ConnectedAccount>): ConnectedAccount => ({
  status: 'connected',
  connectorId: 'embedded',
  caipAddress: `eip155:1:${EVM}`,
  address: EVM,
  caipNetworkId: 'eip155:1',
  tokenBalance: [],
  allAccounts: [],
  ...extra,
});

describe('Account: the login', () => {
  it('shows the email of an email login with the way to change it, and the name and provider of a social one', () => {
    const store = createStore();
    store.set(accountAtoms.eip155, account({ user: { email: EMAIL, address: EVM, chainId: 'eip155:1', accounts: [] } }));
    const email = render(<AccountView route={{ view: 'Account' }} />, store);
    expect(email.byTestId('wm-account-login')!.textContent).toContain(EMAIL);
    click(email.byTestId('wm-change-email'));
    expect(email.client.push).toHaveBeenCalledWith({ view: 'UpdateEmailWallet' });
    email.unmount();

    store.set(accountAtoms.eip155, account({ socialProvider: 'github', user: { email: null, userName: 'ada_gh', address: EVM, chainId: 1, accounts: [] } }));
    const social = render(<AccountView route={{ view: 'Account' }} />, store);
    expect(social.byTestId('wm-account-login-name')!.textContent).toBe('ada_gh');
    expect(social.byTestId('wm-account-login-provider')!.textContent).toBe('GitHub');
    expect(social.byTestId('wm-change-email')).toBeNull();
  });
});

describe('ApproveTransaction for a wallet request', () => {
  it('shows what is signed, and Approve or Reject answers it', async () => {
    await RequestApproval.preload();
    const store = createStore();
    store.set(approvalAtom, {
      id: 7,
      status: 'asking',
      namespace: 'eip155',
      caipNetworkId: 'eip155:1',
      address: EVM,
      method: 'personal_sign',
      params: ['0x68656c6c6f', EVM],
      summary: { kind: 'message', text: 'Sign in to shop.example\nNonce: 42' },
    });
    const { byTestId, client } = render(<ApproveTransaction route={{ view: 'ApproveTransaction', approval: 7 }} />, store);
    expect(byTestId('wm-approval-intro')!.textContent).toBe('Sign this message with your wallet on Ethereum?');
    expect(byTestId('wm-approval-text')!.textContent).toBe('Sign in to shop.example\nNonce: 42');
    click(byTestId('wm-approval-approve'));
    await vi.waitFor(() => expect(client.embedded.decideApproval).toHaveBeenCalledWith(true));
    click(byTestId('wm-approval-reject'));
    await vi.waitFor(() => expect(client.embedded.decideApproval).toHaveBeenLastCalledWith(false));
  });
});
