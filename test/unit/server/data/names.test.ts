// @vitest-environment node
/** SPEC §5's name rule, ENSIP-11 coin types, and registration messages signed by real ethers wallets. */
import { Wallet, type HDNodeWallet } from 'ethers';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../../../server/shared/http/errors';
import { chainIdOfCoinType, coinTypeOfChainId } from '../../../../server/data/names/coin-type';
import { checkSuffix, nameVariants, parseName } from '../../../../server/data/names/name-rule';
import { verifyRegistration } from '../../../../server/data/names/registration';

const SUFFIX = '.wallet-modal.local';
const NOW = 1_767_225_600;
/** What the service checks a registration against: its suffix and its domain (by default the suffix's). */
const SERVICE = { suffix: SUFFIX, domain: 'wallet-modal.local' };

describe('the name rule (SPEC §5)', () => {
  it('takes letters, digits and hyphens, at least 4, lower-cased, with the provider suffix added once', () => {
    expect(parseName('Alice', SUFFIX)).toEqual({ label: 'alice', name: `alice${SUFFIX}` });
    expect(parseName(`a-1b${SUFFIX}`, SUFFIX)).toEqual({ label: 'a-1b', name: `a-1b${SUFFIX}` });
    expect(parseName('x'.repeat(63), SUFFIX)).toEqual({ label: 'x'.repeat(63), name: `${'x'.repeat(63)}${SUFFIX}` });
  });

  it.each([
    ['abc'],
    ['ab_cd'],
    ['alice.eth'],
    ['al ice'],
    ['ålice'],
    ['x'.repeat(64)],
    [''],
    ['<b>bold</b>'],
    // Non-ASCII that lower-cases to ASCII: the Kelvin sign (U+212A) would become 'k', the dotted capital I 'i' + U+0307.
    ['\u212Aate'],
    ['\u212Aelvin.wallet-modal.local'],
    ['\u0130stanbul'],
    // Punycode labels and hyphens at either end.
    ['xn--80ak6aa92e'],
    ['XN--alice'],
    ['-alice'],
    ['alice-'],
    ['-alice-.wallet-modal.local'],
  ])('refuses %j', (input) => {
    expect(parseName(input, SUFFIX)).toHaveProperty('error');
  });

  it('offers variants that keep the rule', () => {
    const variants = nameVariants('y'.repeat(63));
    expect(variants.length).toBeGreaterThan(4);
    for (const v of variants) expect(parseName(v, SUFFIX)).not.toHaveProperty('error');
  });

  it('checks the configured suffix', () => {
    expect(checkSuffix('.Wallet-Modal.local')).toBe('.wallet-modal.local');
    expect(() => checkSuffix('wallet-modal.local')).toThrow(/nameSuffix/);
    expect(() => checkSuffix('.bad_suffix')).toThrow(/nameSuffix/);
  });
});

describe('ENSIP-11 coin types (SPEC §5)', () => {
  it('is 60 for Ethereum mainnet and 0x80000000 | chainId for other EVM chains', () => {
    expect(coinTypeOfChainId(1)).toBe(60);
    expect(coinTypeOfChainId(10)).toBe(2147483658);
    expect(coinTypeOfChainId(8453)).toBe(2147492101);
    expect(coinTypeOfChainId(31337)).toBe(0x80000000 + 31337);
    expect(chainIdOfCoinType(2147492101)).toBe(8453);
    expect(chainIdOfCoinType(60)).toBe(1);
    expect(chainIdOfCoinType(501)).toBeNull();
    expect(chainIdOfCoinType(0x80000001)).toBeNull();
  });

  it('needs a chain id below 2^31', () => {
    expect(coinTypeOfChainId(2 ** 31 - 1)).toBe(0xffffffff);
    expect(() => coinTypeOfChainId(2 ** 31)).toThrow('the chain id must be below 2^31 for coin type conversion');
    expect(() => coinTypeOfChainId(0)).toThrow(RangeError);
  });
});

describe('registration messages', () => {
  const signed = async (wallet: HDNodeWallet, fields: Record<string, unknown> = {}) => {
    const message = JSON.stringify({ domain: 'wallet-modal.local', name: 'Alice', address: wallet.address, coinType: 60, timestamp: NOW, ...fields });
    return { coin_type: 60, address: wallet.address, message, signature: await wallet.signMessage(message) };
  };

  it('accepts a personal_sign signature by the address and gives the full name and a message hash', async () => {
    const wallet = Wallet.createRandom();
    const body = await signed(wallet);
    const result = verifyRegistration(body, SERVICE, NOW + 30);
    expect(result).toMatchObject({ name: `alice${SUFFIX}`, address: wallet.address.toLowerCase(), coinType: 60 });
    expect(result.messageHash).toMatch(/^[0-9a-f]{64}$/);
    // coin_type may also come as a decimal string.
    expect(verifyRegistration({ ...body, coin_type: '60' }, SERVICE, NOW).name).toBe(`alice${SUFFIX}`);
  });

  it('refuses a message made for another deployment, or naming none', async () => {
    const wallet = Wallet.createRandom();
    for (const domain of ['other.example', 'WALLET-MODAL.LOCAL', '', undefined, 42]) {
      const body = await signed(wallet, { domain });
      expect(() => verifyRegistration(body, SERVICE, NOW), String(domain)).toThrow(expect.objectContaining({ field: 'message.domain' }));
    }
    // The same message is good where its domain is the service's.
    const elsewhere = await signed(wallet, { domain: 'other.example' });
    expect(verifyRegistration(elsewhere, { suffix: SUFFIX, domain: 'other.example' }, NOW).name).toBe(`alice${SUFFIX}`);
  });

  it('refuses a signature by another key with 401, and a changed message', async () => {
    const wallet = Wallet.createRandom();
    const body = await signed(wallet);
    const forged = { ...body, signature: (await signed(Wallet.createRandom())).signature };
    expect(() => verifyRegistration(forged, SERVICE, NOW)).toThrow(HttpError);
    try {
      verifyRegistration(forged, SERVICE, NOW);
    } catch (error) {
      expect((error as HttpError).status).toBe(401);
    }
    const edited = { ...body, message: body.message.replace('Alice', 'Mallory') };
    expect(() => verifyRegistration(edited, SERVICE, NOW)).toThrow('signature was not made by address');
  });

  it('refuses messages from the future or older than 10 minutes, unknown fields and oversize messages', async () => {
    const wallet = Wallet.createRandom();
    for (const body of [null, [], 'text']) expect(() => verifyRegistration(body, SERVICE, NOW)).toThrow(expect.objectContaining({ field: 'body' }));
    for (const [fields, field] of [
      [{ timestamp: NOW + 61 }, 'message.timestamp'],
      [{ timestamp: NOW - 601 }, 'message.timestamp'],
      [{ timestamp: '1767225600' }, 'message.timestamp'],
      [{ admin: true }, 'message'],
      [{ nonce: 'n'.repeat(129) }, 'message.nonce'],
      [{ name: 'x'.repeat(2000) }, 'message'],
    ] as const) {
      const body = await signed(wallet, fields);
      expect(() => verifyRegistration(body, SERVICE, NOW), JSON.stringify(fields).slice(0, 40)).toThrow(expect.objectContaining({ field }));
    }
  });
});
