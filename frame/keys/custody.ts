/**
 * Custody of a user's keys by Shamir's secret sharing, 2 of 3 (shamir-secret-sharing): a device share in the frame
 * origin's storage, an auth share and a recovery share at the auth service. Any two rebuild the keys; one alone says
 * nothing about them. The keys themselves exist only in the frame's memory, between a login and a sign-out.
 */
import { combine, split } from 'shamir-secret-sharing';
import type { AuthShareStore, LoginSession } from '../auth/api';
import { Refusal } from '../refusal';
import type { DeviceShareStore } from './device-store';
import { generateWalletKeys, keysFromSecret, secretOf, type WalletKeys } from './wallet-keys';
import * as MESSAGES from '../../src/messages';

const SHARES = 3;
const THRESHOLD = 2;

export type KeyShares = { device: Uint8Array; auth: Uint8Array; recovery: Uint8Array };
type Addresses = { evmAddress: string; solanaAddress: string };

export async function splitKeys(keys: WalletKeys): Promise<KeyShares> {
  const secret = secretOf(keys);
  try {
    const [device, auth, recovery] = await split(secret, SHARES, THRESHOLD);
    return { device: device!, auth: auth!, recovery: recovery! };
  } finally {
    secret.fill(0);
  }
}

/** The keys two shares rebuild, checked against the addresses they must have (a wrong pair rebuilds other bytes). */
export async function rebuildKeys(first: Uint8Array, second: Uint8Array, expected: Addresses): Promise<WalletKeys> {
  const secret = await combine([first, second]);
  try {
    const keys = keysFromSecret(secret);
    if (keys.evmAddress !== expected.evmAddress || keys.solanaAddress !== expected.solanaAddress) throw new Error('the shares rebuild another wallet');
    return keys;
  } finally {
    secret.fill(0);
  }
}

/**
 * The session user's keys. A fresh login reads the recovery share, needed or not: the service releases it once per
 * login, so the token the app is given afterwards can no longer fetch it. It is read beside the auth share, in one
 * round trip. Then: rebuilt from the device share and the auth share; on a new device (or after sign-out), from the
 * auth share and the recovery share, whose copy becomes this device's share (splitting again would orphan the other
 * devices' shares); on a first login, made, split and stored (the recovery share first: the auth share's put is what
 * commits the wallet).
 */
export async function unlockKeys(session: LoginSession, store: AuthShareStore, device: DeviceShareStore): Promise<WalletKeys> {
  const [recoveryRead, authRead] = await Promise.allSettled([session.fresh ? store.getRecoveryShare(session.token) : null, store.getAuthShare(session.token)]);
  // Settled both, so that a share read beside a failed one is still wiped below.
  const recovery = recoveryRead.status === 'fulfilled' ? recoveryRead.value : null;
  try {
    if (recoveryRead.status === 'rejected') throw recoveryRead.reason;
    if (authRead.status === 'rejected') throw authRead.reason;
    const authShare = authRead.value;
    if (authShare === null) return await createKeys(session, store, device);
    const addresses = { evmAddress: authShare.evmAddress, solanaAddress: authShare.solanaAddress };
    const local = device.get(session.userId);
    if (local && local.evmAddress === addresses.evmAddress && local.solanaAddress === addresses.solanaAddress) {
      try {
        return await rebuildKeys(local.share, authShare.share, addresses);
      } catch {
        // A device share that no longer fits (storage tampered with, or left from another wallet): try recovery.
      }
    }
    if (recovery === null) throw new Refusal(MESSAGES.alertSessionExpired);
    const keys = await rebuildKeys(authShare.share, recovery, addresses);
    keepDeviceShare(device, session.userId, { share: recovery, ...addresses });
    return keys;
  } finally {
    recovery?.fill(0);
    if (authRead.status === 'fulfilled') authRead.value?.share.fill(0);
  }
}

async function createKeys(session: LoginSession, store: AuthShareStore, device: DeviceShareStore): Promise<WalletKeys> {
  const keys = generateWalletKeys();
  const shares = await splitKeys(keys);
  const addresses = { evmAddress: keys.evmAddress, solanaAddress: keys.solanaAddress };
  try {
    await store.putRecoveryShare(session.token, shares.recovery);
    await store.putAuthShare(session.token, { share: shares.auth, ...addresses });
    keepDeviceShare(device, session.userId, { share: shares.device, ...addresses });
    return keys;
  } finally {
    for (const share of Object.values(shares)) share.fill(0);
  }
}

/** A device that cannot store (blocked or full storage) still signs this session; the next one needs recovery. */
function keepDeviceShare(device: DeviceShareStore, userId: string, share: { share: Uint8Array } & Addresses): void {
  try {
    device.put(userId, share);
  } catch (error) {
    console.warn('wallet-modal frame: the device share could not be stored', error);
  }
}
