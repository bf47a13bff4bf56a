/**
 * The frame's logins, keys and sign-out through its real handlers and an auth service that keeps the real rules
 * (test/support/memory-auth.ts): issue 21 point 5's claims, one test each.
 */
import { combine } from 'shamir-secret-sharing';
import { beforeEach, describe, expect, it } from 'vitest';
import { rebuildKeys, unlockKeys } from '../../../frame/keys/custody';
import { localDeviceStore } from '../../../frame/keys/device-store';
import { createMemoryAuth, RECOVERY_WINDOW_MS, type MemoryAuth } from '../../support/memory-auth';
import { frameDevice } from '../../support/frame-device';

const EMAIL = 'ada@example.com';
let clock = 1_700_000_000_000;
let auth: MemoryAuth;
beforeEach(async () => {
  auth = await createMemoryAuth({ now: () => clock });
});

const userOf = async (device: ReturnType<typeof frameDevice>) => {
  const reply = await device.call('GET_USER', {});
  if (!reply.ok) throw new Error(reply.message);
  return reply.payload as { email: string | null; address: string };
};

describe('email login in the frame', () => {
  it('sends a code, refuses a wrong one, and on the right one unlocks keys and announces the session', async () => {
    const device = frameDevice(auth);
    expect(await device.call('CONNECT_EMAIL', { email: EMAIL })).toEqual({ ok: true, payload: { action: 'VERIFY_OTP' } });
    const code = auth.outbox.at(-1)!.code;
    expect(await device.call('CONNECT_OTP', { otp: code === '000000' ? '000001' : '000000' })).toEqual({ ok: false, message: 'Invalid code' });
    expect(device.sessions).toEqual([]);
    expect(await device.call('CONNECT_OTP', { otp: code })).toEqual({ ok: true, payload: {} });
    expect(device.sessions).toHaveLength(1);
    const user = await userOf(device);
    expect(user).toMatchObject({ email: EMAIL, address: device.state.keys!.evmAddress, chainId: 'eip155:1' });
    await device.call('SWITCH_NETWORK', { chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' });
    expect((await userOf(device)).address).toBe(device.state.keys!.solanaAddress);
  });

  it('keeps the device share in the frame origin storage, and the auth share and the encrypted recovery share at the service', async () => {
    const device = frameDevice(auth);
    await device.loginByEmail(EMAIL);
    const { evmAddress } = device.state.keys!;
    expect(localDeviceStore(device.storage).get(device.state.session!.userId)).toMatchObject({ evmAddress });
    const db = auth.database();
    const userId = db.users[0]!.id;
    expect(db.authShares[userId]).toMatchObject({ evmAddress });
    // AES-GCM: the share's 65 bytes and a 16-byte tag, under a key the database does not hold.
    expect(db.recoveryShares[userId]!.ciphertext).toHaveLength(65 + 16);
  });

  it('gives the app a token that cannot fetch the recovery share: the frame spent its one read at login', async () => {
    const device = frameDevice(auth);
    await device.loginByEmail(EMAIL);
    const token = device.sessions[0]!;
    await expect(auth.getRecoveryShare(token)).rejects.toThrow('Session Expired');
  });
});

describe('what each party can do', () => {
  it('sign-out leaves the frame nothing that can sign: keys overwritten, no device share, no session', async () => {
    const device = frameDevice(auth);
    await device.loginByEmail(EMAIL);
    const keys = device.state.keys!;
    const token = device.state.session!.token;
    expect(await device.call('SIGN_OUT', {})).toEqual({ ok: true, payload: {} });
    expect([...keys.evm, ...keys.solana].every((byte) => byte === 0)).toBe(true);
    expect(device.state).toMatchObject({ keys: null, session: null, pendingEmail: null });
    expect(device.storage.length).toBe(0);
    expect(device.sessions.at(-1)).toBeNull();
    expect(await device.call('RPC_REQUEST', { method: 'personal_sign', params: ['0x00', keys.evmAddress] })).toEqual({
      ok: false,
      message: 'Address or auth connector not found',
    });
    expect(await device.call('IS_CONNECTED', { token })).toEqual({ ok: true, payload: { isConnected: false } });
  });

  it('a new device (no device share) rebuilds the same keys from the auth and recovery shares after a login, and keeps a share', async () => {
    const first = frameDevice(auth);
    await first.loginByEmail(EMAIL);
    const original = await userOf(first);
    const second = frameDevice(auth);
    expect(await second.loginByEmail(EMAIL)).toEqual({ ok: true, payload: {} });
    expect(await userOf(second)).toEqual(original);
    expect(second.storage.length).toBe(1);
    const signed = await second.call('RPC_REQUEST', { method: 'personal_sign', params: ['hello', original.address] });
    expect(signed.ok).toBe(true);
  });

  it('a reload resumes the session from its token with the device share alone; a device without one cannot', async () => {
    const first = frameDevice(auth);
    await first.loginByEmail(EMAIL);
    const token = first.sessions[0]!;
    const reloaded = frameDevice(auth, first.storage);
    expect(await reloaded.call('IS_CONNECTED', { token })).toEqual({ ok: true, payload: { isConnected: true } });
    expect((await userOf(reloaded)).address).toBe(first.state.keys!.evmAddress);
    const stranger = frameDevice(auth);
    expect(await stranger.call('IS_CONNECTED', { token })).toEqual({ ok: true, payload: { isConnected: false } });
    expect(stranger.state.keys).toBeNull();
  });

  it('the service releases the recovery share only within minutes of a login', async () => {
    await frameDevice(auth).loginByEmail(EMAIL);
    await auth.startEmailLogin(EMAIL);
    const session = await auth.verifyEmailCode(EMAIL, auth.outbox.at(-1)!.code);
    clock += RECOVERY_WINDOW_MS + 1;
    await expect(unlockKeys(session, auth, localDeviceStore(new Storage()))).rejects.toThrow('Session Expired');
  });

  it('reads the recovery share beside the auth share, and wipes it when the auth share cannot be read', async () => {
    await frameDevice(auth).loginByEmail(EMAIL);
    await auth.startEmailLogin(EMAIL);
    const session = await auth.verifyEmailCode(EMAIL, auth.outbox.at(-1)!.code);
    const read: Uint8Array[] = [];
    let inFlight = 0;
    let together = 0;
    const overlapping = async <T>(request: () => Promise<T>): Promise<T> => {
      inFlight += 1;
      together = Math.max(together, inFlight);
      await Promise.resolve();
      try {
        return await request();
      } finally {
        inFlight -= 1;
      }
    };
    const store = {
      ...auth,
      getRecoveryShare: (token: string) => overlapping(async () => read[read.push((await auth.getRecoveryShare(token))!) - 1]!),
      getAuthShare: () => overlapping(() => Promise.reject(new Error('the auth service is unreachable'))),
    };
    await expect(unlockKeys(session, store, localDeviceStore(new Storage()))).rejects.toThrow('the auth service is unreachable');
    expect(together).toBe(2);
    expect(read).toHaveLength(1);
    expect(read[0]!.length).toBeGreaterThan(0);
    expect(read[0]!.some((byte) => byte !== 0)).toBe(false);
  });

  it('a copy of the auth database alone rebuilds nothing; only with the key-encryption key of its configuration', async () => {
    const device = frameDevice(auth);
    await device.loginByEmail(EMAIL);
    const expected = { evmAddress: device.state.keys!.evmAddress, solanaAddress: device.state.keys!.solanaAddress };
    const db = auth.database();
    const userId = db.users[0]!.id;
    const { share } = db.authShares[userId]!;
    const { iv, ciphertext } = db.recoveryShares[userId]!;
    await expect(combine([share])).rejects.toThrow();
    await expect(rebuildKeys(share, ciphertext.subarray(0, 65), expected)).rejects.toThrow();
    const recovery = new Uint8Array(
      await crypto.subtle.decrypt({ name: 'AES-GCM', iv, additionalData: new TextEncoder().encode(userId) }, auth.kek, ciphertext),
    );
    expect((await rebuildKeys(share, recovery, expected)).evmAddress).toBe(expected.evmAddress);
  });
});

describe('the other requests', () => {
  it('logs in by social callback and answers the user with its name', async () => {
    const device = frameDevice(auth);
    const redirect = await device.call('GET_SOCIAL_REDIRECT_URI', { provider: 'github' });
    expect(redirect).toMatchObject({ ok: true, payload: { uri: expect.stringMatching(/^https:\/\/idp\.example\/authorize\?provider=github/) } });
    const reply = await device.call('CONNECT_SOCIAL', { uri: auth.socialCallback('github', 'ada') });
    expect(reply).toMatchObject({ ok: true, payload: { userName: 'ada', email: null, accounts: [{ type: 'eoa' }] } });
  });

  it('changes the email with a primary then a secondary code', async () => {
    const device = frameDevice(auth);
    await device.loginByEmail(EMAIL);
    expect(await device.call('UPDATE_EMAIL', { email: 'new@example.com' })).toEqual({ ok: true, payload: { action: 'VERIFY_PRIMARY_OTP' } });
    expect(await device.call('UPDATE_EMAIL_PRIMARY_OTP', { otp: auth.outbox.at(-1)!.code })).toEqual({ ok: true, payload: {} });
    expect(auth.outbox.at(-1)!.email).toBe('new@example.com');
    expect(await device.call('UPDATE_EMAIL_SECONDARY_OTP', { otp: auth.outbox.at(-1)!.code })).toEqual({ ok: true, payload: { newEmail: 'new@example.com' } });
    expect((await userOf(device)).email).toBe('new@example.com');
  });

  it('answers Farcaster and smart accounts "Not enabled", a code without a login "Action not allowed"', async () => {
    const device = frameDevice(auth);
    for (const reply of [
      await device.call('GET_FARCASTER_URI', {}),
      await device.call('CONNECT_FARCASTER', {}),
      await device.call('GET_SMART_ACCOUNT_ENABLED_NETWORKS', {}),
      await device.call('INIT_SMART_ACCOUNT', {}),
      await device.call('SET_PREFERRED_ACCOUNT', { type: 'smartAccount' }),
    ]) {
      expect(reply).toEqual({ ok: false, message: 'Not enabled' });
    }
    expect(await device.call('CONNECT_OTP', { otp: '123456' })).toEqual({ ok: false, message: 'Action not allowed' });
  });

  it('keeps the theme and dapp data, and answers its chain id', async () => {
    const device = frameDevice(auth);
    await device.call('SYNC_THEME', { themeMode: 'dark', themeVariables: { '--wm-accent': '#000' } });
    await device.call('SYNC_DAPP_DATA', { projectId: 'demo', sdkVersion: '0.1.0' });
    expect(device.state).toMatchObject({ theme: { themeMode: 'dark' }, dapp: { projectId: 'demo' } });
    expect(await device.call('GET_CHAIN_ID', {})).toEqual({ ok: true, payload: { chainId: 'eip155:1' } });
  });

  it('answers a failure that is not a refusal with "An error occurred", and keeps its words for the log', async () => {
    const device = frameDevice({
      ...auth,
      startEmailLogin: async () => {
        throw new Error('ECONNREFUSED 10.0.0.7:587');
      },
    });
    expect(await device.call('CONNECT_EMAIL', { email: EMAIL })).toEqual({ ok: false, message: 'An error occurred' });
    expect(String(device.logged[0])).toContain('ECONNREFUSED');
  });
});
