// @vitest-environment node
/**
 * Issue 12's sign-in routes on both databases, against a real Anvil with the stack's DemoSmartAccount (EIP-1271):
 * a good EIP-4361 message makes a session, listed with its token and revoked with the account's signature; messages
 * with a wrong domain, wrong chain, expired, not yet valid, a reused nonce, a tampered statement, a wrong signer, or an
 * EIP-1271 account signed by another key are each refused (0 accepted); the contract account signs in.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAddress } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { fixedPrices, scaledRateLimits, startDataService, type DataService } from '../../../../server/data';
import { DEV_ACCOUNTS } from '../../../../dev/contracts/deploy.ts';
import { getBase58Decoder, getUtf8Encoder } from '@solana/web3.js';
import { createEvmSiwxMessage, createSolanaSiwxMessage, revokeSessionMessage, type EvmSiwxFields, type SolanaSiwxFields } from '../../../../src/siwx';
import { TEST_DATABASES } from '../../../support/data/databases';
import { useDemoAnvil } from '../../../support/data/demo-anvil';

const ORIGIN = 'https://site.example';
const OTHER_ORIGIN = 'https://evil.example';
// Anvil's first two dev keys (mnemonic `test test … junk`), checked against DEV_ACCOUNTS below.
const DEMO = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80');
const ALICE = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d');
/** A Solana cluster as the stack names it: solana: and the genesis hash's first 32 characters. */
const SOLANA_REF = '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z';
const OTHER_SOLANA_REF = '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp';

/** The service's replies as these tests read them: a nonce, a session and its token, the account's sessions, or a 400 naming its field. */
type Session = { pci: string; address: string; caipNetworkId: string; domain: string; createdAt: number; expiresAt: number };
type Reply = { nonce: string; token: string; session: Session; sessions: Session[]; field: string; message: string };

type SolanaKey = { address: string; sign(text: string): Promise<string> };
async function solanaKey(): Promise<SolanaKey> {
  const keys = (await crypto.subtle.generateKey({ name: 'Ed25519' }, true, ['sign', 'verify'])) as CryptoKeyPair;
  const base58 = getBase58Decoder();
  return {
    address: base58.decode(new Uint8Array(await crypto.subtle.exportKey('raw', keys.publicKey))),
    sign: async (text) =>
      base58.decode(new Uint8Array(await crypto.subtle.sign('Ed25519', keys.privateKey, getUtf8Encoder().encode(text) as Uint8Array<ArrayBuffer>))),
  };
}

const chain = useDemoAnvil();

beforeAll(() => {
  expect([DEMO.address, ALICE.address]).toEqual([DEV_ACCOUNTS.demo, DEV_ACCOUNTS.alice]);
});

