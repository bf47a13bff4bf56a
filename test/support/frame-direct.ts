/**
 * The real frame (frame/handlers.ts over memory-auth.ts, a device storage in memory) answering the app's requests
 * without windows, for tests that run in node (where dev/solana-rpc.ts runs: happy-dom's URL breaks it, and
 * frame-loopback.ts needs happy-dom's window). Each request is built and parsed by the protocol as on the wire, then
 * handled; a refusal comes back as the FrameReplyError the app's channel raises.
 */
import { createHandler } from '../../frame/handlers';
import { localDeviceStore } from '../../frame/keys/device-store';
import { createFrameState, type FrameState } from '../../frame/state';
import type { CaipNetworkId } from '../../src/chains/caip';
import type { EmbeddedWallet } from '../../src/connectors/embedded/wallet';
import { FrameReplyError } from '../../src/errors/frame';
import { buildRequest, newRequestId, parseAppRequest } from '../../src/frame-protocol/messages';
import type { FrameRequestName } from '../../src/frame-protocol/names';
import type { RequestPayloads } from '../../src/frame-protocol/requests';
import type { ResultPayloads } from '../../src/frame-protocol/results';
import { createMemoryAuth } from './memory-auth';
import { memoryStorage } from './memory-storage';

export type DirectFrame = { frameRequest: EmbeddedWallet['frameRequest']; state: FrameState };

/** A frame on `chainId` in which `email` has logged in (a code from the memory auth service). */
export async function loggedInFrame(chainId: CaipNetworkId, email: string): Promise<DirectFrame> {
  const auth = await createMemoryAuth();
  const state = createFrameState(chainId);
  const handle = createHandler(state, {
    auth,
    shares: auth,
    device: localDeviceStore(memoryStorage()),
    announceSession: () => {},
    reload: () => {},
    log: () => {},
  });
  const frameRequest = async <N extends FrameRequestName>(name: N, payload: RequestPayloads[N]): Promise<ResultPayloads[N]> => {
    const request = parseAppRequest(structuredClone(buildRequest(name, newRequestId(), payload)));
    if (!request) throw new Error(`the frame would drop this ${name}`);
    const reply = await handle(request);
    if (!reply.ok) throw new FrameReplyError(reply.message, { details: `the frame refused ${name}` });
    // The handler answers the payload of the request it was given: this request's.
    return reply.payload as ResultPayloads[N];
  };
  await frameRequest('CONNECT_EMAIL', { email });
  await frameRequest('CONNECT_OTP', { otp: auth.outbox.at(-1)!.code });
  return { frameRequest, state };
}
