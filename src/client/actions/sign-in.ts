/**
 * Sign-in with the wallet (SPEC §4) follows the client's events; its own code (siwx/) loads only on a page whose
 * `sign-in` attribute turns it on. It gets the wallet actions from here, so it does not bundle them again.
 */
import { optionsAtom } from '../../state/options';
import type { ClientContext } from '../context';
import type { ClientEvent } from '../events';
import { isUserRejection, toWalletModalError } from '../../errors/rpc';
import { disconnect } from './disconnect';
import { lazyChunk } from '../lazy-chunk';
import { signMessageText } from './sign-message';
import type { ActionParameters, ActionReturnType } from './action-types';
import type { WalletModalError } from '../../errors';
import type { NodeError } from '../../errors/node';
import type { RpcCodeError } from '../../errors/rpc';

const SIGN_IN_EVENTS = /^(connect|account-change|network-change|disconnect|open)$/;
const load = lazyChunk(() => import('./siwx/index'));

export type FollowSignInParameters = ActionParameters<typeof followSignIn>;
export type FollowSignInReturnType = ActionReturnType<typeof followSignIn>;
export type FollowSignInErrorType = never;
export function followSignIn(
  ctx: ClientContext,
  subscribe: (listener: (event: ClientEvent) => void) => () => void,
  report: (error: unknown) => void,
): () => void {
  return subscribe((event) => {
    if (ctx.store.get(optionsAtom).signIn && SIGN_IN_EVENTS.test(event.type))
      void load()
        .then((s) => s.onSiwxEvent(ctx, event))
        .catch(report);
  });
}

export type SignInParameters = ActionParameters<typeof signIn>;
export type SignInReturnType = ActionReturnType<typeof signIn>;
export type SignInErrorType = RpcCodeError | NodeError | WalletModalError;
/** SIWXSignMessage's Sign and Cancel. */
export async function signIn(ctx: ClientContext, choice: 'sign' | 'cancel'): Promise<void> {
  const s = await load();
  const actions = { signMessage: signMessageText, disconnect, isUserRejection, toWalletModalError };
  return choice === 'cancel' ? s.cancelSignIn(ctx, actions) : s.signIn(ctx, actions);
}
