// @vitest-environment node
/**
 * The data service's name routes over real HTTP, on PGlite and PostgreSQL: names registered with messages signed by
 * real wallets, answered by identity, lookup, reverse and suggestions, and every bad registration refused.
 */
import { Wallet } from 'ethers';
import { describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '../../../support/data/databases';
import { ALICE, BOB, NOW, SUFFIX, useSeededDataService } from './seeded-data-service';

for (const database of TEST_DATABASES) {
  describe.skipIf(!database.enabled)(`data service name routes on ${database.label}`, () => {
    const { get, post } = useSeededDataService(database);

    it('registers a name signed by a real wallet, and answers identity, lookup, reverse and suggestions from the registry', async () => {
      const wallet = Wallet.createRandom();
      const message = JSON.stringify({ domain: SUFFIX.slice(1), name: 'Satoshi-42', address: wallet.address, coinType: 60, timestamp: NOW - 5, nonce: 'n1' });
      const body = { coin_type: 60, address: wallet.address, message, signature: await wallet.signMessage(message) };
      const registered = await post('/v1/profile/account', body);
      expect(registered.status).toBe(200);
      expect(registered.body).toEqual({
        name: `satoshi-42${SUFFIX}`,
        registered: NOW,
        updated: NOW,
        addresses: { '60': { address: wallet.address, created: String(NOW) } },
        attributes: {},
      });

      expect((await get(`/v1/profile/account/satoshi-42?apiVersion=2`)).body).toEqual(registered.body);
      expect((await get(`/v1/profile/account/SATOSHI-42${SUFFIX}`)).body.name).toBe(`satoshi-42${SUFFIX}`);
      expect((await get(`/v1/profile/reverse/${wallet.address}?apiVersion=2&sender=${ALICE}`)).body).toEqual([registered.body]);
      expect((await get(`/v1/identity/${wallet.address}?sender=${ALICE}`)).body).toEqual({ name: `satoshi-42${SUFFIX}`, avatar: null });
      expect((await get(`/v1/identity/${ALICE}`)).body).toEqual({ name: null, avatar: null });
      const missing = await get('/v1/profile/account/nobody-here');
      expect([missing.status, missing.body.field]).toEqual([404, 'name']);

      const suggestions = (await get(`/v1/profile/suggestions/satoshi-42?zone=${SUFFIX.slice(1)}`)).body.suggestions;
      expect(suggestions[0]).toEqual({ name: `satoshi-42${SUFFIX}`, registered: true });
      expect(suggestions.slice(1)).toEqual([1, 2, 3, 7].map((n) => ({ name: `satoshi-42${n}${SUFFIX}`, registered: false })));

      // The same message again is a replay; a fresh message for the taken name is refused as taken.
      expect(await post('/v1/profile/account', body)).toMatchObject({ status: 409, body: { field: 'message' } });
      const other = Wallet.createRandom();
      const again = JSON.stringify({ domain: SUFFIX.slice(1), name: 'satoshi-42', address: other.address, coinType: 60, timestamp: NOW });
      expect(
        await post('/v1/profile/account', { coin_type: 60, address: other.address, message: again, signature: await other.signMessage(again) }),
      ).toMatchObject({ status: 409, body: { field: 'message.name' } });
    });

    it('refuses a registration signed by someone else, stale, for a bad name or a mismatched coin type', async () => {
      const owner = Wallet.createRandom();
      const thief = Wallet.createRandom();
      const coinType = (0x80000000 | 31337) >>> 0;
      const attempt = async (fields: Record<string, unknown>, signer = owner, body: Record<string, unknown> = {}) => {
        const message = JSON.stringify({ domain: SUFFIX.slice(1), name: 'honest-name', address: owner.address, coinType, timestamp: NOW, ...fields });
        return post('/v1/profile/account', { coin_type: coinType, address: owner.address, message, signature: await signer.signMessage(message), ...body });
      };
      expect(await attempt({}, thief)).toMatchObject({ status: 401, body: { field: 'signature' } });
      expect(await attempt({ timestamp: NOW - 601 })).toMatchObject({ status: 400, body: { field: 'message.timestamp' } });
      expect(await attempt({ name: 'abc' })).toMatchObject({ status: 400, body: { field: 'message.name' } });
      expect(await attempt({ name: 'white space' })).toMatchObject({ status: 400, body: { field: 'message.name' } });
      expect(await attempt({ coinType: 60 })).toMatchObject({ status: 400, body: { field: 'message.coinType' } });
      expect(await attempt({ address: BOB })).toMatchObject({ status: 400, body: { field: 'message.address' } });
      expect(await attempt({}, owner, { coin_type: 501 })).toMatchObject({ status: 400, body: { field: 'coin_type' } });
      expect(await attempt({}, owner, { signature: '0x1234' })).toMatchObject({ status: 400, body: { field: 'signature' } });
      expect(await attempt({}, owner, { message: 'not json' })).toMatchObject({ status: 400, body: { field: 'message' } });
      expect(await attempt({ domain: 'other-deployment.example' })).toMatchObject({ status: 400, body: { field: 'message.domain' } });
      expect(await attempt({ domain: undefined })).toMatchObject({ status: 400, body: { field: 'message.domain' } });
      expect(await attempt({ name: '\u212Aelvin-name' })).toMatchObject({ status: 400, body: { field: 'message.name' } });
      expect(await attempt({ name: 'xn--honest-name' })).toMatchObject({ status: 400, body: { field: 'message.name' } });
      expect(await attempt({ name: 'honest-name-' })).toMatchObject({ status: 400, body: { field: 'message.name' } });
      expect(await get('/v1/profile/account/%E2%84%AAelvin-name')).toMatchObject({ status: 400, body: { field: 'name' } });
      // Nothing above registered the name: the owner can still take it.
      expect((await attempt({})).status).toBe(200);
      // One name per account by default: a second is refused, and stays free.
      expect(await attempt({ name: 'second-name', nonce: 'n2' })).toMatchObject({ status: 409, body: { field: 'address' } });
      expect((await get('/v1/profile/account/second-name')).status).toBe(404);
    });

    it('tells the wallet the domain its registration message must name', async () => {
      expect((await get('/v1/profile/suggestions/someone')).body.domain).toBe(SUFFIX.slice(1));
    });
  });
}
