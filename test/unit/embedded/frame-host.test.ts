/**
 * The frame's listener (frame/host.ts): whom it hears, whom it answers, READY, and request ids taken once.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startFrameHost, type FrameHost } from '../../../frame/host';
import type { Reply } from '../../../frame/handlers';
import { buildRequest, type FrameRequest } from '../../../src/frame-protocol/messages';
import { deliver, recordingWindow } from '../../support/frame-windows';

const SHOP = 'https://shop.example';
const OTHER_SHOP = 'https://other-shop.example';
const ID = 'b'.repeat(32);

let host: FrameHost | undefined;
afterEach(() => host?.stop());

function start(options: { parentOrigin?: string } = {}) {
  const parent = recordingWindow();
  const handled: FrameRequest[] = [];
  host = startFrameHost({
    window,
    parent,
    allowedOrigins: [SHOP, OTHER_SHOP],
    ...options,
    handle: async (request): Promise<Reply> => {
      handled.push(request);
      return { ok: true, payload: { chainId: 'eip155:1' } };
    },
  });
  return { parent, handled, host };
}

describe('frame host', () => {
  it('announces READY to each configured origin (the browser delivers it only to the real parent), never to "*"', () => {
    const { parent } = start();
    expect(parent.posted).toEqual([
      { message: { type: '@wm-frame/READY' }, targetOrigin: SHOP },
      { message: { type: '@wm-frame/READY' }, targetOrigin: OTHER_SHOP },
    ]);
  });

  it('announces READY only to the parent origin the browser named', () => {
    const { parent } = start({ parentOrigin: SHOP });
    expect(parent.posted).toEqual([{ message: { type: '@wm-frame/READY' }, targetOrigin: SHOP }]);
  });

  it('answers a request from the parent window at a configured origin, to that origin, and pins it', async () => {
    const { parent, handled } = start();
    deliver(window, buildRequest('GET_CHAIN_ID', ID, {}), SHOP, parent);
    await vi.waitFor(() => expect(parent.posted).toHaveLength(3));
    expect(handled).toEqual([{ name: 'GET_CHAIN_ID', id: ID, payload: {} }]);
    expect(parent.posted[2]).toEqual({ message: { type: '@wm-frame/GET_CHAIN_ID_SUCCESS', id: ID, payload: { chainId: 'eip155:1' } }, targetOrigin: SHOP });
    expect(host!.parentOrigin).toBe(SHOP);
    // Pinned: the other configured origin is no longer heard.
    deliver(window, buildRequest('GET_CHAIN_ID', 'c'.repeat(32), {}), OTHER_SHOP, parent);
    host!.announceSession('tok');
    await vi.waitFor(() => expect(parent.posted).toHaveLength(4));
    expect(handled).toHaveLength(1);
    expect(parent.posted[3]).toEqual({ message: { type: '@wm-frame/SESSION_UPDATE', payload: { token: 'tok' } }, targetOrigin: SHOP });
  });

  it('takes each request id once', async () => {
    const { parent, handled } = start();
    deliver(window, buildRequest('GET_CHAIN_ID', ID, {}), SHOP, parent);
    deliver(window, buildRequest('GET_CHAIN_ID', ID, {}), SHOP, parent);
    deliver(window, buildRequest('GET_USER', ID, {}), SHOP, parent);
    deliver(window, buildRequest('GET_CHAIN_ID', 'd'.repeat(32), {}), SHOP, parent);
    await vi.waitFor(() => expect(parent.posted).toHaveLength(4));
    expect(handled.map((request) => request.id)).toEqual([ID, 'd'.repeat(32)]);
  });

  it('hears nothing from another window, even at the right origin, and announces no session before a parent is pinned', async () => {
    const { parent, handled } = start();
    const popup = recordingWindow();
    deliver(window, buildRequest('GET_CHAIN_ID', ID, {}), SHOP, popup);
    deliver(window, buildRequest('GET_CHAIN_ID', ID, {}), SHOP, null);
    host!.announceSession('tok');
    // The queue settles in microtasks: one more request after these proves the earlier ones were dropped, not late.
    deliver(window, buildRequest('GET_CHAIN_ID', 'e'.repeat(32), {}), SHOP, parent);
    await vi.waitFor(() => expect(parent.posted).toHaveLength(3));
    expect(handled.map((request) => request.id)).toEqual(['e'.repeat(32)]);
    expect(popup.posted).toEqual([]);
  });
});
