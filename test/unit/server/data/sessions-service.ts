/**
 * What the sign-in route tests share: the dev accounts that sign, a real Anvil with the stack's DemoSmartAccount
 * (EIP-1271), and the data service on a given database with its sessions routes, asked as a site would ask them.
 */
import { afterAll, beforeAll, expect } from 'vitest';
import { privateKeyToAccount } from 'viem/accounts';
import { fixedPrices, scaledRateLimits, startDataService, type DataService } from '../../../../server/data';
import { DEV_ACCOUNTS } from '../../../../dev/contracts/deploy.ts';
import { createEvmSiwxMessage, revokeSessionMessage, type EvmSiwxFields } from '../../../../src/siwx';
import type { TestDatabase } from '../../../support/data/databases';
import { useDemoAnvil, type DemoChain } from '../../../support/data/demo-anvil';

export const ORIGIN = 'https://site.example';
export const OTHER_ORIGIN = 'https://evil.example';
// Anvil's first two dev keys (mnemonic `test test … junk`), checked against DEV_ACCOUNTS below.
export const DEMO = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80');
export const ALICE = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d');
/** A Solana cluster as the stack names it: solana: and the genesis hash's first 32 characters. */
export const SOLANA_REF = '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z';

/** The service's replies as these tests read them: a nonce, a session and its token, the account's sessions, or a 400 naming its field. */
type Session = { pci: string; address: string; caipNetworkId: string; domain: string; createdAt: number; expiresAt: number };
export type Reply = { nonce: string; token: string; session: Session; sessions: Session[]; field: string; message: string };

/** Call it at the top of a file: Anvil for the file, and a check that the keys above are the stack's dev accounts. */
export function useSignInAnvil(): DemoChain {
  const chain = useDemoAnvil();
  beforeAll(() => {
    expect([DEMO.address, ALICE.address]).toEqual([DEV_ACCOUNTS.demo, DEV_ACCOUNTS.alice]);
  });
  return chain;
}

export type SessionsService = {
  /** The running service's base URL (once the describe's beforeAll has run). */
  readonly url: string;
  post(path: string, body: unknown, origin?: string): Promise<{ status: number; body: Reply }>;
  /** A revoke as the account makes it: the text names the session's domain and issuedAt, sent in the query. */
  revoke(
    address: string,
    pci: string,
    sign: (text: string) => Promise<string>,
    when?: { domain?: string; issuedAt?: string; sent?: string },
  ): Promise<{ status: number; body: Reply }>;
  evmSigner(account: typeof DEMO): (message: string) => Promise<string>;
  /** A fresh nonce from the service. */
  nonce(): Promise<string>;
  /** An EIP-4361 message from DEMO on 31337 for site.example, with a fresh nonce, valid for an hour. */
  message(overrides?: Partial<EvmSiwxFields>): Promise<string>;
  /** A session made by `by` signing message(overrides) from `origin`. */
  signIn(
    overrides?: Partial<EvmSiwxFields>,
    by?: typeof DEMO,
    origin?: string,
  ): Promise<{ token: string; session: { pci: string; createdAt: number; expiresAt: number; domain: string } }>;
  /** The account's sessions as `token` may list them. */
  list(address: string, token: string): Promise<Response>;
};

/**
 * Call it inside a describe: its beforeAll starts the service on `database` with `chain`'s Anvil as 31337, its
 * afterAll stops it. `ahead` is how many seconds the service's clock runs ahead of the real one.
 */
export function useSessionsService(database: TestDatabase, chain: DemoChain, ahead: () => number = () => 0): SessionsService {
  let service: DataService;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const created = await database.create();
    drop = created.drop;
    service = await startDataService({
      ...created,
      chains: [
        { chainId: 'eip155:31337', name: 'Anvil', testnet: true, nativeSymbol: 'ETH', nativeDecimals: 18, rpcUrl: chain.anvil.rpcUrl },
        { chainId: 'eip155:31338', name: 'Anvil 2', testnet: true, nativeSymbol: 'ETH', nativeDecimals: 18 },
        { chainId: `solana:${SOLANA_REF}`, name: 'Solana Localnet', testnet: true, nativeSymbol: 'SOL', nativeDecimals: 9 },
      ],
      prices: fixedPrices({}),
      nameSuffix: '.test',
      corsOrigins: [ORIGIN, OTHER_ORIGIN],
      indexer: false,
      log: () => {},
      // Every forged sign-in of these tests comes from one address; rate-limits.test.ts is where limits trip.
      rateLimits: scaledRateLimits(100),
      now: () => Math.floor(Date.now() / 1000) + ahead(),
    });
  }, 120_000);
  afterAll(async () => {
    await service?.stop();
    await drop?.();
  });

  const post = async (path: string, body: unknown, origin = ORIGIN) => {
    const res = await fetch(`${service.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', origin }, body: JSON.stringify(body) });
    return { status: res.status, body: (await res.json()) as Reply };
  };
  const revoke = async (
    address: string,
    pci: string,
    sign: (text: string) => Promise<string>,
    { domain = 'site.example', issuedAt = new Date().toISOString(), sent = issuedAt }: { domain?: string; issuedAt?: string; sent?: string } = {},
  ) =>
    post(`/v1/sessions/${address}/revoke?issuedAt=${encodeURIComponent(sent)}`, {
      pci,
      signature: await sign(revokeSessionMessage({ pci, domain, issuedAt })),
    });
  const evmSigner = (account: typeof DEMO) => (message: string) => account.signMessage({ message });
  const nonce = async (): Promise<string> => {
    const { status, body } = await post('/v1/sessions/nonce', {});
    expect(status).toBe(200);
    return body.nonce;
  };
  const message = async (overrides: Partial<EvmSiwxFields> = {}) =>
    createEvmSiwxMessage({
      domain: 'site.example',
      uri: `${ORIGIN}/app`,
      address: DEMO.address,
      chainId: 31337,
      nonce: await nonce(),
      statement: 'Sign in to Site',
      issuedAt: new Date(),
      expirationTime: new Date(Date.now() + 3600_000),
      ...overrides,
    });
  const signIn = async (overrides: Partial<EvmSiwxFields> = {}, by = DEMO, origin = ORIGIN) => {
    const text = await message({ address: by.address, ...overrides });
    const verified = await post('/v1/sessions/verify', { message: text, signature: await by.signMessage({ message: text }) }, origin);
    expect(verified.status).toBe(200);
    return { token: verified.body.token as string, session: verified.body.session as { pci: string; createdAt: number; expiresAt: number; domain: string } };
  };
  const list = (address: string, token: string) => fetch(`${service.url}/v1/sessions/${address}`, { headers: { authorization: `Bearer ${token}` } });

  return {
    get url() {
      return service.url;
    },
    post,
    revoke,
    evmSigner,
    nonce,
    message,
    signIn,
    list,
  };
}
