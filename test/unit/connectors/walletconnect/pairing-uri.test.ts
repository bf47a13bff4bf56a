import { describe, expect, it } from 'vitest';
import { createPairingUri, isPairingUriExpired, msUntilPairingRefresh } from '../../../../src/connectors/walletconnect/pairing-uri';
import { PAIRING_EXPIRY_MARGIN_MS, PAIRING_EXPIRY_MS } from '../../../../src/constants';

describe('pairing URI expiry (SPEC §9)', () => {
  const t0 = 1_700_000_000_000;
  const pairing = createPairingUri('wc:abc@2?relay-protocol=irn&symKey=01', t0);

  it('lives 4 minutes', () => {
    expect(PAIRING_EXPIRY_MS).toBe(240_000);
    expect(PAIRING_EXPIRY_MARGIN_MS).toBe(10_000);
    expect(pairing).toEqual({ uri: 'wc:abc@2?relay-protocol=irn&symKey=01', createdAt: t0, expiresAt: t0 + 240_000 });
  });

  it('counts as expired within 10 s of expiry, not before', () => {
    expect(isPairingUriExpired(pairing, t0)).toBe(false);
    expect(isPairingUriExpired(pairing, t0 + 229_999)).toBe(false);
    expect(isPairingUriExpired(pairing, t0 + 230_000)).toBe(true);
    expect(isPairingUriExpired(pairing, t0 + 240_000)).toBe(true);
    expect(isPairingUriExpired(pairing, t0 + 999_999)).toBe(true);
  });

  it('schedules the refresh at the margin, never negative', () => {
    expect(msUntilPairingRefresh(pairing, t0)).toBe(230_000);
    expect(msUntilPairingRefresh(pairing, t0 + 200_000)).toBe(30_000);
    expect(msUntilPairingRefresh(pairing, t0 + 230_000)).toBe(0);
    expect(msUntilPairingRefresh(pairing, t0 + 300_000)).toBe(0);
  });
});
