/** The frame's signatures, checked by other code than the one that made them (ethers, @noble's verify). */
import { ed25519 } from '@noble/curves/ed25519';
import { hexlify, toUtf8Bytes, verifyMessage } from 'ethers';
import { describe, expect, it } from 'vitest';
import { base58ToBytes, bytesToBase58 } from '../../../src/chains/solana/encoding';
import { answerRpc } from '../../../frame/signer';
import { generateWalletKeys } from '../../../frame/keys/wallet-keys';

const keys = generateWalletKeys();

describe('frame signer', () => {
  it('signs personal_sign (EIP-191) so that ethers recovers the user address, for text and for hex', () => {
    const text = answerRpc({ method: 'personal_sign', params: ['Sign in to Shop', keys.evmAddress] }, keys, 'eip155:1');
    expect(text).toMatch(/^0x[0-9a-f]{130}$/);
    expect(verifyMessage('Sign in to Shop', text as string)).toBe(keys.evmAddress);
    const bytes = toUtf8Bytes('héllo');
    const hex = answerRpc({ method: 'personal_sign', params: [hexlify(bytes), keys.evmAddress.toLowerCase()] }, keys, 8453);
    expect(verifyMessage(bytes, hex as string)).toBe(keys.evmAddress);
  });

  it('signs solana_signMessage with the ed25519 key', () => {
    const message = new TextEncoder().encode('Sign in to Shop');
    const reply = answerRpc({ method: 'solana_signMessage', params: { message: bytesToBase58(message), pubkey: keys.solanaAddress } }, keys, 'eip155:1');
    const signature = base58ToBytes((reply as { signature: string }).signature, 88)!;
    expect(ed25519.verify(signature, message, base58ToBytes(keys.solanaAddress, 44)!)).toBe(true);
  });

  it('names its accounts and chain', () => {
    expect(answerRpc({ method: 'eth_accounts' }, keys, 'eip155:1')).toEqual([keys.evmAddress]);
    expect(answerRpc({ method: 'eth_chainId' }, keys, 'eip155:8453')).toBe('0x2105');
    expect(() => answerRpc({ method: 'eth_chainId' }, keys, 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toThrow('Chain is not supported');
  });

  it('refuses another account, malformed params, and every method it does not sign (it has no RPC: nothing is sent from here)', () => {
    const other = generateWalletKeys();
    expect(() => answerRpc({ method: 'personal_sign', params: ['hi', other.evmAddress] }, keys, 1)).toThrow(/not been authorized/);
    expect(() => answerRpc({ method: 'solana_signMessage', params: { message: '3yZe7d', pubkey: other.solanaAddress } }, keys, 1)).toThrow(
      /not been authorized/,
    );
    expect(() => answerRpc({ method: 'personal_sign', params: [] }, keys, 1)).toThrow('Missing or invalid parameters.');
    expect(() => answerRpc({ method: 'solana_signMessage', params: { message: '0OIl', pubkey: keys.solanaAddress } }, keys, 1)).toThrow(
      'Missing or invalid parameters.',
    );
    for (const method of [
      'eth_sendTransaction',
      'solana_signAndSendTransaction',
      'wallet_sendCalls',
      'eth_sendUserOperation',
      'eth_sign',
      'wallet_addEthereumChain',
    ]) {
      expect(() => answerRpc({ method }, keys, 1)).toThrow('Requested RPC call is not allowed');
    }
  });
});
