import { afterEach, describe, expect, it } from 'vitest';
import type { Eip1193Provider } from '../../../src/connectors/connector';
import { UnsupportedProviderMethodError } from '../../../src/errors/rpc';
import { DEFAULT_FEATURES } from '../../../src/constants';
import { optionsAtom } from '../../../src/state/options';
import { startedWireClient, type WireClient } from '../../support/wire-wallet';

const GRANT = { method: 'wallet_grantPermissions', params: [{ chainId: '0x7a69', expiry: 1_900_000_000, signer: { type: 'account' }, permissions: [] }] };

describe('the smartSessions feature (SPEC §9, off by default)', () => {
  let started: WireClient | undefined;
  afterEach(() => started?.destroy());

  const connected = async (smartSessions: boolean) => {
    localStorage.clear();
    started = startedWireClient({ features: { ...DEFAULT_FEATURES, smartSessions } });
    await started.client.connect('test.wire.wallet');
    return started.client.getProvider('eip155') as Eip1193Provider;
  };

  it('off: the host provider refuses wallet_grantPermissions as unsupported (4200) without asking the wallet', async () => {
    const provider = await connected(false);
    const error = await provider.request(GRANT).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(UnsupportedProviderMethodError);
    expect((error as InstanceType<typeof UnsupportedProviderMethodError>).rpcCode).toBe(4200);
    expect(started!.wallet.calls).not.toContain('wallet_grantPermissions');
    // Everything else still passes, EIP-2255's revoke included.
    await provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] });
    expect(started!.wallet.calls).toContain('wallet_revokePermissions');
  });

  it('on: wallet_grantPermissions reaches the wallet, whose own answer comes back', async () => {
    const provider = await connected(true);
    const error = await provider.request(GRANT).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(started!.wallet.calls).toContain('wallet_grantPermissions');
    // The Wire Wallet has no ERC-7715 support: its own 4200, not ours.
    expect(error).not.toBeInstanceOf(UnsupportedProviderMethodError);
    expect((error as { code?: unknown }).code).toBe(4200);
  });

  it('applies to a connected wallet as soon as the features change', async () => {
    const provider = await connected(true);
    const { client } = started!;
    client.setOptions({
      ...client.store.get(optionsAtom),
      features: { ...DEFAULT_FEATURES, smartSessions: false },
    });
    await expect(provider.request(GRANT)).rejects.toBeInstanceOf(UnsupportedProviderMethodError);
    expect(started!.wallet.calls).not.toContain('wallet_grantPermissions');
  });
});
