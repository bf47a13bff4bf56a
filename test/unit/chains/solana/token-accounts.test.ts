// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getBase58Decoder } from '@solana/kit';
import { getSplTokenBalances } from '../../../../src/chains/solana/balance';
import { startHostileRpc, type HostileRpc } from './hostile-rpc';
import { chainRpcAt } from '../../../support/local-chain';

const OWNER = 'AKnL4NNf3DGWZJS6cPknBuEGnVsV4A4m5tgebLHaRSZ9';
const USDC = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
const OTHER_MINT = 'Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB';
const LOCALNET = 'solana:BqbN9SvoRJR2HTAWbGwGHWhyFYSvVEr1';
const MAINNET = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp';
const key = (byte: number) => getBase58Decoder().decode(new Uint8Array(32).fill(byte));

/** A token account as a node answers it with `jsonParsed`. */
function entry(pubkey: string, mint: string, amount: unknown, decimals: unknown = 6, owner: string = OWNER) {
  return {
    pubkey,
    account: {
      data: {
        program: 'spl-token',
        space: 165,
        parsed: {
          type: 'account',
          info: { isNative: false, mint, owner, state: 'initialized', tokenAmount: { amount, decimals, uiAmount: 0, uiAmountString: '0' } },
        },
      },
      executable: false,
      lamports: 2039280,
      owner: 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
      rentEpoch: 0,
      space: 165,
    },
  };
}
const reply = (entries: unknown[]) => JSON.stringify({ context: { slot: 7 }, value: entries });

let hostile: HostileRpc;
beforeAll(async () => {
  hostile = await startHostileRpc();
});
afterAll(() => hostile?.stop());

async function balancesFor(entries: unknown[], network: `solana:${string}` = LOCALNET) {
  hostile.answer(reply(entries));
  return getSplTokenBalances(chainRpcAt(hostile.url, { retries: 0 }), OWNER, network);
}

const GOOD = entry(key(1), USDC, '7');
/** A token account's parsed fields, each one a test may take away. */
type TokenAccountInfo = Partial<ReturnType<typeof entry>['account']['data']['parsed']['info']>;
const withInfo = (change: (info: TokenAccountInfo) => void) => {
  const bad = entry(key(2), OTHER_MINT, '5');
  change(bad.account.data.parsed.info);
  return bad;
};

describe('SPL token balances from hostile replies', () => {
  it('asks for the SPL Token program accounts, jsonParsed', async () => {
    await balancesFor([]);
    expect(hostile.lastRequest()).toMatchObject({
      method: 'getTokenAccountsByOwner',
      params: [OWNER, { programId: 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA' }, { encoding: 'jsonParsed', commitment: 'confirmed' }],
    });
  });

  it.each<[string, unknown]>([
    ['null', null],
    ['a string', 'account'],
    ['no pubkey', { ...entry(key(2), OTHER_MINT, '5'), pubkey: undefined }],
    ['a pubkey that is not an address', entry('0OIl', OTHER_MINT, '5')],
    ['no account', { pubkey: key(2) }],
    ['base64 data instead of jsonParsed', { pubkey: key(2), account: { ...entry(key(2), OTHER_MINT, '5').account, data: ['', 'base64'] } }],
    [
      'a mint account, not a token account',
      (() => {
        const bad = entry(key(2), OTHER_MINT, '5');
        bad.account.data.parsed.type = 'mint';
        return bad;
      })(),
    ],
    ['a mint that is not an address', entry(key(2), 'not-a-mint', '5')],
    ['another owner', entry(key(2), OTHER_MINT, '5', 6, key(9))],
    [
      'no tokenAmount',
      withInfo((info) => {
        delete info.tokenAmount;
      }),
    ],
    ['an amount as a number', entry(key(2), OTHER_MINT, 5)],
    ['a negative amount', entry(key(2), OTHER_MINT, '-5')],
    ['a fractional amount', entry(key(2), OTHER_MINT, '1.5')],
    ['an amount in exponent form', entry(key(2), OTHER_MINT, '1e3')],
    ['an amount with a leading zero', entry(key(2), OTHER_MINT, '007')],
    ['an empty amount', entry(key(2), OTHER_MINT, '')],
    ['an amount past u64', entry(key(2), OTHER_MINT, '18446744073709551616')],
    ['an amount of 400 digits', entry(key(2), OTHER_MINT, '9'.repeat(400))],
    ['decimals as a string', entry(key(2), OTHER_MINT, '5', '6')],
    ['negative decimals', entry(key(2), OTHER_MINT, '5', -1)],
    ['fractional decimals', entry(key(2), OTHER_MINT, '5', 1.5)],
    ['decimals past a u8', entry(key(2), OTHER_MINT, '5', 256)],
    ['null decimals', entry(key(2), OTHER_MINT, '5', null)],
  ])('drops an entry with %s and keeps the good one', async (_name, bad) => {
    const balances = await balancesFor([bad, GOOD]);
    expect(balances).toEqual([{ name: 'EPjF…Dt1v', symbol: 'EPjF…Dt1v', chainId: LOCALNET, address: USDC, quantity: { value: 7n, decimals: 6 } }]);
  });

  it('keeps the largest u64 amount exactly, as a bigint', async () => {
    const [balance] = await balancesFor([entry(key(1), USDC, '18446744073709551615', 0)]);
    expect(balance?.quantity).toEqual({ value: 18_446_744_073_709_551_615n, decimals: 0 });
  });

  it('sums accounts of one mint exactly where floats could not', async () => {
    const balances = await balancesFor([entry(key(1), USDC, '9007199254740993'), entry(key(2), OTHER_MINT, '1', 2), entry(key(3), USDC, '9007199254740993')]);
    expect(balances.map((b) => [b.address, b.quantity])).toEqual([
      [USDC, { value: 18_014_398_509_481_986n, decimals: 6 }],
      [OTHER_MINT, { value: 1n, decimals: 2 }],
    ]);
  });

  it('counts an account listed twice once', async () => {
    const [balance] = await balancesFor([GOOD, GOOD]);
    expect(balance?.quantity.value).toBe(7n);
  });

  it('drops an account whose decimals disagree with the mint seen first', async () => {
    const [balance] = await balancesFor([GOOD, entry(key(3), USDC, '100', 9)]);
    expect(balance?.quantity).toEqual({ value: 7n, decimals: 6 });
  });

  it('leaves out mints whose accounts are all empty', async () => {
    expect(await balancesFor([entry(key(1), USDC, '0'), entry(key(2), USDC, '0')])).toEqual([]);
    expect((await balancesFor([entry(key(1), USDC, '0'), entry(key(2), USDC, '3')]))[0]?.quantity.value).toBe(3n);
  });

  it('names known mints on their own network only', async () => {
    expect((await balancesFor([GOOD], MAINNET))[0]).toMatchObject({ name: 'USD Coin', symbol: 'USDC', chainId: MAINNET });
    expect((await balancesFor([GOOD], LOCALNET))[0]).toMatchObject({ name: 'EPjF…Dt1v', symbol: 'EPjF…Dt1v' });
  });

  it('survives a thousand entries of junk', async () => {
    const junk = Array.from({ length: 1000 }, (_, i) => [null, 1, [], {}, { pubkey: key(5) }, entry(key(6), USDC, { amount: 1 })][i % 6]);
    expect(await balancesFor([...junk, GOOD])).toHaveLength(1);
  });
});
