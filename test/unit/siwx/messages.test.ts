// @vitest-environment node
/**
 * Issue 12 point 3's message formats (src/siwx, DOM-free): EIP-4361 through viem's siwe module and Sign-In With
 * Solana (CAIP-122) round-trip, and parsing refuses tampered or malformed texts (EIP-4361's grammar rule by rule:
 * eip4361-*.test.ts); the Solana signature is a real ed25519 signature from a WebCrypto key.
 */
import { describe, expect, it } from 'vitest';
import { getBase58Decoder, getUtf8Encoder } from '@solana/web3.js';
import { createEvmSiwxMessage, createSolanaSiwxMessage, parseEvmSiwxMessage, parseSolanaSiwxMessage, verifySolanaSiwxSignature } from '../../../src/siwx';

const EVM = {
  domain: 'site.example',
  address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' as const,
  statement: 'Sign in to Site',
  uri: 'https://site.example/app',
  chainId: 31337,
  nonce: 'abcDEF123456',
  issuedAt: new Date('2026-11-24T20:00:00.000Z'),
  expirationTime: new Date('2026-11-24T21:00:00.000Z'),
};

describe('EIP-4361 messages', () => {
  it('round-trips every field', () => {
    const text = createEvmSiwxMessage(EVM);
    expect(text).toContain('site.example wants you to sign in with your Ethereum account:\n0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266\n\nSign in to Site\n');
    expect(text).toContain('\nChain ID: 31337\nNonce: abcDEF123456\nIssued At: 2026-11-24T20:00:00.000Z\nExpiration Time: 2026-11-24T21:00:00.000Z');
    expect(parseEvmSiwxMessage(text)).toEqual(EVM);
  });

  it('refuses malformed texts', () => {
    const text = createEvmSiwxMessage(EVM);
    const variants = [
      text.replace(EVM.address, EVM.address.toLowerCase()),
      text.replace('2026-11-24T20:00:00.000Z', '2026-11-24T20:00:00.000'),
      `${text}\n`,
      ` ${text}`,
      text.replace('Version: 1', 'Version: 2'),
      text.replace('Nonce: abcDEF123456', 'Nonce: abc'),
      text.replace('\nExpiration Time', '\nNot Before: 2026-11-24T20:00:00.000Z\nExpiration Time'),
      text.replace('Issued At: 2026-11-24T20:00:00.000Z', 'Issued At: tomorrow'),
      '',
    ];
    expect(variants.filter((v) => parseEvmSiwxMessage(v) !== null)).toEqual([]);
  });

  it('writes only statements the grammar allows (one line of ASCII), so that no verifier refuses what it signs', () => {
    for (const statement of ['Sign in to Café', 'Sign in at 100%', 'line one\nline two'])
      expect(() => createEvmSiwxMessage({ ...EVM, statement }), statement).toThrow(/statement/);
  });
});

describe('Sign-In With Solana (CAIP-122) messages', () => {
  it('formats as solana:signIn does, round-trips, and verifies a real ed25519 signature', async () => {
    const keys = (await crypto.subtle.generateKey({ name: 'Ed25519' }, true, ['sign', 'verify'])) as CryptoKeyPair;
    const address = getBase58Decoder().decode(new Uint8Array(await crypto.subtle.exportKey('raw', keys.publicKey)));
    const fields = {
      domain: 'site.example',
      address,
      statement: 'Sign in to Site',
      uri: 'https://site.example/app',
      version: '1' as const,
      chainId: 'mainnet',
      nonce: 'abcDEF123456',
      issuedAt: '2026-11-24T20:00:00.000Z',
      resources: ['https://site.example/terms'],
    };
    const text = createSolanaSiwxMessage(fields);
    expect(text).toBe(
      `site.example wants you to sign in with your Solana account:\n${address}\n\nSign in to Site\n\nURI: https://site.example/app\nVersion: 1\nChain ID: mainnet\nNonce: abcDEF123456\nIssued At: 2026-11-24T20:00:00.000Z\nResources:\n- https://site.example/terms`,
    );
    expect(parseSolanaSiwxMessage(text)).toEqual(fields);
    const signature = new Uint8Array(await crypto.subtle.sign('Ed25519', keys.privateKey, getUtf8Encoder().encode(text) as Uint8Array<ArrayBuffer>));
    expect(await verifySolanaSiwxSignature(text, signature, address)).toBe(true);
    expect(await verifySolanaSiwxSignature(text.replace('Sign in to Site', 'Sign in to Bank'), signature, address)).toBe(false);
    const other = getBase58Decoder().decode(
      new Uint8Array(
        await crypto.subtle.exportKey('raw', ((await crypto.subtle.generateKey({ name: 'Ed25519' }, true, ['sign', 'verify'])) as CryptoKeyPair).publicKey),
      ),
    );
    expect(await verifySolanaSiwxSignature(text, signature, other)).toBe(false);
    expect(await verifySolanaSiwxSignature(text, signature.slice(0, 63), address)).toBe(false);
    expect(
      [`${text}\n`, text.replace('Version: 1', 'Version: 2'), text.replace('Nonce: abcDEF123456', 'Nonce: ab'), text.replace('\nURI', '\nUri')].map(
        parseSolanaSiwxMessage,
      ),
    ).toEqual([null, null, null, null]);
    expect(parseSolanaSiwxMessage(`site.example wants you to sign in with your Solana account:\n${address}`)).toEqual({ domain: 'site.example', address });
  });
});