for (const database of TEST_DATABASES) {
  describe.skipIf(!database.enabled)(`sign-in sessions on ${database.label}`, () => {
    let service: DataService;
    let drop: () => Promise<void>;
    /** Seconds the service's clock runs ahead of the real one (the session-life tests move it). */
    let ahead = 0;

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
        // Every forged sign-in below comes from one address; rate-limits.test.ts is where limits trip.
        rateLimits: scaledRateLimits(100),
        now: () => Math.floor(Date.now() / 1000) + ahead,
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
    /** A revoke as the account makes it: the text names the session's domain and issuedAt, sent in the query. */
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

    it('issues random nonces of at least 8 alphanumerics', async () => {
      const nonces = await Promise.all([nonce(), nonce(), nonce()]);
      for (const n of nonces) expect(n).toMatch(/^[A-Za-z0-9]{8,}$/);
      expect(new Set(nonces).size).toBe(3);
    });

    it('verifies a signed message into a session, lists it by token and revokes it with the account signature', async () => {
      const text = await message();
      const verified = await post('/v1/sessions/verify', { message: text, signature: await DEMO.signMessage({ message: text }) });
      expect(verified.status).toBe(200);
      expect(verified.body.token).toMatch(/^wms_[0-9a-f]{64}$/);
      expect(verified.body.session).toMatchObject({ address: DEMO.address.toLowerCase(), caipNetworkId: 'eip155:31337', domain: 'site.example' });
      const pci = verified.body.session.pci as string;
      const auth = { authorization: `Bearer ${verified.body.token}` };
      const listed = await fetch(`${service.url}/v1/sessions/${DEMO.address}`, { headers: auth });
      expect(listed.status).toBe(200);
      expect(((await listed.json()) as Reply).sessions.map((s) => s.pci)).toContain(pci);
      expect((await fetch(`${service.url}/v1/sessions/${DEMO.address}`, { headers: { authorization: `Bearer wms_${'0'.repeat(64)}` } })).status).toBe(401);
      expect((await fetch(`${service.url}/v1/sessions/${ALICE.address}`, { headers: auth })).status).toBe(401);

      const wrongRevoke = await revoke(DEMO.address, pci, evmSigner(ALICE));
      expect(wrongRevoke).toMatchObject({ status: 400, body: { field: 'signature' } });
      const revoked = await revoke(DEMO.address, pci, evmSigner(DEMO));
      expect(revoked).toMatchObject({ status: 200, body: { revoked: pci } });
      expect((await fetch(`${service.url}/v1/sessions/${DEMO.address}`, { headers: auth })).status).toBe(401);
    });

    const signIn = async (overrides: Partial<EvmSiwxFields> = {}, by = DEMO, origin = ORIGIN) => {
      const text = await message({ address: by.address, ...overrides });
      const verified = await post('/v1/sessions/verify', { message: text, signature: await by.signMessage({ message: text }) }, origin);
      expect(verified.status).toBe(200);
      return { token: verified.body.token as string, session: verified.body.session as { pci: string; createdAt: number; expiresAt: number; domain: string } };
    };
    const list = (address: string, token: string) => fetch(`${service.url}/v1/sessions/${address}`, { headers: { authorization: `Bearer ${token}` } });
    const DAY_MS = 24 * 3600 * 1000;

    it('caps every session at the configured maximum (24 h by default): none without Expiration Time, or one in 2100, lives longer', async () => {
      const open = await signIn({ expirationTime: undefined });
      expect(open.session.expiresAt).toBe(open.session.createdAt + DAY_MS);
      const far = await signIn({ expirationTime: new Date('2100-01-01T00:00:00Z') });
      expect(far.session.expiresAt).toBe(far.session.createdAt + DAY_MS);
      const short = await signIn({ expirationTime: new Date(Date.now() + 60_000) });
      expect(short.session.expiresAt).toBeLessThan(short.session.createdAt + 61_000);
      expect((await list(DEMO.address, far.token)).status).toBe(200);
      ahead = 24 * 3600 + 5;
      try {
        for (const { token } of [open, far]) expect((await list(DEMO.address, token)).status).toBe(401);
      } finally {
        ahead = 0;
      }
    });

    it("DELETE /v1/sessions/current ends the token's own session (and CORS preflight allows DELETE)", async () => {
      const preflight = await fetch(`${service.url}/v1/sessions/current`, {
        method: 'OPTIONS',
        headers: { origin: ORIGIN, 'access-control-request-method': 'DELETE', 'access-control-request-headers': 'authorization' },
      });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get('access-control-allow-methods')).toContain('DELETE');
      const kept = await signIn();
      const ended = await signIn();
      const end = (token?: string) =>
        fetch(`${service.url}/v1/sessions/current`, { method: 'DELETE', headers: token ? { authorization: `Bearer ${token}` } : {} });
      const first = await end(ended.token);
      expect({ status: first.status, body: await first.json() }).toEqual({ status: 200, body: { revoked: ended.session.pci } });
      expect((await list(DEMO.address, ended.token)).status).toBe(401);
      const again = await end(ended.token);
      expect({ status: again.status, body: await again.json() }).toEqual({
        status: 401,
        body: { message: 'The session is invalid or has expired', field: 'authorization' },
      });
      expect((await end()).status).toBe(401);
      expect((await end(`wms_${'0'.repeat(64)}`)).status).toBe(401);
      // The other session of the same account is untouched.
      expect((await list(DEMO.address, kept.token)).status).toBe(200);
    });

    it('a token lists only the sessions of its own site', async () => {
      const here = await signIn({}, ALICE);
      const there = await signIn({ domain: 'evil.example', uri: `${OTHER_ORIGIN}/app` }, ALICE, OTHER_ORIGIN);
      expect(there.session.domain).toBe('evil.example');
      const seen = async (token: string) => ((await (await list(ALICE.address, token)).json()) as Reply).sessions.map((s) => s.pci);
      const fromHere = await seen(here.token);
      expect(fromHere).toContain(here.session.pci);
      expect(fromHere).not.toContain(there.session.pci);
      expect(await seen(there.token)).toEqual([there.session.pci]);
    });

    it("refuses a stale, future, mismatched or other-site revoke; a fresh one on the session's domain revokes", async () => {
      const { token, session } = await signIn();
      const sign = evmSigner(DEMO);
      const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();
      const cases: [name: string, answer: Promise<{ status: number; body: Reply }>, field: string][] = [
        ['six minutes old', revoke(DEMO.address, session.pci, sign, { issuedAt: minutesAgo(6) }), 'issuedAt'],
        ['two minutes ahead', revoke(DEMO.address, session.pci, sign, { issuedAt: minutesAgo(-2) }), 'issuedAt'],
        ['not an ISO time', revoke(DEMO.address, session.pci, sign, { issuedAt: 'yesterday' }), 'issuedAt'],
        [
          'no issuedAt',
          post(`/v1/sessions/${DEMO.address}/revoke`, {
            pci: session.pci,
            signature: await sign(revokeSessionMessage({ pci: session.pci, domain: 'site.example', issuedAt: new Date().toISOString() })),
          }),
          'issuedAt',
        ],
        ['another time than the signed one', revoke(DEMO.address, session.pci, sign, { issuedAt: minutesAgo(1), sent: minutesAgo(2) }), 'signature'],
        ['another site', revoke(DEMO.address, session.pci, sign, { domain: 'evil.example' }), 'signature'],
        [
          'the old text (no site, no time)',
          post(`/v1/sessions/${DEMO.address}/revoke?issuedAt=${encodeURIComponent(new Date().toISOString())}`, {
            pci: session.pci,
            signature: await sign(`Revoke sign-in session ${session.pci}`),
          }),
          'signature',
        ],
      ];
      for (const [name, answer, field] of cases) expect(await answer, name).toMatchObject({ status: 400, body: { field } });
      expect((await list(DEMO.address, token)).status).toBe(200);
      expect(await revoke(DEMO.address, session.pci, sign, { issuedAt: minutesAgo(4) })).toMatchObject({ status: 200, body: { revoked: session.pci } });
      expect((await list(DEMO.address, token)).status).toBe(401);
    });

    it('a malformed escape in the address segment is a 400 naming it, never a 500', async () => {
      const listed = await fetch(`${service.url}/v1/sessions/%E0%A4%A`, { headers: { authorization: `Bearer wms_${'0'.repeat(64)}` } });
      expect({ status: listed.status, body: await listed.json() }).toEqual({
        status: 400,
        body: { message: 'address is not a valid URL segment', field: 'address' },
      });
      expect(await post('/v1/sessions/%ZZ/revoke', { pci: 'a'.repeat(32), signature: '0x00' })).toEqual({
        status: 400,
        body: { message: 'address is not a valid URL segment', field: 'address' },
      });
    });

    it('refuses every forged, stale, replayed or mis-signed message: 0 accepted', async () => {
      const signed = async (text: string, by = DEMO) => ({ message: text, signature: await by.signMessage({ message: text }) });
      const replayed = await signed(await message());
      expect((await post('/v1/sessions/verify', replayed)).status).toBe(200);
      const good = await message();
      const cases: [name: string, body: { message: string; signature: string }, origin?: string][] = [
        ['wrong domain', await signed(await message({ domain: 'evil.example' }))],
        ['wrong URI origin', await signed(await message({ uri: `${OTHER_ORIGIN}/app` }))],
        ['origin differs from the message', await signed(await message()), OTHER_ORIGIN],
        ['origin not allowed', await signed(await message()), 'https://unknown.example'],
        ['wrong chain', await signed(await message({ chainId: 1 }))],
        ['expired', await signed(await message({ expirationTime: new Date(Date.now() - 1000) }))],
        ['not yet valid', await signed(await message({ notBefore: new Date(Date.now() + 3600_000) }))],
        ['reused nonce', replayed],
        ['nonce never issued', await signed(await message({ nonce: 'abcdEFGH1234' }))],
        ['tampered statement', { message: good.replace('Sign in to Site', 'Sign in to Bank'), signature: await DEMO.signMessage({ message: good }) }],
        ['non-canonical text', await signed(good.replace('\nURI:', '\nURI:  '))],
        ['wrong signer', await signed(await message(), ALICE)],
        ['EIP-1271 account, wrong owner', await signed(await message({ address: getAddress(chain.deployed.smartAccount.address) }), ALICE)],
      ];
      const statuses: Record<string, number> = {};
      for (const [name, body, origin] of cases) statuses[name] = (await post('/v1/sessions/verify', body, origin)).status;
      const accepted = Object.entries(statuses).filter(([, status]) => status === 200);
      expect(accepted).toEqual([]);
      for (const status of Object.values(statuses)) expect([400, 403]).toContain(status);
    });

    it('signs in an EIP-1271 contract account on Anvil (its owner signs)', async () => {
      const account = getAddress(chain.deployed.smartAccount.address);
      const text = await message({ address: account });
      const verified = await post('/v1/sessions/verify', { message: text, signature: await DEMO.signMessage({ message: text }) });
      expect(verified.status).toBe(200);
      expect(verified.body.session.address).toBe(account.toLowerCase());
    });

    describe('Sign-In With Solana', () => {
      let key: SolanaKey;
      let other: SolanaKey;
      beforeAll(async () => {
        [key, other] = await Promise.all([solanaKey(), solanaKey()]);
      });
      const solanaMessage = async (overrides: Partial<SolanaSiwxFields> = {}) =>
        createSolanaSiwxMessage({
          domain: 'site.example',
          address: key.address,
          statement: 'Sign in to Site',
          uri: `${ORIGIN}/app`,
          version: '1',
          chainId: SOLANA_REF,
          nonce: await nonce(),
          issuedAt: new Date().toISOString(),
          expirationTime: new Date(Date.now() + 3600_000).toISOString(),
          ...overrides,
        });
      const signed = async (text: string, by = key) => ({ message: text, signature: await by.sign(text) });

      it('verifies a signed message into a session, lists it by token and revokes it with an ed25519 signature', async () => {
        const verified = await post('/v1/sessions/verify', await signed(await solanaMessage()));
        expect(verified.status).toBe(200);
        expect(verified.body.session).toMatchObject({ address: key.address, caipNetworkId: `solana:${SOLANA_REF}`, domain: 'site.example' });
        const pci = verified.body.session.pci as string;
        const auth = { authorization: `Bearer ${verified.body.token}` };
        const listed = await fetch(`${service.url}/v1/sessions/${key.address}`, { headers: auth });
        expect(listed.status).toBe(200);
        expect(((await listed.json()) as Reply).sessions.map((s) => s.pci)).toEqual([pci]);
        const wrongRevoke = await revoke(key.address, pci, (t) => other.sign(t));
        expect(wrongRevoke).toMatchObject({ status: 400, body: { field: 'signature' } });
        const revoked = await revoke(key.address, pci, (t) => key.sign(t));
        expect(revoked).toMatchObject({ status: 200, body: { revoked: pci } });
        expect((await fetch(`${service.url}/v1/sessions/${key.address}`, { headers: auth })).status).toBe(401);
      });

      it('refuses every forged, stale, replayed or mis-signed message: 0 accepted', async () => {
        const replayed = await signed(await solanaMessage());
        expect((await post('/v1/sessions/verify', replayed)).status).toBe(200);
        const good = await solanaMessage();
        const cases: [name: string, body: { message: string; signature: string }, origin?: string][] = [
          ['wrong domain', await signed(await solanaMessage({ domain: 'evil.example' }))],
          ['wrong URI origin', await signed(await solanaMessage({ uri: `${OTHER_ORIGIN}/app` }))],
          ['origin differs from the message', await signed(await solanaMessage()), OTHER_ORIGIN],
          ['wrong chain', await signed(await solanaMessage({ chainId: OTHER_SOLANA_REF }))],
          ['expired', await signed(await solanaMessage({ expirationTime: new Date(Date.now() - 1000).toISOString() }))],
          ['not yet valid', await signed(await solanaMessage({ notBefore: new Date(Date.now() + 3600_000).toISOString() }))],
          ['reused nonce', replayed],
          ['nonce never issued', await signed(await solanaMessage({ nonce: 'abcdEFGH1234' }))],
          ['tampered statement', { message: good.replace('Sign in to Site', 'Sign in to Bank'), signature: await key.sign(good) }],
          ['wrong signer', await signed(await solanaMessage(), other)],
          ['no chain id', await signed(await solanaMessage({ chainId: undefined }))],
          ['hex signature', { message: good, signature: `0x${'11'.repeat(64)}` }],
        ];
        const statuses: Record<string, number> = {};
        for (const [name, body, origin] of cases) statuses[name] = (await post('/v1/sessions/verify', body, origin)).status;
        expect(Object.entries(statuses).filter(([, status]) => status === 200)).toEqual([]);
        for (const status of Object.values(statuses)) expect([400, 403]).toContain(status);
      });
    });

    it('names the field of a bad request', async () => {
      expect((await post('/v1/sessions/verify', { message: 5, signature: '0x00' })).body.field).toBe('message');
      expect((await post('/v1/sessions/verify', { message: 'x', signature: 'zz' })).body.field).toBe('signature');
      expect((await post('/v1/sessions/0x12/revoke', { pci: 'a'.repeat(32), signature: '0x00' })).body.field).toBe('address');
      expect((await post(`/v1/sessions/${DEMO.address}/revoke`, { pci: 'nope', signature: '0x00' })).body.field).toBe('pci');
    });
  });
}
