/**
 * Issue 21 point 4's fuzzing, on both sides of the frame's window boundary: 10,000+ well-formed messages from hostile
 * origins (null, other scheme, other port, subdomain, look-alike, unrelated; half of them even from the right window),
 * and 1,000+ malformed or prototype-polluting messages from the right origin and window. Result: 0 accepted, 0 state
 * changes, 0 exceptions; a genuine message afterwards still works. (happy-dom's dispatchEvent rethrows what a listener
 * throws, so an exception fails the delivery loop itself; one in the frame's request queue would be an unhandled
 * rejection, which fails the run.)
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createHandler } from '../../../frame/handlers';
import { startFrameHost, type FrameHost } from '../../../frame/host';
import { localDeviceStore } from '../../../frame/keys/device-store';
import { createFrameState, type FrameState } from '../../../frame/state';
import { createFrameChannel, type FrameChannel } from '../../../src/connectors/embedded/channel';
import { buildError, buildRequest, buildSessionUpdate, buildSuccess, READY_MESSAGE, type FrameRequest } from '../../../src/frame-protocol/messages';
import { FRAME_REQUESTS, type FrameRequestName } from '../../../src/frame-protocol/names';
import { REQUEST_SAMPLES, RESULT_SAMPLES } from '../../support/frame-samples';
import { deliver, recordingWindow } from '../../support/frame-windows';
import { hostileOrigins, malformedMessages, seeded } from '../../support/hostile-messages';
import { createMemoryAuth } from '../../support/memory-auth';

const SHOP = 'https://shop.example';
const FRAME = 'https://frame.example';
const HOSTILE = 10_000;
const MALFORMED = 1_200;

/** Every request type with its first well-formed payload, under a fresh id. */
function validRequests(random: () => number) {
  return FRAME_REQUESTS.map((name) =>
    buildRequest(
      name as never,
      Math.floor(random() * 2 ** 52)
        .toString(16)
        .padStart(32, '0'),
      REQUEST_SAMPLES[name].good[0] as never,
    ),
  );
}

/** What the frame holds, as comparable data (the keys by their addresses: the bytes never leave the frame). */
const snapshot = (state: FrameState, storage: Storage, host: FrameHost) =>
  JSON.stringify({
    ...state,
    keys: state.keys && { evm: state.keys.evmAddress, solana: state.keys.solanaAddress },
    storage: Object.entries(storage),
    parentOrigin: host.parentOrigin,
  });

describe('fuzz: the frame side', () => {
  it('accepts nothing from hostile origins and nothing malformed from its parent, and changes nothing', async () => {
    const random = seeded(21);
    const auth = await createMemoryAuth();
    const storage = new Storage();
    const state = createFrameState('eip155:1');
    const parent = recordingWindow();
    const handled: FrameRequest[] = [];
    const handler = createHandler(state, {
      auth,
      shares: auth,
      device: localDeviceStore(storage),
      announceSession: (token) => host.announceSession(token),
      reload: () => {},
      log: () => {},
    });
    const host: FrameHost = startFrameHost({
      window,
      parent,
      allowedOrigins: [SHOP],
      handle: (request) => {
        handled.push(request);
        return handler(request);
      },
    });
    const ask = async (message: ReturnType<typeof buildRequest>) => {
      const before = parent.posted.length;
      deliver(window, message, SHOP, parent);
      await expect.poll(() => parent.posted.length).toBeGreaterThan(before);
    };
    // Signed in first, through the real path, so that a forged request would have something to change.
    await ask(buildRequest('CONNECT_EMAIL', '1'.repeat(32), { email: 'ada@example.com' }));
    await ask(buildRequest('CONNECT_OTP', '2'.repeat(32), { otp: auth.outbox.at(-1)!.code }));
    expect(state.keys).not.toBeNull();
    const before = snapshot(state, storage, host);
    const posted = parent.posted.length;
    const accepted = handled.length;

    const origins = hostileOrigins(SHOP, HOSTILE, random);
    expect(new Set(origins.map((o) => o.kind)).size).toBe(6);
    const requests = validRequests(random);
    for (const [i, { origin }] of origins.entries()) deliver(window, requests[i % requests.length], origin, i % 2 === 0 ? parent : recordingWindow());
    const malformed = malformedMessages(validRequests(random), MALFORMED, random);
    for (const message of malformed) deliver(window, message, SHOP, parent);

    // A genuine request after them all is answered, and is the only one handled: the queue is in order, so nothing
    // before it is still on its way. Its id is one a malformed message carried: those consumed no id.
    const reused = (malformed.find((m) => typeof m === 'object' && m !== null && 'id' in m && /^[0-9a-f]{32}$/.test(String(m.id))) as { id: string }).id;
    await ask(buildRequest('GET_CHAIN_ID', reused, {}));
    expect(handled.slice(accepted).map((request) => request.id)).toEqual([reused]);
    expect(parent.posted.slice(posted).map((p) => p.targetOrigin)).toEqual([SHOP]);
    expect(snapshot(state, storage, host)).toBe(before);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    host.stop();
  }, 60_000);
});

describe('fuzz: the app side', () => {
  let channel: FrameChannel;
  afterEach(() => channel.close(new Error('test over')));

  it('accepts nothing from hostile origins and nothing malformed from the frame, and changes nothing', async () => {
    const random = seeded(7);
    const frame = recordingWindow();
    channel = createFrameChannel({ window, frameOrigin: FRAME, frameWindow: () => frame, loadTimeoutMs: 600_000, requestTimeoutMs: 600_000 });
    let ready = false;
    channel.ready.then(
      () => {
        ready = true;
      },
      () => {},
    );
    const tokens: (string | null)[] = [];
    channel.onSession((token) => tokens.push(token));
    const settled: string[] = [];
    const open = FRAME_REQUESTS.map((name) => {
      channel.request(name as never, REQUEST_SAMPLES[name].good[0] as never).then(
        () => settled.push(name),
        () => settled.push(name),
      );
      return { name, id: (frame.posted.at(-1)!.message as { id: string }).id };
    });
    // Forgeries that would be accepted from the frame: a reply to every open request, READY, session updates.
    const forgeries: Record<string, unknown>[] = [
      ...open.flatMap(({ name, id }: { name: FrameRequestName; id: string }) => [
        buildSuccess(name as never, id, RESULT_SAMPLES[name].good[0] as never),
        buildError(name, id, 'forged'),
      ]),
      READY_MESSAGE,
      buildSessionUpdate('forged-token'),
      buildSessionUpdate(null),
    ];

    for (const [i, { origin }] of hostileOrigins(FRAME, HOSTILE, random).entries()) {
      deliver(window, forgeries[i % forgeries.length], origin, i % 2 === 0 ? frame : recordingWindow());
    }
    for (const message of malformedMessages(forgeries, MALFORMED, random)) deliver(window, message, FRAME, frame);
    // The right origin from another window (a second frame of the frame's origin, a popup) is not the frame either.
    for (const message of forgeries) deliver(window, message, FRAME, recordingWindow());
    await new Promise((resolve) => setTimeout(resolve, 0));

    expect(settled).toEqual([]);
    expect(ready).toBe(false);
    expect(tokens).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();

    // The genuine frame is still heard: its reply settles the request it answers, and only that one.
    const first = open[0]!;
    deliver(window, buildSuccess(first.name as never, first.id, RESULT_SAMPLES[first.name].good[0] as never), FRAME, frame);
    await expect.poll(() => settled).toEqual([first.name]);
  }, 60_000);
});
