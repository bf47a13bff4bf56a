/**
 * SPEC §4 network switch. The network must be in the setup. A connected wallet is asked to
 * switch (adding the chain on 4902); switching to another namespace flags a namespace switch.
 */
import type { WalletModalError } from '../../errors';
import { parseCaipNetworkId, type CaipNetworkId } from '../../chains/caip';
import { NetworkNotInSetupError } from '../../errors/network';
import { accountAtoms, activeNamespaceAtom, activeNetworkAtoms } from '../../state/account';
import { optionsAtom } from '../../state/options';
import { setActiveNamespace } from '../active-namespace';
import { followActiveNamespace } from './open';
import { ACTIVE_NETWORK } from '../persisted';
import { writeStorage } from '../../storage/storage';
import type { ClientContext } from '../context';
import { findNetwork } from '../networks';
import { followWalletNetwork } from './session';
import type { ActionParameters, ActionReturnType } from './action-types';
import type { NodeError } from '../../errors/node';
import type { RpcCodeError } from '../../errors/rpc';

export type SwitchNetworkParameters = ActionParameters<typeof switchNetwork>;
export type SwitchNetworkReturnType = ActionReturnType<typeof switchNetwork>;
export type SwitchNetworkErrorType = RpcCodeError | NodeError | WalletModalError;
export async function switchNetwork(ctx: ClientContext, caipNetworkId: CaipNetworkId): Promise<void> {
  const { store } = ctx;
  const { namespace } = parseCaipNetworkId(caipNetworkId);
  const network = findNetwork(store.get(optionsAtom), caipNetworkId);
  if (!network) throw new NetworkNotInSetupError({ details: `${caipNetworkId} is not in the networks attribute` });

  const namespaceSwitched = store.get(activeNamespaceAtom) !== namespace;
  setActiveNamespace(ctx, namespace);
  followActiveNamespace(ctx);

  const session = ctx.sessions.get(namespace);
  const account = store.get(accountAtoms[namespace]);
  if (session && account.status === 'connected') {
    await session.connector.switchNetwork(network);
    followWalletNetwork(ctx, session.connector, caipNetworkId);
    return;
  }
  // The host's active network changes with the namespace even when that namespace's network does not.
  if (store.get(activeNetworkAtoms[namespace]) === caipNetworkId && !namespaceSwitched) return;
  store.set(activeNetworkAtoms[namespace], caipNetworkId);
  writeStorage(ACTIVE_NETWORK, caipNetworkId);
  ctx.emit({ type: 'network-change', detail: { namespace, caipNetworkId, supported: true } });
}
