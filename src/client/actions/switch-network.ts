/**
 * SPEC §4 network switch. The network must be in the setup. A connected wallet is asked to
 * switch (adding the chain on 4902); switching to another namespace flags a namespace switch.
 */
import { parseCaipNetworkId, type CaipNetworkId } from '../../chains/caip';
import { MESSAGES, WalletModalError } from '../../errors';
import { accountAtoms, activeNamespaceAtom, activeNetworkAtoms } from '../../state/account';
import { optionsAtom } from '../../state/options';
import { ACTIVE_NAMESPACE, ACTIVE_NETWORK } from '../persisted';
import { writeStorage } from '../../storage/storage';
import type { ClientContext } from '../context';
import { findNetwork } from '../networks';
import { followWalletNetwork } from './session';

export async function switchNetwork(ctx: ClientContext, caipNetworkId: CaipNetworkId): Promise<void> {
  const { store } = ctx;
  const { namespace } = parseCaipNetworkId(caipNetworkId);
  const network = findNetwork(store.get(optionsAtom), caipNetworkId);
  if (!network) throw new WalletModalError('NETWORK_NOT_IN_SETUP', MESSAGES.networkNotInSetup, { details: `${caipNetworkId} is not in the networks attribute` });

  if (store.get(activeNamespaceAtom) !== namespace) {
    store.set(activeNamespaceAtom, namespace);
    writeStorage(ACTIVE_NAMESPACE, namespace);
  }

  const session = ctx.sessions.get(namespace);
  const account = store.get(accountAtoms[namespace]);
  if (session && account.status === 'connected') {
    await session.connector.switchNetwork(network);
    followWalletNetwork(ctx, session.connector, caipNetworkId);
    return;
  }
  if (store.get(activeNetworkAtoms[namespace]) === caipNetworkId) return;
  store.set(activeNetworkAtoms[namespace], caipNetworkId);
  writeStorage(ACTIVE_NETWORK, caipNetworkId);
  ctx.emit({ type: 'network-change', detail: { namespace, caipNetworkId, supported: true } });
}
