/**
 * SPEC §8: the capability and bundle codes 5700-5760 are named errors with their own words, and WalletConnect's 5000
 * is a user rejection. The wallet throws them through the real client's requests, as a wallet would.
 */
import { afterEach, describe, expect, it } from 'vitest';
import {
  AtomicityNotSupportedError,
  AtomicReadyWalletRejectedUpgradeError,
  BundleTooLargeError,
  DuplicateIdError,
  type RpcCodeError,
  UnknownBundleIdError,
  UnsupportedChainIdError,
  UnsupportedNonOptionalCapabilityError,
  UserRejectedRequestError,
  isUserRejection,
} from '../../../src/errors/rpc';
import { WalletModalError } from '../../../src/errors';
import { localizeMessage } from '../../../src/i18n/english';
import type { Catalogue } from '../../../src/i18n/translate';
import de from '../../../src/i18n/locales/de.json';
import ja from '../../../src/i18n/locales/ja.json';
import { connectedWireClient } from '../../support/wire-wallet';

const TO = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8';

let destroy: (() => void) | undefined;
afterEach(() => {
  destroy?.();
  destroy = undefined;
});

async function failing(failure: unknown) {
  const connected = await connectedWireClient();
  destroy = connected.destroy;
  connected.wallet.failure = failure;
  return connected.client;
}

async function rejection(promise: Promise<unknown>): Promise<WalletModalError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(WalletModalError);
    return error as WalletModalError;
  }
  throw new Error('expected a rejection');
}

describe('capability and bundle codes 5700-5760 (SPEC §8)', () => {
  it.each([
    [5700, UnsupportedNonOptionalCapabilityError, 'This Wallet does not support a capability that was not marked as optional.'],
    [5710, UnsupportedChainIdError, 'This Wallet does not support the requested chain ID.'],
    [5720, DuplicateIdError, 'There is already a bundle submitted with this ID.'],
    [5730, UnknownBundleIdError, 'This bundle id is unknown / has not been submitted'],
    [5740, BundleTooLargeError, 'The call bundle is too large for the Wallet to process.'],
    [5750, AtomicReadyWalletRejectedUpgradeError, 'The Wallet can support atomicity after an upgrade, but the user rejected the upgrade.'],
    [5760, AtomicityNotSupportedError, 'The wallet does not support atomic execution but the request requires it.'],
  ])('a wallet throwing %i rejects sendTransaction with its named class, code and words', async (code, cls, words) => {
    const client = await failing(Object.assign(new Error('wallet words'), { code }));
    const error = await rejection(client.sendTransaction({ to: TO }));
    expect(error).toBeInstanceOf(cls);
    expect(error.name).toBe(cls.name);
    expect((error as RpcCodeError).rpcCode).toBe(code);
    expect(error.code).toBe(`PROVIDER_${code}`);
    expect(error.shortMessage).toBe(words);
    // 5750 is a person refusing an upgrade, but not the request: it stays its own error, not a rejection.
    expect(isUserRejection(error)).toBe(false);
  });

  it('shows the words translated where the modal displays them', async () => {
    const client = await failing({ code: 5740, message: 'too big' });
    const error = await rejection(client.signMessage('hello'));
    expect(error).toBeInstanceOf(BundleTooLargeError);
    expect(localizeMessage('de', de as Catalogue, error.shortMessage)).toBe('Das Aufrufbündel ist zu groß, um von der Wallet verarbeitet zu werden.');
    expect(localizeMessage('ja', ja as Catalogue, new AtomicityNotSupportedError().shortMessage)).toBe(
      'ウォレットはアトミック実行に対応していませんが、リクエストはそれを必要としています。',
    );
  });
});

describe('5000 (SPEC §8: treated as user rejection)', () => {
  it('rejects signMessage and sendTransaction as a UserRejectedRequestError, PROVIDER_4001', async () => {
    const client = await failing({ code: 5000, message: 'User rejected.' });
    for (const request of [client.signMessage('hello'), client.sendTransaction({ to: TO })]) {
      const error = await rejection(request);
      expect(error).toBeInstanceOf(UserRejectedRequestError);
      expect(error.code).toBe('PROVIDER_4001');
      expect(error.shortMessage).toBe('User rejected the request.');
      expect(isUserRejection(error)).toBe(true);
    }
  });
});
