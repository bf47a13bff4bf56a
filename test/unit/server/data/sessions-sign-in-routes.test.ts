// @vitest-environment node
/**
 * Issue 12's sign-in routes on both databases, against a real Anvil with the stack's DemoSmartAccount (EIP-1271):
 * a good EIP-4361 message makes a session, listed with its token and revoked with the account's signature; messages
 * with a wrong domain, wrong chain, expired, not yet valid, a reused nonce, a tampered statement, a wrong signer, or an
 * EIP-1271 account signed by another key are each refused (0 accepted); the contract account signs in; a message in
 * other libraries' layout signs in too; and the same for Sign-In With Solana. How long a session lives and how it
 * ends: sessions-life-routes.test.ts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { getAddress } from 'viem';
import { getBase58Decoder, getUtf8Encoder } from '@solana/web3.js';
import { createSolanaSiwxMessage, type SolanaSiwxFields } from '../../../../src/siwx';
import { TEST_DATABASES } from '../../../support/data/databases';
import { ALICE, DEMO, ORIGIN, OTHER_ORIGIN, SOLANA_REF, useSessionsService, useSignInAnvil, type Reply } from './sessions-service';

const OTHER_SOLANA_REF = '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp';

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

const chain = useSignInAnvil();

for (const database of TEST_DATABASES) {
  describe.skipIf(!database.enabled)(`sign-in sessions on ${database.label}`, () => {
    const service = useSessionsService(database, chain);
    const { post, revoke, evmSigner, nonce, message } = service;

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

    it("verifies a message in other libraries' layout (scheme, userinfo, whole seconds, an offset), on the site's host", async () => {
      // Issue 22 point 13: the EIP's grammar, not viem's output. Expiry an hour ahead, written at +05:30 in whole seconds.
      const expiry = Math.floor(Date.now() / 1000) * 1000 + 3600_000;
      const atOffset = `${new Date(expiry + 5.5 * 3600_000).toISOString().slice(0, 19)}+05:30`;
      const text = (await message({ expirationTime: undefined }))
        .replace('site.example wants', 'https://demo@site.example wants')
        .replace(/(\nIssued At: [^.]+)\.\d{3}Z/, '$1Z')
        .concat(`\nExpiration Time: ${atOffset}`);
      const verified = await post('/v1/sessions/verify', { message: text, signature: await DEMO.signMessage({ message: text }) });
      expect(verified.status).toBe(200);
      expect(verified.body.session).toMatchObject({ domain: 'site.example', expiresAt: expiry });
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
