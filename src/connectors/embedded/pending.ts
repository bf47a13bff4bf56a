/**
 * The app's open frame requests. Each id is made for one request and answered once: a reply is taken only while its
 * id is open and only for the request type it was made for; the first reply closes it, and a reply with no open
 * request (a second one, a late one, a forged one) is dropped.
 */
import { FrameReplyError, FrameTimeoutError } from '../../errors/frame';
import type { FrameReply } from '../../frame-protocol/messages';
import type { FrameRequestName } from '../../frame-protocol/names';

type Open = { name: FrameRequestName; resolve: (payload: unknown) => void; reject: (error: Error) => void; timer: ReturnType<typeof setTimeout> };

export type PendingRequests = {
  /** Opens `id` for a reply to `name`; rejects with FrameTimeoutError after `timeoutMs`. */
  open(name: FrameRequestName, id: string, timeoutMs: number): Promise<unknown>;
  /** Settles the open request the reply answers: true when it did, false when the reply was dropped. */
  settle(reply: FrameReply): boolean;
  /** Closes one open request with `error` (it could not be sent). */
  cancel(id: string, error: Error): void;
  /** Rejects every open request (the frame went away). */
  rejectAll(error: Error): void;
  readonly size: number;
};

export function createPendingRequests(): PendingRequests {
  const open = new Map<string, Open>();
  return {
    open(name, id, timeoutMs) {
      if (open.has(id)) return Promise.reject(new Error(`request id ${id} is already open`));
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          open.delete(id);
          reject(new FrameTimeoutError({ details: `no reply to ${name} in ${timeoutMs} ms` }));
        }, timeoutMs);
        open.set(id, { name, resolve, reject, timer });
      });
    },
    settle(reply) {
      const request = open.get(reply.id);
      if (!request || request.name !== reply.name) return false;
      open.delete(reply.id);
      clearTimeout(request.timer);
      if (reply.ok) request.resolve(reply.payload);
      else request.reject(new FrameReplyError(reply.message, { details: `the frame refused ${reply.name}` }));
      return true;
    },
    cancel(id, error) {
      const request = open.get(id);
      if (!request) return;
      open.delete(id);
      clearTimeout(request.timer);
      request.reject(error);
    },
    rejectAll(error) {
      const requests = [...open.values()];
      open.clear();
      for (const request of requests) {
        clearTimeout(request.timer);
        request.reject(error);
      }
    },
    get size() {
      return open.size;
    },
  };
}
