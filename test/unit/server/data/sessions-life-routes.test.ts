// @vitest-environment node
/**
 * Issue 12's sessions once made, on both databases: none lives past the configured maximum, DELETE
 * /v1/sessions/current ends the token's own, a token lists only its own site's sessions, and a revoke must be fresh
 * and name the session's site. How a session is made: sessions-sign-in-routes.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { revokeSessionMessage } from '../../../../src/siwx';
import { TEST_DATABASES } from '../../../support/data/databases';
import { ALICE, DEMO, ORIGIN, OTHER_ORIGIN, useSessionsService, useSignInAnvil, type Reply } from './sessions-service';

const chain = useSignInAnvil();

for (const database of TEST_DATABASES) {
  describe.skipIf(!database.enabled)(`sign-in session life on ${database.label}`, () => {
    /** Seconds the service's clock runs ahead of the real one (the session-life tests move it). */
    let ahead = 0;
    const service = useSessionsService(database, chain, () => ahead);
    const { post, revoke, evmSigner, signIn, list } = service;
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
  });
}
