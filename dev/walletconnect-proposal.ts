import type { SignClient } from '@walletconnect/sign-client';
import type { SessionTypes } from '@walletconnect/types';
type Client = InstanceType<typeof SignClient>;

// A dapp's session proposal whose answer is never lost.
//
// In sign-client 2.21.8 the promise that `approval()` returns settles only if `approval()` was
// called before the wallet's answer arrived: the engine's delayed promise (createDelayedPromise in
// @walletconnect/utils) drops a resolve or reject that comes first, and a later `approval()` then
// waits out the proposal's 5-minute expiry. A wallet that answers while the caller is still busy
// (pairing it, clicking in its page) therefore hangs the caller. UniversalProvider, which the
// product uses, calls `approval()` in the same tick as `connect()` returns; callers of the bare
// SignClient (tests, the bench) go through this instead.

/**
 * Proposes a session and starts waiting for the wallet's answer at once.
 * @template {{ connect(params: any): Promise<{ uri?: string; approval: () => Promise<any> }> }} Client
 * @param {Client} client
 * @param {Parameters<Client['connect']>[0]} params
 */
export async function proposeSession(
  client: Client,
  params: Parameters<Client['connect']>[0],
): Promise<{ uri?: string; approval: () => Promise<SessionTypes.Struct> }> {
  const { uri, approval } = await client.connect(params);
  const answer = approval();
  // A rejection is for the caller to observe when it asks; until then it is not an unhandled one.
  answer.catch(() => {});
  return { uri, approval: () => answer };
}
