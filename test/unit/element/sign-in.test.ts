/**
 * Issue 12 point 1 and 6: the `sign-in` attribute (required, optional, absent; a bad value is reported and leaves it
 * off), the `siwx` and `siweConfig` properties (never both: SPEC §5's message), and the stored sessions' schema.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { parseAttributes } from '../../../src/element/attributes';
import { SIWX_SESSIONS } from '../../../src/client/persisted-siwx';
import { readStorage, writeStorage } from '../../../src/storage/storage';
import { WalletModalError } from '../../../src/errors';
import type { WalletModalElement } from '../../../src/wallet-modal';

beforeAll(async () => {
  await import('../../../src/wallet-modal');
});
afterEach(() => {
  document.body.replaceChildren();
  localStorage.clear();
});

describe('sign-in attribute', () => {
  it('takes required or optional; absent is off; anything else is reported and off', () => {
    expect(parseAttributes({ 'sign-in': 'required' }).options.signIn).toBe('required');
    expect(parseAttributes({ 'sign-in': 'optional' }).options.signIn).toBe('optional');
    expect(parseAttributes({}).options.signIn).toBeUndefined();
    for (const bad of ['', 'yes', 'REQUIRED', 'true']) {
      const { options, errors } = parseAttributes({ 'sign-in': bad });
      expect(options.signIn).toBeUndefined();
      expect(errors).toEqual([{ attribute: 'sign-in', message: 'sign-in: must be "required" or "optional"' }]);
    }
  });

  it('a bad value reaches the page as wm-error INVALID_ATTRIBUTE', () => {
    const element = document.createElement('wallet-modal');
    const errors: CustomEvent[] = [];
    element.addEventListener('wm-error', (e) => errors.push(e as CustomEvent));
    element.setAttribute('project-id', 'site');
    element.setAttribute('sign-in', 'always');
    document.body.append(element);
    expect(errors.map((e) => e.detail)).toContainEqual({ code: 'INVALID_ATTRIBUTE', message: 'sign-in: must be "required" or "optional"' });
  });
});

describe('siwx and siweConfig properties', () => {
  const siwx = { createMessage: async () => 'm', verify: async () => true, getSessions: async () => [] };
  const siwe = { getNonce: async () => 'abcdefgh12', verifyMessage: async () => true };

  it('holds one of them; setting the other throws SPEC §5 message and keeps the first', () => {
    const element = document.createElement('wallet-modal') as WalletModalElement;
    document.body.append(element);
    element.siwx = siwx;
    expect(element.siwx).toBe(siwx);
    expect(element.siweConfig).toBeUndefined();
    let thrown: unknown;
    try {
      element.siweConfig = siwe;
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(WalletModalError);
    expect((thrown as Error).message).toBe('Cannot set both `siweConfig` and `siwx` options');
    expect(element.siwx).toBe(siwx);
    // Clearing the other one is no change; clearing this one frees the slot.
    element.siweConfig = undefined;
    expect(element.siwx).toBe(siwx);
    element.siwx = undefined;
    element.siweConfig = siwe;
    expect(element.siweConfig).toBe(siwe);
    expect(() => (element.siwx = siwx)).toThrow('Cannot set both `siweConfig` and `siwx` options');
  });
});

describe('stored sign-in sessions (SPEC §3 schema-checked storage)', () => {
  const good = {
    namespace: 'eip155',
    address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    caipNetworkId: 'eip155:31337',
    expiresAt: 1_800_000_000_000,
    token: `wms_${'a'.repeat(64)}`,
    pci: 'b'.repeat(32),
  };

  it('round-trips valid sessions', () => {
    writeStorage(SIWX_SESSIONS, [
      good as never,
      {
        namespace: 'solana',
        address: 'AKnL4NNf3DGWZJS6cPknBuEGnVsV4A4m5tgebLHaRSZ9',
        caipNetworkId: 'solana:BqbN9SvoRJR2HTAWbGwGHWhyFYSvVEr1',
        expiresAt: null,
      },
    ]);
    expect(readStorage(SIWX_SESSIONS)).toHaveLength(2);
  });

  it.each([
    ['a token of another form', { ...good, token: 'Bearer x' }],
    ['a network of another namespace', { ...good, caipNetworkId: 'solana:BqbN9SvoRJR2HTAWbGwGHWhyFYSvVEr1' }],
    ['a markup address', { ...good, address: '<img src=x onerror=alert(1)>' }],
    ['a string expiry', { ...good, expiresAt: 'never' }],
    ['a bad pci', { ...good, pci: 'x' }],
  ])('drops the whole list when an entry has %s', (_name, entry) => {
    localStorage.setItem('wm:siwx-sessions', JSON.stringify([entry]));
    expect(readStorage(SIWX_SESSIONS)).toBeUndefined();
    expect(localStorage.getItem('wm:siwx-sessions')).toBeNull();
  });

  it('drops more than 20 entries', () => {
    localStorage.setItem('wm:siwx-sessions', JSON.stringify(Array.from({ length: 21 }, () => good)));
    expect(readStorage(SIWX_SESSIONS)).toBeUndefined();
  });
});
