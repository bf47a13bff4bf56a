// The Send views with a fake client: the token choices and fiat preview, the look-alike gate before Review, the
// client's refusal shown as it is, and the review's rejection message (the wallet and chain parts are e2e).
import { act } from 'react';
import { createStore } from 'jotai/vanilla';
import { describe, expect, it, vi } from 'vitest';
import { parseAttributes } from '../../../src/element/attributes';
import { WalletModalError } from '../../../src/errors';
import { UserRejectedRequestError } from '../../../src/errors/rpc';
import { accountAtoms, type AccountState } from '../../../src/state/account';
import { activityAtom, type Transaction } from '../../../src/state/account-data';
import { optionsAtom } from '../../../src/state/options';
import { localeAtom } from '../../../src/state/locale';
import de from '../../../src/i18n/locales/de.json';
import { sendFormAtom } from '../../../src/state/send-form';
import { sendReviewAtom, type SendReview } from '../../../src/state/send-review';
import WalletSend from '../../../src/ui/views/send/WalletSend';
import WalletSendPreview from '../../../src/ui/views/send/WalletSendPreview';
import { click, render } from '../../support/render';
import * as MESSAGES from '../../../src/messages';
import { fill } from '../../../src/messages/fill';

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const ALICE = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const DUSD = 'eip155:8453:0x5FbDB2315678afecb367f032d93F642f64180aa3';
const CAIP_ADDRESS = `eip155:8453:${ADDRESS}`;

function storeWithAccount() {
  const store = createStore();
  // Nothing listens on port 9: the review's simulation fails at once, never reaching a real network.
  store.set(
    optionsAtom,
    parseAttributes({ networks: 'eip155:8453', 'api-url': 'https://data.example', 'rpc-urls': '{"eip155:8453":"http://127.0.0.1:9"}' }).options,
  );
  store.set(accountAtoms.eip155, {
    status: 'connected',
    connectorId: 'demo',
    caipAddress: CAIP_ADDRESS,
    address: ADDRESS,
    caipNetworkId: 'eip155:8453',
    balance: { value: 2n * 10n ** 18n, decimals: 18 },
    balanceSymbol: 'ETH',
    allAccounts: [],
    tokenBalance: [
      { name: 'Ether', symbol: 'ETH', chainId: 'eip155:8453', quantity: { value: 2n * 10n ** 18n, decimals: 18 }, price: { value: 300000n, decimals: 2 } },
      {
        name: 'Demo Dollar',
        symbol: 'DUSD',
        chainId: 'eip155:8453',
        address: DUSD,
        quantity: { value: 2_500_000_000n, decimals: 6 },
        price: { value: 100n, decimals: 2 },
      },
    ],
  } as AccountState);
  const history = {
    id: '1',
    hash: '0x1',
    chainId: 'eip155:8453',
    minedAt: 0,
    operationType: 'send',
    status: 'confirmed',
    sentFrom: ADDRESS,
    sentTo: ALICE,
    transfers: [],
  } as Transaction;
  store.set(activityAtom, { key: CAIP_ADDRESS, status: 'loaded', transactions: [history], next: null });
  return store;
}

