import { describe, expect, it, vi } from 'vitest';
import { formatDecimalAmount, parseDecimalAmount, parseFiat, parseQuantity } from '../../../src/services/data/amount';
import { parseBalancesResponse, tokenBalanceToWire, validateTokenBalance } from '../../../src/services/data/balance';
import { isAllSpam, parseHistoryResponse, validateTransaction } from '../../../src/services/data/history';
import { parseIdentityResponse, parseNameAddress, parseSuggestionsResponse } from '../../../src/services/data/names';
import { parseSupportedChains } from '../../../src/services/data/chains';
import { validateInSlices } from '../../../src/services/data/slices';
import { wireBalance, wireNftTransfer, wireTransaction } from '../../support/data-service';

const origins = { page: 'https://shop.example', service: 'http://127.0.0.1:4100' };
const SVG = 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=';
const PNG = 'data:image/png;base64,iVBORw0KGgo=';

describe('amounts', () => {
  it('parses whole-token decimal text exactly into base units', () => {
    expect(parseQuantity({ decimals: '18', numeric: '617.25' })).toEqual({ value: 617_250_000_000_000_000_000n, decimals: 18 });
    expect(parseQuantity({ decimals: '6', numeric: '0.000001' })).toEqual({ value: 1n, decimals: 6 });
    // More digits than a double holds, kept to the last unit.
    expect(parseQuantity({ decimals: '18', numeric: '123456789012345678901234567890.123456789012345678' })?.value).toBe(
      123456789012345678901234567890123456789012345678n,
    );
    expect(parseQuantity({ decimals: '0', numeric: '5' })).toEqual({ value: 5n, decimals: 0 });
    expect(parseDecimalAmount('1.50000', 1)).toBe(15n);
  });

  it('refuses anything that is not exact decimal text', () => {
    for (const numeric of ['-1', '1e18', '0x10', '1.', '.5', ' 1', '1,000', 'NaN', 'Infinity', '01', '', 1, null, '1'.repeat(400)]) {
      expect(parseQuantity({ decimals: '18', numeric }), String(numeric)).toBeUndefined();
    }
    expect(parseQuantity({ decimals: '2', numeric: '0.001' })).toBeUndefined(); // finer than the token's unit
    for (const decimals of ['256', '-1', '1.5', 'x', '', null, 1e3]) expect(parseQuantity({ decimals, numeric: '1' }), String(decimals)).toBeUndefined();
  });

  it('reads fiat as an exact amount; null is no price, a bad string is an error', () => {
    expect(parseFiat('1234.50')).toEqual({ value: 123450n, decimals: 2 });
    expect(parseFiat('0.001234')).toEqual({ value: 1234n, decimals: 6 });
    expect(parseFiat(null)).toBeNull();
    expect(parseFiat('-1.00')).toBeUndefined();
    expect(parseFiat(12.5)).toBeUndefined();
    expect(formatDecimalAmount({ value: 617_250_000_000_000_000_000n, decimals: 18 })).toBe('617.25');
  });
});

describe('token balances', () => {
  it('keeps a valid balance with bigint amounts and USD amounts', () => {
    expect(validateTokenBalance(wireBalance(), origins)).toEqual({
      name: 'Demo Token',
      symbol: 'DEMO',
      chainId: 'eip155:31337',
      address: 'eip155:31337:0x5FbDB2315678afecb367f032d93F642f64180aa3',
      value: { value: 123450n, decimals: 2 },
      price: { value: 200n, decimals: 2 },
      iconUrl: 'https://tokens.example/demo.png',
      quantity: { value: 617_250_000_000_000_000_000n, decimals: 18 },
    });
    // The native balance has no address and maybe no price or icon.
    expect(validateTokenBalance(wireBalance({ address: undefined, value: null, price: null, iconUrl: null }), origins)).toEqual({
      name: 'Demo Token',
      symbol: 'DEMO',
      chainId: 'eip155:31337',
      quantity: { value: 617_250_000_000_000_000_000n, decimals: 18 },
    });
  });

  it('drops an entry with any hostile field', () => {
    const hostile: Record<string, unknown>[] = [
      { name: '<img src=x onerror=alert(1)>' },
      { name: 'x'.repeat(100_000) },
      { name: 'USD\u202eC' },
      { symbol: 'ETH\u0000' },
      { symbol: '' },
      { chainId: 'evil:1' },
      { chainId: 'eip155' },
      { address: 'javascript:alert(1)' },
      { iconUrl: SVG },
      { iconUrl: 'javascript:alert(1)' },
      { iconUrl: 'http://tracker.example/pixel.png' },
      { iconUrl: 'blob:https://shop.example/1' },
      { quantity: { decimals: '18', numeric: '1e30' } },
      { quantity: { decimals: '18', numeric: -1 } },
      { quantity: '1' },
      { value: 'NaN' },
      { price: '1e3' },
    ];
    for (const overrides of hostile) expect(validateTokenBalance(wireBalance(overrides), origins), JSON.stringify(overrides).slice(0, 80)).toBeUndefined();
    expect(validateTokenBalance('not an object', origins)).toBeUndefined();
    expect(validateTokenBalance(null, origins)).toBeUndefined();
  });

  it('allows raster data images and images from the page or the service', () => {
    expect(validateTokenBalance(wireBalance({ iconUrl: PNG }), origins)?.iconUrl).toBe(PNG);
    expect(validateTokenBalance(wireBalance({ iconUrl: 'http://127.0.0.1:4100/icons/demo.png' }), origins)?.iconUrl).toBe(
      'http://127.0.0.1:4100/icons/demo.png',
    );
    expect(validateTokenBalance(wireBalance({ iconUrl: '/icons/demo.png' }), origins)?.iconUrl).toBe('https://shop.example/icons/demo.png');
  });

  it('keeps the good entries of a list and refuses a body without one', async () => {
    const balances = await parseBalancesResponse({ balances: [wireBalance(), wireBalance({ name: '\u2066x' }), wireBalance({ symbol: 'B' })] }, origins);
    expect(balances?.map((b) => b.symbol)).toEqual(['DEMO', 'B']);
    expect(await parseBalancesResponse({ data: [] }, origins)).toBeUndefined();
    expect(await parseBalancesResponse([], origins)).toBeUndefined();
  });

  it('survives the trip through its stored wire form unchanged', () => {
    const balance = validateTokenBalance(wireBalance(), origins)!;
    expect(validateTokenBalance(tokenBalanceToWire(balance), origins)).toEqual(balance);
  });
});

