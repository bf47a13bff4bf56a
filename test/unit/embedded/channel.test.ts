/**
 * The app's side of the frame (src/connectors/embedded/): READY then 500 ms (SPEC §4), 'Unable to load email login
 * dependency' when it never comes, requests to the frame's exact origin, replies taken once, SPEC §9's timeout.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFrameChannel, type FrameChannel } from '../../../src/connectors/embedded/channel';
import { FRAME_LOAD_TIMEOUT_MS, FRAME_READY_DELAY_MS, FRAME_REQUEST_TIMEOUT_MS } from '../../../src/constants';
import { buildError, buildSessionUpdate, buildSuccess, READY_MESSAGE } from '../../../src/frame-protocol/messages';
import { deliver, recordingWindow } from '../../support/frame-windows';

const FRAME = 'https://frame.example';
let frame: ReturnType<typeof recordingWindow>;
let channel: FrameChannel;

beforeEach(() => {
  vi.useFakeTimers();
  frame = recordingWindow();
  channel = createFrameChannel({ window, frameOrigin: FRAME, frameWindow: () => frame });
});
afterEach(() => {
  channel.close(new Error('test over'));
  vi.useRealTimers();
});

/** The id of the last request the app posted. */
const lastId = () => (frame.posted.at(-1)!.message as { id: string }).id;

describe('frame readiness (SPEC §4)', () => {
  it('is ready FRAME_READY_DELAY_MS (500 ms) after READY, not before', async () => {
    let ready = false;
    channel.ready.then(() => {
      ready = true;
    });
    deliver(window, READY_MESSAGE, FRAME, frame);
    await vi.advanceTimersByTimeAsync(FRAME_READY_DELAY_MS - 1);
    expect(ready).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(ready).toBe(true);
    expect(FRAME_READY_DELAY_MS).toBe(500);
  });

  it("rejects with 'Unable to load email login dependency' when no READY comes in time", async () => {
    const outcome = channel.ready.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(FRAME_LOAD_TIMEOUT_MS);
    expect(await outcome).toMatchObject({ name: 'FrameLoadError', code: 'FRAME_LOAD_FAILED', shortMessage: 'Unable to load email login dependency' });
  });
});

describe('frame requests', () => {
  it("posts to the frame's window with its exact origin as the target, and takes the matching reply", async () => {
    const reply = channel.request('CONNECT_EMAIL', { email: 'ada@example.com' });
    expect(frame.posted).toEqual([
      { message: { type: '@wm-app/CONNECT_EMAIL', id: expect.stringMatching(/^[0-9a-f]{32}$/), payload: { email: 'ada@example.com' } }, targetOrigin: FRAME },
    ]);
    deliver(window, buildSuccess('CONNECT_EMAIL', lastId(), { action: 'VERIFY_OTP' }), FRAME, frame);
    expect(await reply).toEqual({ action: 'VERIFY_OTP' });
  });

  it("turns an ERROR reply into the frame's words", async () => {
    const reply = channel.request('CONNECT_OTP', { otp: '123456' }).catch((error: unknown) => error);
    deliver(window, buildError('CONNECT_OTP', lastId(), 'Invalid code'), FRAME, frame);
    expect(await reply).toMatchObject({ name: 'FrameReplyError', code: 'FRAME_REPLY_ERROR', shortMessage: 'Invalid code' });
  });

  it('drops a reply with no open request, a reply of another type, and a second reply to the same id', async () => {
    deliver(window, buildSuccess('GET_CHAIN_ID', 'f'.repeat(32), { chainId: 1 }), FRAME, frame);
    let settled = 0;
    const reply = channel.request('GET_CHAIN_ID', {}).then((value) => {
      settled += 1;
      return value;
    });
    const id = lastId();
    deliver(window, buildSuccess('SWITCH_NETWORK', id, { chainId: 5 }), FRAME, frame);
    deliver(window, buildSuccess('GET_CHAIN_ID', id, { chainId: 10 }), FRAME, frame);
    deliver(window, buildSuccess('GET_CHAIN_ID', id, { chainId: 666 }), FRAME, frame);
    expect(await reply).toEqual({ chainId: 10 });
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(1);
  });

  it('gives up after SPEC §9 30000 ms without a reply, and a late reply changes nothing', async () => {
    const reply = channel.request('CONNECT_SOCIAL', { uri: 'https://shop.example/cb?code=1' }).catch((error: unknown) => error);
    const id = lastId();
    await vi.advanceTimersByTimeAsync(FRAME_REQUEST_TIMEOUT_MS);
    expect(FRAME_REQUEST_TIMEOUT_MS).toBe(30_000);
    expect(await reply).toMatchObject({ code: 'FRAME_TIMEOUT', shortMessage: 'The embedded wallet did not answer in time' });
    deliver(window, buildSuccess('CONNECT_SOCIAL', id, { address: '0x52908400098527886E0F7030069857D2E4169EE7', chainId: 1, accounts: [] }), FRAME, frame);
  });

  it('passes session updates on, and hears nothing from another window or another origin', async () => {
    const tokens: (string | null)[] = [];
    channel.onSession((token) => tokens.push(token));
    deliver(window, buildSessionUpdate('tok'), FRAME, recordingWindow());
    deliver(window, buildSessionUpdate('tok'), 'https://frame.example:8443', frame);
    deliver(window, buildSessionUpdate('tok'), FRAME, frame);
    deliver(window, buildSessionUpdate(null), FRAME, frame);
    expect(tokens).toEqual(['tok', null]);
  });

  it("rejects with 'W3mFrame: iframe is not set' once the frame is gone, and closing rejects what is open", async () => {
    const open = channel.request('GET_USER', {}).catch((error: unknown) => error);
    channel.close(new Error('frame removed'));
    expect(await open).toMatchObject({ message: 'frame removed' });
    const gone = createFrameChannel({ window, frameOrigin: FRAME, frameWindow: () => null });
    await expect(gone.request('GET_USER', {})).rejects.toMatchObject({ code: 'FRAME_NOT_SET', shortMessage: 'W3mFrame: iframe is not set' });
    gone.close(new Error('done'));
  });
});
