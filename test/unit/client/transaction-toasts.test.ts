// SPEC §4's toasts around the modal's own wallet requests: loading while the wallet is asked, then success or the
// flow's failure; a refusal in the wallet leaves the words to the view.
import { describe, expect, it } from 'vitest';
import { createStore } from 'jotai/vanilla';
import { withTransactionToasts } from '../../../src/client/actions/transaction-toasts';
import type { ClientContext } from '../../../src/client/context';
import { toastsAtom } from '../../../src/state/toasts';
import en from '../../../src/i18n/locales/en.json';
import { standIn } from '../../support/stand-in';
import * as MESSAGES from '../../../src/messages';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const context = () => standIn<ClientContext>({ store: createStore(), window });
const shown = (ctx: ClientContext) => ctx.store.get(toastsAtom).map(({ variant, message }) => ({ variant, message }));

describe('withTransactionToasts', () => {
  it('shows loading while the wallet is asked, then Transaction started in its place', async () => {
    const ctx = context();
    const answer = deferred<string>();
    const sent = withTransactionToasts(ctx, MESSAGES.somethingWentWrong, () => answer.promise);
    expect(shown(ctx)).toEqual([{ variant: 'loading', message: 'Confirm in your wallet' }]);
    answer.resolve('0xhash');
    await expect(sent).resolves.toBe('0xhash');
    expect(shown(ctx)).toEqual([{ variant: 'success', message: 'Transaction started' }]);
  });

  it("a failure replaces loading with the flow's message and rejects with the named error", async () => {
    const ctx = context();
    const failed = withTransactionToasts(ctx, MESSAGES.solanaSendFailed, () =>
      Promise.reject(Object.assign(new Error('execution reverted: nope'), { code: -32000 })),
    );
    await expect(failed).rejects.toMatchObject({ code: expect.stringMatching(/^NODE_|PROVIDER_/) });
    expect(shown(ctx)).toEqual([{ variant: 'error', message: 'Failed to send transaction. Please try again.' }]);
  });

  it('a refusal in the wallet leaves no toast at all', async () => {
    const ctx = context();
    const refused = withTransactionToasts(ctx, MESSAGES.somethingWentWrong, () =>
      Promise.reject(Object.assign(new Error('User rejected the request.'), { code: 4001 })),
    );
    await expect(refused).rejects.toMatchObject({ code: 'PROVIDER_4001' });
    expect(shown(ctx)).toEqual([]);
  });

  it('the loading words are a catalogue message, so every language shows them', () => {
    expect(Object.entries(en).find(([, value]) => value === MESSAGES.confirmInWallet)?.[0]).toBe('msg.confirmInWallet');
  });
});