describe('history', () => {
  it('keeps a valid transaction, its transfers and NFT collection', () => {
    const tx = validateTransaction(wireTransaction({ transfers: [wireNftTransfer('Demo Art #7', 'in')] }), origins)!;
    expect(tx.chainId).toBe('eip155:31337');
    expect(typeof tx.minedAt).toBe('number');
    expect(tx.transfers).toEqual([
      {
        kind: 'nft',
        direction: 'in',
        name: 'Demo Art #7',
        collection: 'Demo Art',
        spam: false,
        quantity: { value: 1n, decimals: 0 },
        imageUrl: 'https://nft.example/1.png',
      },
    ]);
    const fungible = validateTransaction(wireTransaction(), origins)!;
    expect(fungible.transfers[0]).toMatchObject({
      kind: 'fungible',
      symbol: 'ETH',
      quantity: { value: 500_000_000_000_000_000n, decimals: 18 },
      value: { value: 150000n, decimals: 2 },
    });
  });

  it('drops a transaction with any bad field or transfer', () => {
    const base = wireTransaction();
    const meta = base.metadata as Record<string, unknown>;
    const bad = [
      { ...base, id: '<script>' },
      { ...base, metadata: { ...meta, minedAt: 'yesterday' } },
      { ...base, metadata: { ...meta, chain: 'eip155:1:0xabc' } },
      { ...base, metadata: { ...meta, status: 'done' } },
      { ...base, metadata: { ...meta, sentTo: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8<b>' } },
      { ...base, metadata: { ...meta, hash: 'javascript:alert(1)' } },
      wireTransaction({ transfers: [wireNftTransfer('Evil', 'in', false, SVG)] }),
      wireTransaction({ transfers: [wireNftTransfer('Evil', 'in', false, 'javascript:alert(1)')] }),
      wireTransaction({
        transfers: [{ direction: 'sideways', fungible_info: { name: 'E', symbol: 'E', icon: null }, quantity: { numeric: '1', decimals: '0' }, value: null }],
      }),
      wireTransaction({
        transfers: [{ direction: 'in', fungible_info: { name: 'E', symbol: 'E', icon: null }, quantity: { numeric: '1.5', decimals: '0' }, value: null }],
      }),
      wireTransaction({
        transfers: [{ direction: 'in', nft_info: { name: 'x', content: { preview: null }, flags: {} }, quantity: { numeric: '1', decimals: '0' } }],
      }),
    ];
    for (const raw of bad) expect(validateTransaction(raw, origins), JSON.stringify(raw).slice(0, 120)).toBeUndefined();
  });

  it('knows a transaction of spam NFTs only', () => {
    expect(
      isAllSpam(
        validateTransaction(wireTransaction({ transfers: [wireNftTransfer('Spam #1', 'in', true), wireNftTransfer('Spam #2', 'in', true)] }), origins)!,
      ),
    ).toBe(true);
    expect(
      isAllSpam(validateTransaction(wireTransaction({ transfers: [wireNftTransfer('Spam #1', 'in', true), wireNftTransfer('Art #2', 'in')] }), origins)!),
    ).toBe(false);
  });

  it('reads the cursor, and refuses a hostile one', async () => {
    expect((await parseHistoryResponse({ data: [wireTransaction()], next: 'WyIxMiJd' }, origins))?.next).toBe('WyIxMiJd');
    expect((await parseHistoryResponse({ data: [], next: null }, origins))?.next).toBeNull();
    expect(await parseHistoryResponse({ data: [], next: '"><script>' }, origins)).toBeUndefined();
    expect(await parseHistoryResponse({ data: 'x', next: null }, origins)).toBeUndefined();
  });
});

describe('names and chains', () => {
  it('takes a registered name and a safe avatar, and leaves out what is not', () => {
    expect(parseIdentityResponse({ name: 'alice.wallet-modal.local', avatar: 'https://a.example/a.png' }, origins)).toEqual({
      name: 'alice.wallet-modal.local',
      avatar: 'https://a.example/a.png',
    });
    expect(parseIdentityResponse({ name: null, avatar: null }, origins)).toEqual({});
    expect(parseIdentityResponse({ name: 'Alice <b>', avatar: SVG }, origins)).toEqual({});
    expect(parseIdentityResponse({ name: 'ali\u202ece.local', avatar: 'javascript:alert(1)' }, origins)).toEqual({});
  });

  it('keeps well-formed suggestions only', () => {
    const answer = {
      suggestions: [
        { name: 'alice.wallet-modal.local', registered: true },
        { name: 'alice1.wallet-modal.local', registered: 'no' },
        { name: '<x>', registered: false },
        { name: 'alice42.wallet-modal.local', registered: false },
      ],
    };
    expect(parseSuggestionsResponse(answer)).toEqual([
      { name: 'alice.wallet-modal.local', registered: true },
      { name: 'alice42.wallet-modal.local', registered: false },
    ]);
    expect(parseSuggestionsResponse({})).toBeUndefined();
  });

  it("reads a name record's address for the first coin type it holds (Send's name resolution)", () => {
    const record = { name: 'alice.wallet-modal.local', addresses: { '60': { address: '0xaaa' }, '2147514985': { address: '0xbbb' } } };
    expect(parseNameAddress(record, [2147514985, 60])).toBe('0xbbb');
    expect(parseNameAddress(record, [1, 60])).toBe('0xaaa');
    expect(parseNameAddress(record, [1])).toBeUndefined();
    expect(parseNameAddress({ addresses: { '60': { address: 42 } } }, [60])).toBeUndefined();
    expect(parseNameAddress({ addresses: { '60': { address: 'x'.repeat(101) } } }, [60])).toBeUndefined();
    expect(parseNameAddress(null, [60])).toBeUndefined();
  });

  it('reads the supported chains and only http(s) explorers', () => {
    const chains = parseSupportedChains(
      {
        chains: [
          { id: 'eip155:1', testnet: false, explorerUrl: 'https://etherscan.io' },
          { id: 'eip155:11155111', testnet: true, explorerUrl: 'javascript:alert(1)' },
          { id: 'nope', testnet: false },
        ],
      },
      origins,
    );
    expect(chains).toEqual([
      { id: 'eip155:1', testnet: false, explorerUrl: 'https://etherscan.io' },
      { id: 'eip155:11155111', testnet: true },
    ]);
  });
});

describe('long answers', () => {
  it('gives the thread back at least every slice: with entries costing 3 ms each, no stretch passes 50 ms', async () => {
    // A virtual clock: each check costs 3 ms, so the slicing (not the machine's load) decides the stretches.
    let clock = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => clock);
    let ticks = 0;
    let seenTicks = -1;
    let sliceStart = 0;
    let longest = 0;
    const ticker = setInterval(() => void ticks++, 0);
    try {
      const found = await validateInSlices(
        Array.from({ length: 2000 }, (_, i) => wireBalance({ symbol: `T${i}` })),
        (entry) => {
          if (ticks !== seenTicks) [seenTicks, sliceStart] = [ticks, clock];
          clock += 3;
          longest = Math.max(longest, clock - sliceStart);
          return validateTokenBalance(entry, origins);
        },
        { sliceMs: 8 },
      );
      expect(found).toHaveLength(2000);
      expect(ticks).toBeGreaterThan(100);
      expect(longest).toBeLessThan(50);
    } finally {
      clearInterval(ticker);
      vi.restoreAllMocks();
    }
  });

  it('checks 10,000 entries with 100 KB strings among them, in many short tasks', { timeout: 30_000 }, async () => {
    const long = 'x'.repeat(100_000);
    const raw = Array.from({ length: 10_000 }, (_, i) => (i % 3 === 0 ? wireBalance({ name: long }) : wireBalance({ symbol: `T${i}` })));
    let ticks = 0;
    const ticker = setInterval(() => void ticks++, 0);
    const started = performance.now();
    const found = await validateInSlices(raw, (entry) => validateTokenBalance(entry, origins), { sliceMs: 8 });
    clearInterval(ticker);
    expect(found).toHaveLength(6666);
    // The timer ran between slices: the work was cut into roughly (elapsed / 8 ms) tasks, not one.
    expect(ticks).toBeGreaterThanOrEqual(Math.floor((performance.now() - started) / 60));
    expect(ticks).toBeGreaterThan(0);
  });

  it('cuts a list at its limit', async () => {
    const body = { balances: Array.from({ length: 5000 }, (_, i) => wireBalance({ symbol: `T${i}` })) };
    expect(await parseBalancesResponse(body, origins)).toHaveLength(1000);
  });
});
