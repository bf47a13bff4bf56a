/**
 * The app's side of the frame's window messages. A message is read only when it comes from the frame's exact origin
 * AND from the frame's own window (`event.source`): another frame of the same origin, a popup or the page itself
 * cannot speak for it. Requests go to that window with that origin as the target, never '*'.
 */
import { FRAME_LOAD_TIMEOUT_MS, FRAME_READY_DELAY_MS, FRAME_REQUEST_TIMEOUT_MS } from '../../constants';
import { FrameLoadError, FrameNotSetError } from '../../errors/frame';
import { buildRequest, newRequestId, parseFrameMessage } from '../../frame-protocol/messages';
import type { FrameRequestName } from '../../frame-protocol/names';
import type { RequestPayloads } from '../../frame-protocol/requests';
import type { ResultPayloads } from '../../frame-protocol/results';
import { createPendingRequests } from './pending';

/** The frame's window as the app sees it: only `postMessage` with an explicit target origin. */
type FrameWindow = { postMessage(message: unknown, targetOrigin: string): void };

export type FrameChannelOptions = {
  /** The app's window, where the frame's messages arrive. */
  window: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  /** The frame's origin, serialised (`new URL(frameUrl).origin`). */
  frameOrigin: string;
  /** The frame's window now (the iframe's contentWindow), or null once it is gone. */
  frameWindow: () => FrameWindow | null;
  loadTimeoutMs?: number;
  requestTimeoutMs?: number;
};

export type FrameChannel = {
  /** Resolves FRAME_READY_DELAY_MS after the frame's first READY (SPEC §4); rejects with FrameLoadError if none comes in time. */
  readonly ready: Promise<void>;
  request<N extends FrameRequestName>(name: N, payload: RequestPayloads[N]): Promise<ResultPayloads[N]>;
  /** The frame's session updates: a token, or null once signed out. Returns the unsubscribe function. */
  onSession(listener: (token: string | null) => void): () => void;
  /** Stops listening and rejects what is still open with `error`. */
  close(error: Error): void;
};

export function createFrameChannel(options: FrameChannelOptions): FrameChannel {
  const { window: app, frameOrigin, frameWindow } = options;
  const requestTimeoutMs = options.requestTimeoutMs ?? FRAME_REQUEST_TIMEOUT_MS;
  const pending = createPendingRequests();
  const sessionListeners = new Set<(token: string | null) => void>();
  let announced = false;
  let markReady: () => void = () => {};
  let failLoad: (error: Error) => void = () => {};
  const ready = new Promise<void>((resolve, reject) => {
    const loadTimer = setTimeout(
      () => reject(new FrameLoadError({ details: `no READY from ${frameOrigin} in ${options.loadTimeoutMs ?? FRAME_LOAD_TIMEOUT_MS} ms` })),
      options.loadTimeoutMs ?? FRAME_LOAD_TIMEOUT_MS,
    );
    markReady = () => {
      clearTimeout(loadTimer);
      setTimeout(resolve, FRAME_READY_DELAY_MS);
    };
    failLoad = (error) => {
      clearTimeout(loadTimer);
      reject(error);
    };
  });
  // A caller may start requests without awaiting `ready`; the rejection is theirs to see, not an unhandled one.
  ready.catch(() => {});

  const onMessage = (event: MessageEvent) => {
    if (event.origin !== frameOrigin) return;
    const source = frameWindow();
    if (source === null || event.source !== source) return;
    const message = parseFrameMessage(event.data);
    if (message === undefined) return;
    if (message.kind === 'ready') {
      if (!announced) markReady();
      announced = true;
    } else if (message.kind === 'session') {
      for (const listener of [...sessionListeners]) {
        try {
          listener(message.token);
        } catch (error) {
          console.error('<wallet-modal> a frame session listener failed', error);
        }
      }
    } else pending.settle(message);
  };
  app.addEventListener('message', onMessage);

  return {
    ready,
    async request(name, payload) {
      const target = frameWindow();
      if (target === null) throw new FrameNotSetError({ details: `${name} was not sent` });
      const id = newRequestId();
      const reply = pending.open(name, id, requestTimeoutMs);
      try {
        target.postMessage(buildRequest(name, id, payload), frameOrigin);
      } catch (error) {
        // A payload the browser cannot clone: the request never left, so it must not wait out the timeout.
        pending.cancel(id, error instanceof Error ? error : new Error(String(error)));
      }
      return (await reply) as ResultPayloads[typeof name];
    },
    onSession(listener) {
      sessionListeners.add(listener);
      return () => sessionListeners.delete(listener);
    },
    close(error) {
      app.removeEventListener('message', onMessage);
      sessionListeners.clear();
      failLoad(error);
      pending.rejectAll(error);
    },
  };
}
