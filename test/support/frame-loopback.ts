/**
 * The real frame and the app's real channel in one happy-dom window: the frame's host and handlers (frame/host.ts,
 * frame/handlers.ts) over an auth service that keeps the real rules (memory-auth.ts), and the app's side
 * (src/connectors/embedded/channel.ts). Messages cross as the browser would carry them: structured clones, a task
 * later, with the sender's origin and window, and only to the target origin named. So a connector given `open` speaks
 * the real protocol (READY, then 500 ms; requests, replies, session updates) to the real frame.
 */
import { createHandler, type FrameServices } from '../../frame/handlers';
import { startFrameHost, type FrameHost, type ParentWindow } from '../../frame/host';
import { localDeviceStore } from '../../frame/keys/device-store';
import { createFrameState, type FrameState } from '../../frame/state';
import { createFrameChannel } from '../../src/connectors/embedded/channel';
import type { FrameLink } from '../../src/connectors/embedded/connectors';
import type { FrameRequest } from '../../src/frame-protocol/messages';
import type { FrameRequestName } from '../../src/frame-protocol/names';
import { deliver } from './frame-windows';
import type { MemoryAuth } from './memory-auth';

const APP_ORIGIN = 'https://shop.example';
const FRAME_ORIGIN = 'https://wallet.shop.example';

export type FrameLoopback = {
  /** Mounts the frame (as mountEmbeddedFrame would): the connector's `openFrame`. */
  open(): FrameLink;
  /** How many frames were opened. */
  readonly opened: number;
  /** The frame's state (session, keys) once opened. */
  state(): FrameState;
  /** The request names the frame received, in order. */
  readonly received: FrameRequestName[];
  /** The frame's host, to announce a session change of its own (a session that ended elsewhere). */
  host(): FrameHost;
};

/** `device`: the frame origin's storage, kept across frames to play a reload on the same device. */
export function frameLoopback(auth: MemoryAuth, device: Storage = new Storage()): FrameLoopback {
  const received: FrameRequestName[] = [];
  let opened = 0;
  let state: FrameState | undefined;
  let host: FrameHost | undefined;

  return {
    open() {
      opened++;
      const frameWindow = new EventTarget();
      let alive = true;
      const toFrame: ParentWindow = {
        postMessage(message, targetOrigin) {
          if (targetOrigin === FRAME_ORIGIN && alive) setTimeout(() => deliver(frameWindow, structuredClone(message), APP_ORIGIN, parent));
        },
      };
      const parent: ParentWindow = {
        postMessage(message, targetOrigin) {
          if (targetOrigin === APP_ORIGIN && alive) setTimeout(() => deliver(window, structuredClone(message), FRAME_ORIGIN, toFrame));
        },
      };
      const channel = createFrameChannel({ window, frameOrigin: FRAME_ORIGIN, frameWindow: () => (alive ? toFrame : null) });
      const frameState = createFrameState('eip155:1');
      state = frameState;
      const services: FrameServices = {
        auth,
        shares: auth,
        device: localDeviceStore(device),
        announceSession: (token) => frameHost.announceSession(token),
        reload: () => {},
        log: () => {},
      };
      const handle = createHandler(frameState, services);
      const frameHost = startFrameHost({
        window: frameWindow,
        parent,
        allowedOrigins: [APP_ORIGIN],
        handle: (request: FrameRequest) => {
          received.push(request.name);
          return handle(request);
        },
      });
      host = frameHost;
      return {
        ready: channel.ready,
        request: channel.request,
        onSession: channel.onSession,
        destroy() {
          alive = false;
          frameHost.stop();
          channel.close(new Error('the frame was removed'));
        },
      };
    },
    get opened() {
      return opened;
    },
    state: () => state!,
    received,
    host: () => host!,
  };
}
