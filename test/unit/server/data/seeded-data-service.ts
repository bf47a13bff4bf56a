/**
 * The data service the route tests read: over real HTTP on a free port, on the database given, fed by the indexer
 * from an in-memory ChainReader seeded with a token, an NFT collection, a spam collection, a handful of transfers
 * between ALICE and BOB, and 10,000 transfers in and out of BULK.
 */
import { fixedPrices } from '../../../../server/data';
import type { TestDatabase } from '../../../support/data/databases';
import { useDevnetDataService } from '../../../support/data/devnet-service';
import { createFakeChain, evmAddress, txHash, type FakeChain } from '../../../support/data/fake-chain';
import type { HistoryTransfer, Transaction } from '../../../../server/data/http/routes/history';

/** The routes' replies as these tests read them (values checked whole are left unknown); a history page holds six transactions or more. */
type Tx = Transaction & { transfers: [HistoryTransfer, ...HistoryTransfer[]] };
export type Reply = {
  http: unknown;
  chains: [unknown];
  balances: { symbol: string }[];
  data: [Tx, Tx, Tx, Tx, Tx, Tx, ...Tx[]];
  next: string | null;
  fungibles: unknown;
  name: string;
  domain: unknown;
  suggestions: { name: string; registered: boolean }[];
  field: string;
  message: string;
};
export const CHAIN = 'eip155:31337';
export const TOKEN = evmAddress(0x70);
const NFT = evmAddress(0x71);
const SPAM = evmAddress(0x72);
export const ALICE = evmAddress(0xa11ce);
export const BOB = evmAddress(0xb0b);
export const BULK = evmAddress(0xb01c);
export const SUFFIX = '.wallet-modal.local';
export const NOW = 1_767_225_600;

function seed(chain: FakeChain): void {
  chain.setToken(
    { chainId: CHAIN, address: TOKEN, kind: 'fungible', name: 'Test Dollar', symbol: 'TUSD', decimals: 6, iconUrl: 'https://icons.example/tusd.png' },
    TOKEN,
  );
  chain.setToken({ chainId: CHAIN, address: NFT, kind: 'nft', name: 'Devnet Cats', symbol: 'CAT', decimals: 0, iconUrl: null }, NFT);
  chain.setToken({ chainId: CHAIN, address: SPAM, kind: 'nft', name: 'Free Money', symbol: 'SPAM', decimals: 0, iconUrl: null }, SPAM);
  chain.mine([{ txHash: txHash('mint'), kind: 'fungible', token: TOKEN, tokenId: null, from: evmAddress(0), to: ALICE, amount: 1_234_567_800n }]);
  chain.mine([{ txHash: txHash('send'), kind: 'fungible', token: TOKEN, tokenId: null, from: ALICE, to: BOB, amount: 1_000_000n }]);
  chain.mine([{ txHash: txHash('eth'), kind: 'native', token: null, tokenId: null, from: BOB, to: ALICE, amount: 10n ** 17n, logIndex: -1 }]);
  chain.mine([
    { txHash: txHash('swap'), kind: 'fungible', token: TOKEN, tokenId: null, from: ALICE, to: BOB, amount: 500_000n, logIndex: 0 },
    { txHash: txHash('swap'), kind: 'nft', token: NFT, tokenId: 7n, from: BOB, to: ALICE, amount: 1n, logIndex: 1 },
  ]);
  chain.mine([{ txHash: txHash('spam'), kind: 'nft', token: SPAM, tokenId: 1n, from: BOB, to: ALICE, amount: 1n }]);
  chain.mine([{ txHash: txHash('failed'), kind: 'native', token: null, tokenId: null, from: ALICE, to: BOB, amount: 5n, logIndex: -1, status: 'failed' }]);
  // 10,000 transfers in 100 blocks, half in and half out of BULK.
  for (let b = 0; b < 100; b++) {
    chain.mine(
      Array.from({ length: 100 }, (_, i) => ({
        txHash: txHash(`bulk-${b}-${i}`),
        kind: 'fungible' as const,
        token: TOKEN,
        tokenId: null,
        from: i % 2 ? BULK : BOB,
        to: i % 2 ? BOB : BULK,
        amount: 3n,
      })),
    );
  }
}

export type SeededService = {
  /** The running service's base URL (once the describe's beforeAll has run). */
  readonly url: string;
  get(path: string): Promise<{ status: number; headers: Headers; body: Reply }>;
  post(path: string, body: unknown, init?: RequestInit): Promise<{ status: number; body: Reply }>;
  /** Every line the service logged. */
  logged: string[];
};

/** Call it inside a describe: its beforeAll starts the service on `database` and indexes the seed, its afterAll stops it. */
export function useSeededDataService(database: TestDatabase): SeededService {
  const chain = createFakeChain(CHAIN);
  const logged: string[] = [];
  const devnet = useDevnetDataService(database, chain, () => {
    seed(chain);
    return {
      devnet: { nativeBalance: async (address) => (address.toLowerCase() === ALICE ? 2_500_000_000_000_000_000n : 0n) },
      prices: fixedPrices({ [CHAIN]: { native: '3000.00', [TOKEN]: '1.25' } }),
      nameSuffix: SUFFIX,
      corsOrigins: '*',
      spamCollections: [`${CHAIN}:${SPAM}`],
      indexer: { intervalMs: 60_000, batchBlocks: 500 },
      now: () => NOW,
      log: (line) => logged.push(line),
    };
  });

  const get = async (path: string) => {
    const res = await fetch(`${devnet.service.url}${path}`);
    return { status: res.status, headers: res.headers, body: (await res.json()) as Reply };
  };
  const post = async (path: string, body: unknown, init: RequestInit = {}) => {
    const res = await fetch(`${devnet.service.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      ...init,
    });
    return { status: res.status, body: (await res.json()) as Reply };
  };

  return {
    get url() {
      return devnet.service.url;
    },
    get,
    post,
    logged,
  };
}