/** Types into a controlled input the way React hears it. */
function type(element: HTMLElement | null, value: string) {
  expect(element).not.toBeNull();
  act(() => {
    const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element), 'value')!.set!;
    setter.call(element, value);
    element!.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

const flush = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

describe('WalletSend', () => {
  it('offers the native currency first, then the tokens; the fiat preview follows the amount and the token', () => {
    const { byTestId, store } = render(<WalletSend route={{ view: 'WalletSend' }} />, storeWithAccount());
    const options = [...byTestId('wm-send-token')!.querySelectorAll('option')].map((o) => o.textContent);
    expect(options).toEqual(['ETH (2.00)', 'DUSD (2,500.00)']);
    type(byTestId('wm-send-amount'), '1.5');
    expect(byTestId('wm-send-fiat')!.textContent).toBe('≈ $4,500.00');
    act(() => store.set(sendFormAtom, { receiver: '', amount: '12.5', tokenAddress: DUSD }));
    expect(byTestId('wm-send-fiat')!.textContent).toBe('≈ $12.50');
    type(byTestId('wm-send-amount'), '0.0000001');
    expect(byTestId('wm-send-fiat')!.textContent).toBe('This token has at most 6 decimals');
  });

  it('speaks the chosen language: labels, the fiat preview in its digits, and a refusal (German here)', async () => {
    const store = storeWithAccount();
    store.set(localeAtom, { locale: 'de', catalogue: de });
    const { byTestId, client, container } = render(<WalletSend route={{ view: 'WalletSend' }} />, store);
    expect(container.querySelector('label[for$="-amount"]')!.textContent).toBe('Betrag (ETH)');
    // German writes 1.5 as '1,5' (issue 20 point 7: amounts are typed in the visitor's locale; '1.5' is an error there).
    type(byTestId('wm-send-amount'), '1,5');
    expect(byTestId('wm-send-fiat')!.textContent).toBe('≈ 4.500,00\u00a0$');
    client.prepareSend.mockRejectedValueOnce(new WalletModalError('INSUFFICIENT_FUNDS', fill(MESSAGES.sendInsufficientBalance, { symbol: 'ETH' })));
    type(byTestId('wm-send-receiver'), ALICE);
    click(byTestId('wm-send-review'));
    await flush();
    expect(byTestId('wm-send-error')!.textContent).toBe('Nicht genug ETH für diesen Betrag');
  });

  it('a look-alike of a history address blocks Review until the person ticks that they checked it', async () => {
    const { byTestId, client } = render(<WalletSend route={{ view: 'WalletSend' }} />, storeWithAccount());
    const lookalike = `0x7099${'0'.repeat(32)}79c8`;
    type(byTestId('wm-send-receiver'), lookalike);
    expect(byTestId('wm-send-lookalike')!.textContent).toContain(ALICE);
    expect((byTestId('wm-send-review') as HTMLButtonElement).disabled).toBe(true);
    click(byTestId('wm-send-lookalike-ack'));
    expect((byTestId('wm-send-review') as HTMLButtonElement).disabled).toBe(false);
    // Alice herself, and an unrelated address, raise no warning.
    type(byTestId('wm-send-receiver'), ALICE);
    expect(byTestId('wm-send-lookalike')).toBeNull();
    expect(client.prepareSend).not.toHaveBeenCalled();
  });

  it("shows the client's refusal in its own words, and pushes the review once the client accepts", async () => {
    const { byTestId, client, store } = render(<WalletSend route={{ view: 'WalletSend' }} />, storeWithAccount());
    client.prepareSend.mockRejectedValueOnce(new WalletModalError('INSUFFICIENT_GAS', MESSAGES.insufficientGas));
    type(byTestId('wm-send-amount'), '1');
    type(byTestId('wm-send-receiver'), ALICE);
    click(byTestId('wm-send-review'));
    await flush();
    expect(byTestId('wm-send-error')!.textContent).toBe('Insufficient gas');
    expect(client.push).not.toHaveBeenCalled();

    const review = {
      namespace: 'eip155',
      caipNetworkId: 'eip155:8453',
      from: ADDRESS,
      token: { symbol: 'ETH', decimals: 18 },
      amount: 10n ** 18n,
      receiver: ALICE,
      fee: 21000n,
      native: { symbol: 'ETH', decimals: 18 },
    } as SendReview;
    client.prepareSend.mockResolvedValueOnce(review as never);
    click(byTestId('wm-send-review'));
    await flush();
    expect(client.prepareSend).toHaveBeenLastCalledWith({ tokenAddress: undefined, receiver: ALICE, amount: '1' });
    expect(store.get(sendReviewAtom)).toBe(review);
    expect(client.push).toHaveBeenCalledWith({ view: 'WalletSendPreview' });
  });
});

describe('WalletSendPreview', () => {
  const review: SendReview = {
    namespace: 'eip155',
    caipNetworkId: 'eip155:8453',
    from: ADDRESS,
    token: { symbol: 'DUSD', decimals: 6, address: DUSD.split(':')[2]! },
    amount: 12_500_000n,
    receiver: ALICE,
    receiverName: 'alice.wallet-modal.local',
    fee: 42_000_000_000_000n,
    native: { symbol: 'ETH', decimals: 18 },
    call: { to: DUSD.split(':')[2]!, data: `0xa9059cbb${'0'.repeat(24)}${ALICE.slice(2).toLowerCase()}${12_500_000n.toString(16).padStart(64, '0')}` },
  };

  it('shows amount, receiver with its name, fee and total; a rejection in the wallet says so and offers to try again', async () => {
    const store = storeWithAccount();
    store.set(sendReviewAtom, review);
    const { byTestId, client } = render(<WalletSendPreview route={{ view: 'WalletSendPreview' }} />, store);
    expect(byTestId('wm-send-review-amount')!.textContent).toBe('12.5 DUSD');
    expect(byTestId('wm-send-review-receiver')!.textContent).toBe(`alice.wallet-modal.local ${ALICE}`);
    expect(byTestId('wm-send-review-fee')!.textContent).toBe('at most 0.000042 ETH');
    expect(byTestId('wm-send-review-total')!.textContent).toBe('12.5 DUSD + 0.000042 ETH');

    // The review's simulation settles first (here its node is unreachable): a simulation error does not block Send.
    expect((byTestId('wm-send-confirm') as HTMLButtonElement).disabled).toBe(true);
    await vi.waitFor(() => expect(byTestId('wm-simulation')!.dataset.status).toBe('error'), { timeout: 10000 });
    client.confirmSend.mockRejectedValueOnce(new UserRejectedRequestError());
    click(byTestId('wm-send-confirm'));
    expect(byTestId('wm-send-confirm')!.textContent).toBe('Confirm in your wallet…');
    await flush();
    expect(client.confirmSend).toHaveBeenCalledWith(review);
    expect(byTestId('wm-send-failure')!.textContent).toBe(MESSAGES.sendRejected);
    expect(byTestId('wm-send-confirm')!.textContent).toBe('Try again');
  });
});
