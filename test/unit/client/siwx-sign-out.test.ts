/**
 * SPEC §4: a disconnect signs out. With the data service down, the revoke cannot reach it: the sessions are still
 * dropped here, wm-sign-out still fires, and the console says the session lives on at the service. (Revoked on a
 * live service: test/e2e/sign-in.test.ts.)
 */
import { createServer } from 'node:net';
import { createStore } from 'jotai/vanilla';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onSiwxEvent } from '../../../src/client/actions/siwx/check';
import type { ClientContext } from '../../../src/client/context';
import type { ClientEvent } from '../../../src/client/events';
import { SIWX_SESSIONS } from '../../../src/client/persisted-siwx';
import { parseAttributes } from '../../../src/element/attributes';
import { optionsAtom } from '../../../src/state/options';
import { standIn } from '../../support/stand-in';

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

/** A port nothing listens on: one the system gave a server that is closed again. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('sign-out on disconnect', () => {
  it('with the data service down, still signs out here and says the session lives on there', async () => {
    const store = createStore();
    store.set(optionsAtom, parseAttributes({ networks: 'eip155:1', 'api-url': `http://127.0.0.1:${await closedPort()}` }).options);
    localStorage.setItem(
      SIWX_SESSIONS.name,
      JSON.stringify([
        { namespace: 'eip155', address: ADDRESS, caipNetworkId: 'eip155:1', expiresAt: null, token: `wms_${'a'.repeat(64)}`, pci: 'b'.repeat(32) },
        {
          namespace: 'solana',
          address: '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM',
          caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
          expiresAt: null,
        },
      ]),
    );
    const events: ClientEvent[] = [];
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const ctx = standIn<ClientContext>({ store, emit: (event: ClientEvent) => void events.push(event) });

    await onSiwxEvent(ctx, { type: 'disconnect', detail: { namespace: 'eip155' } });

    expect(events).toEqual([{ type: 'sign-out', detail: { namespace: 'eip155', address: ADDRESS } }]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toBe(
      `wallet-modal: signed out here, but the sign-in session of ${ADDRESS} could not be revoked on the data service`,
    );
    // The other namespace's session stays.
    expect((JSON.parse(localStorage.getItem(SIWX_SESSIONS.name)!) as { namespace: string }[]).map((s) => s.namespace)).toEqual(['solana']);
  });
});
