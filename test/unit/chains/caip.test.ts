import { describe, expect, it } from 'vitest';
import { parseCaipAddress, parseCaipNetworkId, isCaipNetworkId, toCaipAddress } from '../../../src/chains/caip';
import { WalletModalError } from '../../../src/errors';
import { isEvmAddress } from '../../../src/chains/eip155/address';
import { hexChainIdToCaip } from '../../../src/chains/eip155/chain-id';
import { coinTypeOfChainId } from '../../../src/chains/eip155/coin-type';

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
  it.each([
    '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb9226',
    '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb922666',
    '0xg39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    `0X${'a'.repeat(40)}`,
    '',
    undefined,
  ])('rejects %s', (value) => {
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
    expect(coinTypeOfChainId(10)).toBe(2147483658);
    expect(() => coinTypeOfChainId(2 ** 31)).toThrow(RangeError);
  });
});

describe('CAIP ids for solana (CAIP-30) and bip122 (CAIP-4)', () => {
  const SOLANA_MAINNET = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp';
  const DEMO = 'AKnL4NNf3DGWZJS6cPknBuEGnVsV4A4m5tgebLHaRSZ9';
  const BITCOIN = 'bip122:000000000019d6689c085ae165831e93';

  it('accepts their network ids, including a short solana reference for a local setup', () => {
    expect(parseCaipNetworkId(SOLANA_MAINNET)).toEqual({ namespace: 'solana', reference: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', caipNetworkId: SOLANA_MAINNET });
    expect(parseCaipNetworkId('solana:devnetref').reference).toBe('devnetref');
    expect(parseCaipNetworkId(BITCOIN)).toEqual({ namespace: 'bip122', reference: '000000000019d6689c085ae165831e93', caipNetworkId: BITCOIN });
  });

  it.each([
    'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp0', // 33 characters
    'solana:0eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', // 0 is not base58
    'solana:devnet_ref',
    'bip122:000000000019D6689C085AE165831E93', // CAIP-4 references are lowercase
    'bip122:000000000019d6689c085ae165831e9', // 31 characters
    'bip122:000000000019d6689c085ae165831e93a',
    'bip122:bitcoin',
  ])('rejects the malformed network id %s', (value) => {
    expect(() => parseCaipNetworkId(value)).toThrow('Network not found');
  });

  it.each([
    [`${SOLANA_MAINNET}:${DEMO}`, DEMO],
    [`${SOLANA_MAINNET}:11111111111111111111111111111111`, '11111111111111111111111111111111'],
    [`solana:devnetref:${DEMO}`, DEMO],
    [`${BITCOIN}:1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa`, '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa'], // legacy P2PKH
    [`${BITCOIN}:3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy`, '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy'], // P2SH
    [`${BITCOIN}:bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq`, 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'], // P2WPKH
    [`${BITCOIN}:bc1p5cyxnuxmeuwuvkwfem96lqzszd02n6xdcjrs20cac6yqjjwudpxqkedrcr`, 'bc1p5cyxnuxmeuwuvkwfem96lqzszd02n6xdcjrs20cac6yqjjwudpxqkedrcr'], // P2TR
    [`bip122:000000000933ea01ad0ee984209779ba:tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx`, 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx'],
  ])('accepts the account id %s', (value, address) => {
    const parsed = parseCaipAddress(value);
    expect(parsed.address).toBe(address);
    expect(parsed.caipAddress).toBe(value);
    expect(toCaipAddress(parsed.caipNetworkId, address)).toBe(value);
  });

  it.each([
    `${SOLANA_MAINNET}:${DEMO.slice(0, 10)}0${DEMO.slice(11)}`, // 0 is not base58
    `${SOLANA_MAINNET}:${DEMO.slice(0, 10)}l${DEMO.slice(11)}`,
    `${SOLANA_MAINNET}:${DEMO.slice(0, 31)}`, // too short
    `${SOLANA_MAINNET}:${DEMO}2`, // too long
    `${SOLANA_MAINNET}:0x${'a'.repeat(40)}`, // an EVM address on a Solana network
    `${SOLANA_MAINNET}:`,
    `solana::${DEMO}`,
    `solana:0eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:${DEMO}`,
    `${BITCOIN}:0x${'a'.repeat(40)}`,
    `${BITCOIN}:1A1zP1eP5QGefi2DMPTfTL5SLmv7Div0Na`, // 0 is not base58
    `${BITCOIN}:bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdb`, // b is not bech32
    `${BITCOIN}:bc1QAR0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq`, // mixed case
    `${BITCOIN}:bc1q`,
    `bip122:000000000019D6689C085AE165831E93:1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa`,
  ])('rejects the malformed account id %s', (value) => {
    expect(() => parseCaipAddress(value)).toThrow('Invalid CAIP Address');
  });
});
