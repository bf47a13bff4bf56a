/**
 * The frame's side of the window messages. A message is read only when it comes from the parent window
 * (`event.source`) and from a configured parent origin, compared whole; the first request that passes pins that
 * origin, and from then on only it is heard and only it is answered (replies name it as the target, never '*').
 * Each request id is taken once. Anything else is dropped without a word: a reply would tell a stranger we exist.
 */
import { buildError, buildSessionUpdate, buildSuccess, parseAppRequest, READY_MESSAGE, type FrameRequest } from '../src/frame-protocol/messages';
import { isAllowedOrigin } from '../src/frame-protocol/origin';
import type { Reply } from './handlers';

/** The parent window as the frame sees it: only `postMessage` with an explicit target origin. */
export type ParentWindow = { postMessage(message: unknown, targetOrigin: string): void };

export type FrameHostOptions = {
  /** The frame's own window, where the app's messages arrive. */
  window: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  parent: ParentWindow;
  /** The configured parent origins (config.json), serialised. */
  allowedOrigins: readonly string[];
  /** The parent's origin when the browser tells it (location.ancestorOrigins), already checked against the list. */
  parentOrigin?: string;
  handle(request: FrameRequest): Promise<Reply>;
};

export type FrameHost = {
  /** SESSION_UPDATE to the pinned parent origin (nothing before one is pinned: no session exists before a request). */
  announceSession(token: string | null): void;
  /** The parent origin now heard, once pinned. */
  readonly parentOrigin: string | undefined;
  stop(): void;
};

/** Request ids remembered to refuse a replay; the app makes 128-bit random ids, so an old id coming back is never honest. */
const REMEMBERED_IDS = 10_000;

export function startFrameHost(options: FrameHostOptions): FrameHost {
  const { parent, allowedOrigins } = options;
  let pinned = options.parentOrigin;
  const seen = new Set<string>();
  // Requests are answered one at a time, in order: a sign-out cannot overtake the login it follows.
  let queue: Promise<unknown> = Promise.resolve();

  const remember = (id: string) => {
    seen.add(id);
    if (seen.size > REMEMBERED_IDS) seen.delete(seen.values().next().value!);
  };

  const onMessage = (event: MessageEvent) => {
    if (event.source !== parent) return;
    if (pinned !== undefined ? event.origin !== pinned : !isAllowedOrigin(event.origin, allowedOrigins)) return;
    const request = parseAppRequest(event.data);
    if (request === undefined || seen.has(request.id)) return;
    remember(request.id);
    const origin = event.origin;
    pinned = origin;
    queue = queue.then(async () => {
      const reply = await options.handle(request);
      const message = reply.ok ? buildSuccess(request.name, request.id, reply.payload as never) : buildError(request.name, request.id, reply.message);
      parent.postMessage(message, origin);
    });
    queue = queue.catch((error: unknown) => console.error('wallet-modal frame: a reply could not be sent', error));
  };
  options.window.addEventListener('message', onMessage);

  // READY goes to the known parent origin, or to each configured one: the browser delivers it only where the target
  // origin matches the parent's, so no other page learns of it.
  for (const origin of pinned !== undefined ? [pinned] : allowedOrigins) parent.postMessage(READY_MESSAGE, origin);

  return {
    announceSession(token) {
      if (pinned !== undefined) parent.postMessage(buildSessionUpdate(token), pinned);
    },
    get parentOrigin() {
      return pinned;
    },
    stop() {
      options.window.removeEventListener('message', onMessage);
    },
  };
}
