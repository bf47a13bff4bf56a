/**
 * Issue 12: Sign-In With Solana through the Wallet Standard's solana:signIn. The connector offers `signIn` only when
 * the wallet has the feature; the wallet writes the CAIP-122 text, signs it, and its answer is checked before use.
 */
import { describe, expect, it } from 'vitest';
import { address, getBase58Encoder, getPublicKeyFromAddress, verifySignature, type SignatureBytes } from '@solana/kit';
import type { SolanaSignInFields } from '../../../../src/connectors/connector';
import { parseSolanaSiwxMessage } from '../../../../src/siwx/solana-message';
import { OTHER_ADDRESS, connectedWallet, failure } from './setup';

/** The first of the outputs the test wallet's signIn answers, for a test to rewrite. */
const firstOutput = (output: unknown) => (output as { account: { address: string }; signature: Uint8Array; signedMessage: Uint8Array }[])[0]!;

const fields = (addr: string): SolanaSignInFields => ({
  domain: 'site.example',
  address: addr,
  statement: 'Sign in to Site',
  uri: 'https://site.example',
  version: '1',
  chainId: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  nonce: 'abcDEF123456',
  issuedAt: '2026-11-24T20:00:00.000Z',
  expirationTime: '2026-11-25T20:00:00.000Z',
});

describe('solana:signIn', () => {
  it('is offered only by a wallet with the feature', async () => {
    expect((await connectedWallet()).connector.signIn).toBeUndefined();
    expect((await connectedWallet({ features: ['signIn', 'signMessage'] })).connector.signIn).toBeTypeOf('function');
  });

  it('answers the text the wallet wrote from the fields and its ed25519 signature over it', async () => {
    const { wallet, connector } = await connectedWallet({ features: ['signIn'] });
    const { message, signature } = await connector.signIn!(fields(wallet.address));
    expect(parseSolanaSiwxMessage(message)).toEqual(fields(wallet.address));
    const key = await getPublicKeyFromAddress(address(wallet.address));
    const bytes = Uint8Array.from(getBase58Encoder().encode(signature)) as SignatureBytes;
    expect(await verifySignature(key, bytes, new TextEncoder().encode(message))).toBe(true);
    expect(wallet.calls.at(-1)).toMatchObject({ feature: 'solana:signIn', input: [fields(wallet.address)] });
  });

  it('maps a refusal to PROVIDER_4001, and refuses an address the wallet did not authorise before asking', async () => {
    const { wallet, connector } = await connectedWallet({ features: ['signIn'] });
    wallet.answer = 'reject';
    expect((await failure(connector.signIn!(fields(wallet.address)))).code).toBe('PROVIDER_4001');
    wallet.answer = 'approve';
    const calls = wallet.calls.length;
    await failure(connector.signIn!(fields(OTHER_ADDRESS)));
    expect(wallet.calls.length).toBe(calls);
  });

  it.each([
    [
      'another account',
      (_f: string, o: unknown) => [{ ...firstOutput(o), account: { ...firstOutput(o).account, address: '9hSR6S7WPtxmTojgo6GG3k4yDPecgJY292j7xrsUGWBu' } }],
    ],
    ['a 63-byte signature', (_f: string, o: unknown) => [{ ...firstOutput(o), signature: firstOutput(o).signature.slice(1) }]],
    ['signed bytes that are not UTF-8', (_f: string, o: unknown) => [{ ...firstOutput(o), signedMessage: new Uint8Array([0xff, 0xfe]) }]],
    ['no signed message', (_f: string, o: unknown) => [{ ...firstOutput(o), signedMessage: undefined }]],
    ['an empty output list', () => []],
  ])('answers WALLET_REPLY_INVALID for %s', async (_label, tamper) => {
    const { wallet, connector } = await connectedWallet({ features: ['signIn'] });
    wallet.tamper = tamper;
    expect((await failure(connector.signIn!(fields(wallet.address)))).code).toBe('WALLET_REPLY_INVALID');
  });
});
