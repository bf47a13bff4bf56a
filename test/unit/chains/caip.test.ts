import { describe, expect, it } from 'vitest';
import { parseCaipAddress, parseCaipNetworkId, isCaipNetworkId } from '../../../src/chains/caip';
import { WalletModalError } from '../../../src/errors';
import { isEvmAddress } from '../../../src/chains/eip155/address';
import { chainIdToCoinType, hexChainIdToCaip } from '../../../src/chains/eip155/chain-id';

describe('CAIP-2 network ids', () => {
  it('accepts 2 parts with a known namespace', () => {
    expect(parseCaipNetworkId('eip155:8453')).toEqual({ namespace: 'eip155', reference: '8453', caipNetworkId: 'eip155:8453' });
    expect(parseCaipNetworkId('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp').namespace).toBe('solana');
  });
  it.each(['eip155', 'eip155:1:0xabc', 'cosmos:hub', ':1', 'eip155:', 'eip155:1 ', 42, null, 'eip155:<script>'])('rejects %s', (value) => {
    expect(() => parseCaipNetworkId(value)).toThrow(WalletModalError);
    expect(isCaipNetworkId(value)).toBe(false);
  });
});

describe('CAIP-10 addresses', () => {
  it('has 3 parts with a known namespace', () => {
    const parsed = parseCaipAddress('eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266');
    expect(parsed.address).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266');
    expect(parsed.caipNetworkId).toBe('eip155:1');
  });
  it.each(['eip155:1', 'eip155:1:0xabc:extra', 'foo:1:0xabc', 'eip155::0xabc', ''])('rejects %s with Invalid CAIP Address', (value) => {
    expect(() => parseCaipAddress(value)).toThrow('Invalid CAIP Address');
  });
});

describe('EVM addresses', () => {
  it('are 40 hex characters with an optional 0x', () => {
    expect(isEvmAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe(true);
    expect(isEvmAddress('f39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe(true);
  });
  it.each(['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb9226', '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb922666', '0xg39Fd6e51aad88F6F4ce6aB8827279cffFb92266', '0X' + 'a'.repeat(40), '', undefined])('rejects %s', (value) => {
    expect(isEvmAddress(value)).toBe(false);
  });
});

describe('EVM chain ids', () => {
  it('converts wallet hex chain ids to CAIP-2 and rejects junk', () => {
    expect(hexChainIdToCaip('0x7a69')).toBe('eip155:31337');
    expect(hexChainIdToCaip('0x0')).toBeUndefined();
    expect(hexChainIdToCaip('31337')).toBeUndefined();
    expect(hexChainIdToCaip({})).toBeUndefined();
  });
  it('coin type conversion needs a chain id below 2^31', () => {
    expect(chainIdToCoinType(10)).toBe(2147483658);
    expect(() => chainIdToCoinType(2 ** 31)).toThrow(RangeError);
  });
});
