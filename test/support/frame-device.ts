/**
 * One frame instance over the real handlers (frame/handlers.ts), as a device: its own storage, the auth service it
 * talks to, and the session tokens it announced. Requests go in as the host hands them over (already parsed).
 */
import type { AuthApi, AuthShareStore } from '../../frame/auth/api';
import { createHandler } from '../../frame/handlers';
import { localDeviceStore } from '../../frame/keys/device-store';
import { createFrameState } from '../../frame/state';
import type { FrameRequest } from '../../src/frame-protocol/messages';
import type { FrameRequestName } from '../../src/frame-protocol/names';
import type { RequestPayloads } from '../../src/frame-protocol/requests';
import type { MemoryAuth } from './memory-auth';

/** A device on the in-memory service, reading codes from its outbox. */
export const frameDevice = (auth: MemoryAuth, storage: Storage = new Storage()) => frameOver(auth, storage, () => auth.outbox.at(-1)!.code);

/** A device on any implementation of the frame's auth interfaces; `codeFor` reads the code mailed to an address. */
export function frameOver(auth: AuthApi & AuthShareStore, storage: Storage, codeFor: (email: string) => string | Promise<string>) {
  const state = createFrameState('eip155:1');
  const sessions: (string | null)[] = [];
  const logged: unknown[] = [];
  const handle = createHandler(state, {
    auth,
    shares: auth,
    device: localDeviceStore(storage),
    announceSession: (token) => sessions.push(token),
    reload: () => {},
    log: (error) => logged.push(error),
  });
  let next = 0;
  const call = <N extends FrameRequestName>(name: N, payload: RequestPayloads[N]) =>
    handle({ name, id: (next++).toString(16).padStart(32, '0'), payload } as FrameRequest);
  /** CONNECT_EMAIL, then CONNECT_OTP with the code the service mailed. */
  const loginByEmail = async (email: string) => {
    const started = await call('CONNECT_EMAIL', { email });
    if (!started.ok) return started;
    return call('CONNECT_OTP', { otp: await codeFor(email) });
  };
  return { state, storage, sessions, logged, call, loginByEmail };
}
