import { describe, expect, it } from 'vitest';
import { address, getBase58Decoder, getBase58Encoder, getPublicKeyFromAddress, verifySignature, type SignatureBytes } from '@solana/kit';
import { UserRejectedRequestError } from '../../../../src/errors/rpc';
import { OTHER_ADDRESS, connectedWallet, failure } from './setup';

/** The first of the outputs the test wallet's signMessage answers, for a test to rewrite. */
const firstOutput = (output: unknown) => (output as { signature: Uint8Array; signedMessage: Uint8Array }[])[0]!;

const base58 = (bytes: Uint8Array) => getBase58Decoder().decode(bytes);
/** "hello", base58. */
const HELLO = base58(new TextEncoder().encode('hello'));

describe('solana_signMessage', () => {
  it('answers an ed25519 signature over the exact message bytes', async () => {
    const { wallet, connector } = await connectedWallet();
    const message = new Uint8Array([...new TextEncoder().encode('Sign in to example.com ✓'), 0, 255, 7]);
    const { signature } = (await connector.request({ method: 'solana_signMessage', params: { message: base58(message), pubkey: wallet.address } })) as {
      signature: string;
    };
    const signatureBytes = Uint8Array.from(getBase58Encoder().encode(signature)) as SignatureBytes;
    expect(signatureBytes).toHaveLength(64);
    const key = await getPublicKeyFromAddress(address(wallet.address));
    expect(await verifySignature(key, signatureBytes, message)).toBe(true);
    expect(await verifySignature(key, signatureBytes, message.slice(0, -1))).toBe(false);
  });

  it.each(['code', 'named'] as const)('maps a rejection (%s) to PROVIDER_4001', async (rejection) => {
    const { wallet, connector } = await connectedWallet();
    wallet.answer = 'reject';
    wallet.rejection = rejection;
    const error = await failure(connector.request({ method: 'solana_signMessage', params: { message: HELLO, pubkey: wallet.address } }));
    expect(error).toBeInstanceOf(UserRejectedRequestError);
    expect(error.code).toBe('PROVIDER_4001');
  });

  it.each([
    ['a 63-byte signature', (_f: string, o: unknown) => [{ ...firstOutput(o), signature: firstOutput(o).signature.slice(1) }]],
    ['an all-zero signature', (_f: string, o: unknown) => [{ ...firstOutput(o), signature: new Uint8Array(64) }]],
    ['a signature that is not bytes', (_f: string, o: unknown) => [{ ...firstOutput(o), signature: 'abc' }]],
    ['other signed bytes than the message', (_f: string, o: unknown) => [{ ...firstOutput(o), signedMessage: new Uint8Array([1, 2, 3]) }]],
    ['no output list', () => ({})],
    ['an empty output list', () => []],
  ])('answers WALLET_REPLY_INVALID for %s', async (_label, tamper) => {
    const { wallet, connector } = await connectedWallet();
    wallet.tamper = tamper;
    const error = await failure(connector.request({ method: 'solana_signMessage', params: { message: HELLO, pubkey: wallet.address } }));
    expect(error.code).toBe('WALLET_REPLY_INVALID');
  });

  it('checks params: base58 message, an authorised pubkey', async () => {
    const { wallet, connector } = await connectedWallet();
    const ask = (params: unknown) => failure(connector.request({ method: 'solana_signMessage', params: params as object }));
    expect((await ask({ message: '0OIl', pubkey: wallet.address })).code).toBe('RPC_-32602');
    expect((await ask({ message: '', pubkey: wallet.address })).code).toBe('RPC_-32602');
    expect((await ask({ message: HELLO, pubkey: 'nope' })).code).toBe('RPC_-32602');
    expect((await ask([HELLO, wallet.address])).code).toBe('RPC_-32602');
    expect((await ask({ message: HELLO, pubkey: OTHER_ADDRESS })).code).toBe('PROVIDER_4100');
    expect(wallet.calls.filter((c) => c.feature === 'solana:signMessage')).toEqual([]);
  });

  it('refuses a message over 4 KiB, and a very long text before decoding it', async () => {
    const { wallet, connector } = await connectedWallet();
    const ask = (message: string) => failure(connector.request({ method: 'solana_signMessage', params: { message, pubkey: wallet.address } }));
    const longest = new Uint8Array(4096).fill(255);
    await expect(connector.request({ method: 'solana_signMessage', params: { message: base58(longest), pubkey: wallet.address } })).resolves.toMatchObject({
      signature: expect.any(String),
    });
    const tooLong = await ask(base58(new Uint8Array(4097).fill(255)));
    expect(tooLong.code).toBe('RPC_-32602');
    expect(tooLong.details).toContain('at most 4096 bytes');
    // Base58 decoding is quadratic (64 KiB takes seconds): a million characters decoded would outlast the test's
    // timeout; refused by their length alone, they answer at once.
    expect((await ask('z'.repeat(1_000_000))).code).toBe('RPC_-32602');
    expect(wallet.calls.filter((c) => c.feature === 'solana:signMessage')).toHaveLength(1);
  });

  it('is PROVIDER_4200 for a wallet without solana:signMessage and for allowed methods outside the vocabulary; RPC_CALL_NOT_ALLOWED off the allow-list', async () => {
    const { wallet, connector } = await connectedWallet({ features: ['signTransaction'] });
    expect((await failure(connector.request({ method: 'solana_signMessage', params: { message: HELLO, pubkey: wallet.address } }))).code).toBe('PROVIDER_4200');
    expect((await failure(connector.request({ method: 'solana_signIn', params: {} }))).code).toBe('RPC_CALL_NOT_ALLOWED');
    expect((await failure(connector.request({ method: 'eth_sendTransaction', params: [] }))).code).toBe('PROVIDER_4200');
  });
});
