// @vitest-environment node
/**
 * Issue 12 point 8 for `verifySiwx` (the server entry a site's own backend uses), EIP-4361 and Sign-In With Solana
 * alike: a good message is accepted; one with a wrong domain, a wrong chain, expired, not yet valid, a nonce other
 * than the one issued (a reused or foreign nonce), or a tampered statement is each refused, with its reason: 0 accepted.
 * (The data service's routes are checked the same way, with single-use nonces in the database, in
 * test/unit/server/data/sessions-sign-in-routes.test.ts.)
 */
import { describe, expect, it } from 'vitest';
import { privateKeyToAccount } from 'viem/accounts';
import { getBase58Decoder, getUtf8Encoder } from '@solana/web3.js';
import {
  createEvmSiwxMessage,
  createSiwxNonce,
  createSolanaSiwxMessage,
  verifySiwx,
  type EvmSiwxFields,
  type SolanaSiwxFields,
} from '../../../src/siwx/server';

const EVM = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d');
const DOMAIN = 'https://site.example';
const NOW = Date.parse('2026-11-24T20:00:00.000Z');
const HOUR = 3600_000;
const SOLANA_REF = '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z';

type Case = { name: string; message: string; signature: string; nonce: string };

async function evmCases(): Promise<{ good: Case; bad: Case[] }> {
  const nonce = createSiwxNonce();
  const make = (o: Partial<EvmSiwxFields> = {}) =>
    createEvmSiwxMessage({
      domain: 'site.example',
      uri: `${DOMAIN}/app`,
      address: EVM.address,
      chainId: 1,
      nonce,
      statement: 'Sign in to Site',
      issuedAt: new Date(NOW - 60_000),
      expirationTime: new Date(NOW + HOUR),
      ...o,
    });
  const signed = async (name: string, message: string, n = nonce): Promise<Case> => ({
    name,
    message,
    signature: await EVM.signMessage({ message }),
    nonce: n,
  });
  const good = await signed('good', make());
  return {
    good,
    bad: [
      await signed('wrong domain', make({ domain: 'evil.example' })),
      await signed('wrong chain', make({ chainId: 5 })),
      await signed('expired', make({ expirationTime: new Date(NOW - 1000) })),
      await signed('not yet valid', make({ notBefore: new Date(NOW + HOUR) })),
      await signed('reused nonce (not the one issued now)', make(), createSiwxNonce()),
      { ...good, name: 'tampered statement', message: good.message.replace('Sign in to Site', 'Sign in to Bank') },
    ],
  };
}

async function solanaCases(): Promise<{ good: Case; bad: Case[] }> {
  const keys = (await crypto.subtle.generateKey({ name: 'Ed25519' }, true, ['sign', 'verify'])) as CryptoKeyPair;
  const base58 = getBase58Decoder();
  const address = base58.decode(new Uint8Array(await crypto.subtle.exportKey('raw', keys.publicKey)));
  const nonce = createSiwxNonce();
  const make = (o: Partial<SolanaSiwxFields> = {}) =>
    createSolanaSiwxMessage({
      domain: 'site.example',
      address,
      statement: 'Sign in to Site',
      uri: `${DOMAIN}/app`,
      version: '1',
      chainId: SOLANA_REF,
      nonce,
      issuedAt: new Date(NOW - 60_000).toISOString(),
      expirationTime: new Date(NOW + HOUR).toISOString(),
      ...o,
    });
  const sign = async (message: string) =>
    base58.decode(new Uint8Array(await crypto.subtle.sign('Ed25519', keys.privateKey, getUtf8Encoder().encode(message) as Uint8Array<ArrayBuffer>)));
  const signed = async (name: string, message: string, n = nonce): Promise<Case> => ({ name, message, signature: await sign(message), nonce: n });
  const good = await signed('good', make());
  return {
    good,
    bad: [
      await signed('wrong domain', make({ domain: 'evil.example' })),
      await signed('wrong chain', make({ chainId: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' })),
      await signed('expired', make({ expirationTime: new Date(NOW - 1000).toISOString() })),
      await signed('not yet valid', make({ notBefore: new Date(NOW + HOUR).toISOString() })),
      await signed('reused nonce (not the one issued now)', make(), createSiwxNonce()),
      { ...good, name: 'tampered statement', message: good.message.replace('Sign in to Site', 'Sign in to Bank') },
    ],
  };
}

const EXPECTED = ['domain', 'chain', 'expired', 'not-yet-valid', 'nonce', 'signature'];

describe('verifySiwx refuses every forged or stale message: 0 accepted', () => {
  for (const [label, cases] of [
    ['EIP-4361', evmCases],
    ['Sign-In With Solana', solanaCases],
  ] as const) {
    it(label, async () => {
      const { good, bad } = await cases();
      const verify = (c: Case) =>
        verifySiwx({ message: c.message, signature: c.signature, domain: DOMAIN, nonce: c.nonce, chainIds: [1], solanaChainIds: [SOLANA_REF], now: NOW });
      expect(await verify(good)).toMatchObject({ ok: true });
      const results = await Promise.all(bad.map(async (c) => [c.name, await verify(c)] as const));
      expect(results.filter(([, r]) => r.ok)).toEqual([]);
      expect(results.map(([, r]) => (r.ok ? 'accepted' : r.reason))).toEqual(EXPECTED);
    });
  }
});
