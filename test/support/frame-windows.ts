/**
 * Window stand-ins for the frame's tests: a window that records what is posted to it (with the target origin asked
 * for), and a delivery of a message event as the browser would make it (data, origin, source).
 */
import type { ParentWindow } from '../../frame/host';

export type Posted = { message: unknown; targetOrigin: string };

export function recordingWindow(): ParentWindow & { posted: Posted[] } {
  const posted: Posted[] = [];
  return { posted, postMessage: (message, targetOrigin) => posted.push({ message, targetOrigin }) };
}

/** Dispatches a `message` event on `target`, as from `source` at `origin`. */
export function deliver(target: EventTarget, data: unknown, origin: string, source: unknown): void {
  target.dispatchEvent(new MessageEvent('message', { data, origin, source: source as MessageEventSource }));
}
