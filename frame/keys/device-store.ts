/**
 * The device share, in the frame origin's own storage (the app's page cannot read it: another origin). What is read
 * back is parsed like any outside input. Browsers that partition third-party storage keep one per embedding site,
 * which only means a new site is a new device (it rebuilds from the auth and recovery shares after a login).
 */
import { bytesToHex, hexToBytes } from '@noble/hashes/utils';
import { address } from '../../src/frame-protocol/fields';
import { INVALID, object, text } from '../../src/frame-protocol/schema';

type DeviceShare = { share: Uint8Array; evmAddress: string; solanaAddress: string };

export interface DeviceShareStore {
  get(userId: string): DeviceShare | null;
  put(userId: string, share: DeviceShare): void;
  /** Removes every device share this origin holds (sign-out). */
  clear(): void;
}

const PREFIX = 'wm-frame:device-share:';
const stored = object({ share: text(1000, /^(?:[0-9a-f]{2})+$/), evmAddress: address, solanaAddress: address });
const keyOf = (userId: string) => `${PREFIX}${encodeURIComponent(userId)}`;

export function localDeviceStore(storage: Storage): DeviceShareStore {
  return {
    get(userId) {
      let raw: string | null;
      try {
        raw = storage.getItem(keyOf(userId));
      } catch {
        // Storage the browser blocks reads as no device share: the frame then needs the recovery share.
        return null;
      }
      if (raw === null) return null;
      let parsed: unknown;
      try {
        parsed = JSON.parse(raw);
      } catch {
        return null;
      }
      const value = stored(parsed);
      return value === INVALID ? null : { share: hexToBytes(value.share), evmAddress: value.evmAddress, solanaAddress: value.solanaAddress };
    },
    put(userId, { share, evmAddress, solanaAddress }) {
      storage.setItem(keyOf(userId), JSON.stringify({ share: bytesToHex(share), evmAddress, solanaAddress }));
    },
    clear() {
      const ours: string[] = [];
      for (let i = 0; i < storage.length; i++) {
        const key = storage.key(i);
        if (key?.startsWith(PREFIX)) ours.push(key);
      }
      for (const key of ours) storage.removeItem(key);
    },
  };
}
