/**
 * Analytics (SPEC §7) against the real catalogue service on 127.0.0.1: off by default, INITIALIZE when the site
 * turns the feature on and the service enables it (with the address once reconnected), and the Invalid App
 * Configuration alert, once per page, when the service refuses this origin (HTTP 403).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCatalogueHandler, type AnalyticsOptions, type StoredEvent } from '../../../server/catalogue';
import { pageAlerts } from '../../../src/client/alerts';
import { createClient } from '../../../src/client/create-client';
import type { ClientEvent } from '../../../src/client/events';
import type { WalletModalClient } from '../../../src/client/types';
import { findKnownNetwork } from '../../../src/chains/known-networks';
import { DEFAULT_FEATURES } from '../../../src/constants';
import { DEFAULT_OPTIONS, type ModalOptions } from '../../../src/state/options';
import { toastsAtom } from '../../../src/state/toasts';
import { createWireWallet, type WireWallet } from '../../support/wire-wallet';
import { expectSteadyFor } from '../../support/steady';

type Service = { url: string; server: Server; hits: string[] };

async function startService(analytics: AnalyticsOptions): Promise<Service> {
  const handle = createCatalogueHandler({ wallets: [], analytics });
  const hits: string[] = [];
  const server = createServer((req, res) => {
    if (req.method !== 'OPTIONS') hits.push(`${req.method} ${new URL(req.url ?? '/', 'http://127.0.0.1').pathname}`);
    handle(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server, hits };
}

let enabled: Service;
let refusing: Service;
beforeAll(async () => {
  enabled = await startService({ enabled: true, exposeRecent: true });
  refusing = await startService({ enabled: true, allowedOrigins: ['http://elsewhere.example'] });
});
afterAll(() => Promise.all([enabled, refusing].map((s) => new Promise<void>((resolve) => s.server.close(() => resolve())))));

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
let wallet: WireWallet;
const announce = () => wallet.announce(window);
const clients: WalletModalClient[] = [];
beforeEach(() => {
  localStorage.clear();
  wallet = createWireWallet();
  window.addEventListener('eip6963:requestProvider', announce);
  for (const s of [enabled, refusing]) s.hits.length = 0;
});
afterEach(() => {
  for (const c of clients.splice(0)) c.destroy();
  window.removeEventListener('eip6963:requestProvider', announce);
});

function boot(options: Partial<ModalOptions>): { client: WalletModalClient; events: ClientEvent[] } {
  const client = createClient(window);
  const events: ClientEvent[] = [];
  client.subscribe((e) => events.push(e));
  client.setOptions({ ...DEFAULT_OPTIONS, projectId: 'test', networks: [findKnownNetwork('eip155:31337')!], ...options });
  client.start();
  clients.push(client);
  return { client, events };
}

const recent = async () => ((await (await fetch(`${enabled.url}/e/recent`)).json()) as { events: StoredEvent[] }).events;
const withAnalytics = { ...DEFAULT_FEATURES, analytics: true };
/** The first start loads the wallet code, which takes seconds on a busy machine. */
const SLOW = { timeout: 15_000 };

describe('analytics', () => {
  it('is off by default: with a catalogue service set, nothing asks it about analytics', async () => {
    const { client } = boot({ catalogueUrl: enabled.url });
    await client.disconnect(); // resolves once the client has loaded and started everything it starts
    await expectSteadyFor(200, () => enabled.hits.filter((h) => h.includes('Analytics') || h.endsWith('/e')));
    expect(enabled.hits.filter((h) => h.includes('Analytics') || h.endsWith('/e'))).toEqual([]);
  });

  it('turned on: reads /getAnalyticsConfig and POSTs one INITIALIZE event, which the service stores', async () => {
    boot({ catalogueUrl: enabled.url, features: withAnalytics });
    await expect.poll(() => enabled.hits.filter((h) => h === 'POST /e').length, SLOW).toBe(1);
    expect(enabled.hits.filter((h) => h.startsWith('GET /getAnalyticsConfig')).length).toBeLessThanOrEqual(1);
    const event = (await recent()).at(-1)!;
    expect(event).toMatchObject({ url: window.location.href, domain: window.location.hostname, props: { type: 'track', event: 'INITIALIZE' } });
    expect(event.eventId).toMatch(/^[0-9a-f-]{36}$/);
    expect(Math.abs(event.timestamp - Date.now())).toBeLessThan(10_000);
    expect(event.props.properties).toMatchObject({ projectId: 'test', namespace: 'eip155', networks: 'eip155:31337' });
    expect(event.props).not.toHaveProperty('address');
  });

  it('the features attribute as written turns analytics on; a bad one is a wm-error INVALID_ATTRIBUTE and the defaults (off)', async () => {
    const bad = boot({ catalogueUrl: enabled.url, featuresAttribute: 'analytics,teleport' });
    await expect.poll(() => bad.events.filter((e) => e.type === 'error').map((e) => e.detail.code), SLOW).toEqual(['INVALID_ATTRIBUTE']);
    expect(bad.events.find((e) => e.type === 'error')!.detail.message).toMatch(/^features: "teleport" is not a feature/);
    bad.client.destroy();
    const posts = enabled.hits.filter((h) => h === 'POST /e').length;
    boot({ catalogueUrl: enabled.url, featuresAttribute: 'analytics' });
    await expect.poll(() => enabled.hits.filter((h) => h === 'POST /e').length, SLOW).toBe(posts + 1);
  });

  it('includes the address when a stored connection is restored', async () => {
    const first = boot({ catalogueUrl: enabled.url });
    await first.client.connect('test.wire.wallet');
    first.client.destroy();
    boot({ catalogueUrl: enabled.url, features: withAnalytics });
    await expect.poll(() => enabled.hits.filter((h) => h === 'POST /e').length, SLOW).toBe(1);
    expect((await recent()).at(-1)!.props.address).toBe(ADDRESS);
    // At most one read here: an earlier test of this page may already have read this service's config.
    expect(enabled.hits.filter((h) => h.startsWith('GET /getAnalyticsConfig')).length).toBeLessThanOrEqual(1);
  });

  it('a 403 from analytics raises Invalid App Configuration once per page: wm-error with its code and one toast', async () => {
    pageAlerts(window).clear();
    const one = boot({ catalogueUrl: refusing.url, features: withAnalytics });
    const two = boot({ catalogueUrl: refusing.url, features: withAnalytics });
    const alerts = () => [...one.events, ...two.events].filter((e) => e.type === 'error' && e.detail.code === 'INVALID_APP_CONFIGURATION');
    await expect.poll(() => alerts().length, SLOW).toBe(1);
    await expectSteadyFor(200, alerts);
    expect(alerts()).toEqual([{ type: 'error', detail: { code: 'INVALID_APP_CONFIGURATION', message: 'Invalid App Configuration' } }]);
    const toasts = [...one.client.store.get(toastsAtom), ...two.client.store.get(toastsAtom)];
    expect(toasts.filter((t) => t.message === 'Invalid App Configuration')).toHaveLength(1);
    expect(refusing.hits.filter((h) => h === 'POST /e')).toEqual([]);
    // Two elements, one read of the config: it is read once per page.
    expect(refusing.hits.filter((h) => h.startsWith('GET /getAnalyticsConfig'))).toHaveLength(1);
  });
});
